// `pnpm pack:all`: builds the packages if needed and packs every published one with `pnpm pack`
// into `tarballs/` (or `--out <folder>`), replacing the tarballs a previous run left there, so
// that an app can `npm install` them before the packages are on the registry (README, "Before the
// first release"). Prints one tarball per line.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ensureBuilt, packAll, ROOT } from './lib/packages.mjs'

const at = process.argv.indexOf('--out')
const out = resolve(at > 0 ? (process.argv[at + 1] ?? 'tarballs') : join(ROOT, 'tarballs'))
ensureBuilt()
mkdirSync(out, { recursive: true })
for (const file of readdirSync(out)) if (/^vitrine-.*\.tgz$/.test(file)) rmSync(join(out, file))
for (const tarball of packAll(out).values()) console.log(tarball)
