// The registry metadata of every published package.json, derived from the package itself:
//   node scripts/package-metadata.mjs           checks it (exit 1 with what differs)
//   node scripts/package-metadata.mjs --write   writes what is derived, in place
// Derived: `author`, `repository` (with the package's `directory`), `homepage`, `bugs`, and what
// TypeScript's node10 resolution (`"module": "commonjs"`, which ignores `exports`) needs to find
// the types: `types` for the root entry, `typesVersions` for every subpath export. Run --write
// after adding a subpath export. Written by hand, only checked: `keywords`, `license`.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { publishedPackages, REPOSITORY } from './lib/packages.mjs'

const AUTHOR = `The Vitrine authors (${REPOSITORY}/graphs/contributors)`

/** @param {import('./lib/packages.mjs').Package} pkg */
export function derivedMetadata({ folder, manifest }) {
  /** @type {Record<string, unknown>} */
  const metadata = {
    author: AUTHOR,
    repository: { type: 'git', url: `git+${REPOSITORY}.git`, directory: folder },
    homepage: `${REPOSITORY}/tree/main/${folder}#readme`,
    bugs: `${REPOSITORY}/issues`,
  }
  const exports = /** @type {Record<string, { types?: string }>} */ (manifest.exports ?? {})
  if (exports['.']?.types) metadata['types'] = exports['.'].types
  /** @type {Record<string, string[]>} */
  const paths = {}
  for (const [key, target] of Object.entries(exports)) {
    if (key === '.' || key === './package.json' || typeof target !== 'object' || !target.types) continue
    paths[key.slice(2)] = [target.types]
  }
  if (Object.keys(paths).length > 0) metadata['typesVersions'] = { '*': paths }
  return metadata
}

/** What is wrong with a package's metadata, one line per problem. @param {import('./lib/packages.mjs').Package} pkg */
export function metadataProblems(pkg) {
  const problems = []
  const { manifest } = pkg
  for (const [key, value] of Object.entries(derivedMetadata(pkg))) {
    if (JSON.stringify(manifest[key]) !== JSON.stringify(value)) {
      problems.push(`${key} is ${JSON.stringify(manifest[key])}, should be ${JSON.stringify(value)}`)
    }
  }
  if (manifest['license'] !== 'MIT') problems.push('license is not "MIT"')
  const keywords = manifest['keywords']
  if (!Array.isArray(keywords) || keywords.length < 3) problems.push('keywords: at least three')
  return problems
}

/** Where the metadata sits in a package.json, in order (a new field goes after the one before it). */
const ORDER = ['license', 'author', 'repository', 'homepage', 'bugs', 'keywords', 'types', 'typesVersions']

/**
 * The manifest with the derived fields set: existing fields keep their place, a new one goes
 * right after the field that comes before it in ORDER (one block near the top, apart from what
 * other changes touch).
 * @param {import('./lib/packages.mjs').Package} pkg
 */
function withMetadata(pkg) {
  const derived = derivedMetadata(pkg)
  const entries = Object.entries(pkg.manifest).map(([key, value]) => [
    key,
    key in derived ? derived[key] : value,
  ])
  for (const [key, value] of Object.entries(derived)) {
    if (key in pkg.manifest) continue
    const before = ORDER.slice(0, ORDER.indexOf(key)).reverse()
    const at = before.map((k) => entries.findIndex(([name]) => name === k)).find((index) => index >= 0) ?? -1
    entries.splice(at + 1, 0, [key, value])
  }
  return Object.fromEntries(entries)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write')
  let failed = false
  for (const pkg of publishedPackages()) {
    if (write) {
      const file = join(pkg.dir, 'package.json')
      const before = readFileSync(file, 'utf8')
      const after = `${JSON.stringify(withMetadata(pkg), null, 2)}\n`
      if (after !== before) {
        writeFileSync(file, after)
        console.log(`${pkg.folder}/package.json: metadata written`)
      }
      continue
    }
    for (const problem of metadataProblems(pkg)) {
      failed = true
      console.error(`${pkg.folder}/package.json: ${problem}`)
    }
  }
  if (failed) {
    console.error('Fix with: node scripts/package-metadata.mjs --write (keywords and license by hand)')
    process.exit(1)
  }
}
