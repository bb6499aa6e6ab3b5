// What the release scripts know about the published packages, all read from the packages
// themselves: every `packages/*` folder whose package.json is not private is published; its
// entries are its `exports` (the consumer matrix runs its `bin` too), so a package or a subpath
// added later is covered without a change here.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The repository users reach from the registry's page (package.json `repository`, README links). */
export const REPOSITORY = 'https://github.com/vitrine-sdk/vitrine'

/**
 * @typedef {{ name: string, version: string, private?: boolean, exports?: Record<string, unknown>,
 *   bin?: string | Record<string, string>, [key: string]: unknown }} PackageJson
 * @typedef {{ dir: string, folder: string, manifest: PackageJson }} Package
 */

/** @param {string} file @returns {PackageJson} */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/** Every published package (`packages/<folder>`, not private), in folder order. @returns {Package[]} */
export function publishedPackages(root = ROOT) {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
    .map((d) => {
      const dir = join(root, 'packages', d.name)
      return { dir, folder: `packages/${d.name}`, manifest: readJson(join(dir, 'package.json')) }
    })
    .filter((p) => p.manifest.private !== true)
}

/**
 * The import specifiers a package offers: `name` and `name/sub` for every `exports` key but
 * `./package.json`.
 * @param {PackageJson} manifest
 */
export function entryPoints(manifest) {
  return Object.keys(manifest.exports ?? { '.': null })
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`))
}

// What is never built: tests and the files tests write while they run (a build started because a
// test wrote one would empty `dist` under the other tests).
const NOT_BUILT = /^(node_modules|dist|test|__.*|\..*)$|\.(test|test-d|e2e\.test)\.[cm]?[jt]sx?$/

/** Newest modification time under `path` (a file or a folder), of what the build reads. */
function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let time = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (NOT_BUILT.test(entry)) continue
    time = Math.max(time, newest(join(path, entry)))
  }
  return time
}

/** Oldest modification time of the files of a folder tree (0 when it is missing or empty). */
function oldest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  const times = readdirSync(path).map((entry) => oldest(join(path, entry)))
  return times.length === 0 || times.includes(0) ? 0 : Math.min(...times)
}

/**
 * Builds the packages (`pnpm build`) unless every package's `dist` is newer than its sources,
 * its package.json and the shared build config: the release scripts pack what `dist` holds, so it
 * must be what the sources say, and CI, which has just built, does not build twice.
 */
export function ensureBuilt(root = ROOT) {
  const config = newest(join(root, 'tsup.config.ts'))
  const stale = publishedPackages(root).filter((p) => {
    const built = oldest(join(p.dir, 'dist'))
    return (
      built === 0 || built < Math.max(config, newest(join(p.dir, 'src')), newest(join(p.dir, 'package.json')))
    )
  })
  if (stale.length === 0) return
  console.log(
    `building (${stale.map((p) => relative(root, p.dir)).join(', ')} not built or older than the sources)`,
  )
  execFileSync('npx', ['-y', 'pnpm@10', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/**
 * Packs every published package with `pnpm pack` (which turns `workspace:` ranges into versions)
 * into `destination`. Returns the tarballs, by package name.
 * @param {string} destination @returns {Map<string, string>}
 */
export function packAll(destination, root = ROOT) {
  const tarballs = new Map()
  for (const { dir, manifest } of publishedPackages(root)) {
    const out = execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', destination], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const file = out.trim().split('\n').pop() ?? ''
    if (!file.endsWith('.tgz') || !existsSync(file))
      throw new Error(`pnpm pack in ${dir} printed no tarball:\n${out}`)
    tarballs.set(manifest.name, file)
  }
  return tarballs
}
