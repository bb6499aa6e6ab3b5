// `pnpm test:consumers`: the consumer matrix. Packs every published package, installs the
// tarballs with npm (not workspace links) into fresh folders outside the repository, one per
// fixture of `consumers/`, and runs each fixture's checks there (see consumers/README.md).
// Exits 1 when any check fails, with its output; prints each check's time. `--keep` keeps the
// folders and prints where they are.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuilt, entryPoints, packAll, publishedPackages, ROOT } from './lib/packages.mjs'
import { readTarball } from './lib/tarball.mjs'

const TSC = 'node_modules/.bin/tsc'
/** Every fixture: its folder in `consumers/`, the packages it installs, its own dependencies, its checks. */
const FIXTURES = [
  {
    name: 'node',
    from: 'node',
    packages: 'all', // every published package, with all its peers, optional ones included
    checks: [
      ['Node ESM: every entry imports; the quick start against the emulator bin', 'node esm.mjs'],
      ['CommonJS: require() of every entry; a catalogue query', 'node require.cjs'],
      ['tsc, moduleResolution node16', `${TSC} -p tsconfig.node16.json`],
      ['tsc, moduleResolution nodenext (+ a .cts require)', `${TSC} -p tsconfig.nodenext.json`],
      ['tsc, moduleResolution bundler', `${TSC} -p tsconfig.bundler.json`],
      ['tsc, "module": "commonjs" (node10)', `${TSC} -p tsconfig.commonjs.json`],
      ['tsc, Node only (no DOM lib), every entry', 'node tsc-node-only.mjs'],
    ],
  },
  ...['18', '19'].map((react) => ({
    name: `vite-react-${react}`,
    from: 'vite-react',
    packages: ['@vitrine/core', '@vitrine/auth', '@vitrine/cart', '@vitrine/catalog', '@vitrine/react'],
    dependencies: {
      react: `^${react}`,
      'react-dom': `^${react}`,
      '@types/react': `^${react}`,
      '@types/react-dom': `^${react}`,
    },
    checks: [
      [`React ${react}: tsc`, `${TSC} -p tsconfig.json`],
      [`React ${react}: vite build`, 'node_modules/.bin/vite build --logLevel error'],
    ],
  })),
  {
    name: 'workerd',
    from: 'workerd',
    packages: ['@vitrine/core', '@vitrine/auth', '@vitrine/cart', '@vitrine/catalog', '@vitrine/emulator'],
    checks: [['workerd (miniflare 3): the quick start against the emulator', 'node run.mjs']],
  },
]
const LIMIT_MS = 5 * 60_000 // per install and per check

const started = Date.now()
const keep = process.argv.includes('--keep')
// `--registry <url>`: install the published versions from that registry (the release test's
// Verdaccio, after `pnpm release` published there) instead of tarballs packed here.
const registry = process.argv.includes('--registry')
  ? process.argv[process.argv.indexOf('--registry') + 1]
  : undefined
if (registry !== undefined && !URL.canParse(registry))
  throw new Error(`--registry needs a URL, got ${registry}`)
ensureBuilt()
const work = mkdtempSync(join(tmpdir(), 'vitrine-consumers-'))
let failed = 0
try {
  /** What each fixture's package.json names: a tarball here, or the published version. */
  const sources = new Map()
  const manifests = new Map()
  if (registry) {
    for (const { manifest } of publishedPackages()) {
      sources.set(manifest.name, manifest.version)
      manifests.set(manifest.name, manifest)
    }
    console.log(`installing ${[...sources.keys()].join(', ')} from ${registry}`)
  } else {
    mkdirSync(join(work, 'tarballs'))
    for (const [name, file] of packAll(join(work, 'tarballs'))) {
      sources.set(name, `file:${file}`)
      manifests.set(name, JSON.parse(readTarball(file).get('package.json')?.toString() ?? '{}'))
    }
    console.log(`packed ${[...sources.keys()].join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
  const quickStart = quickStartModule(readFileSync(join(ROOT, 'README.md'), 'utf8'))
  const entries = [...manifests.values()].flatMap((m) => entryPoints(m))
  const entriesModule = `${entries.map((e, i) => `import * as entry${i} from '${e}'`).join('\n')}\n\nexport const entries: object[] = [${entries.map((_, i) => `entry${i}`).join(', ')}]\n`

  // Each fixture in its own folder, its package.json naming the tarballs; then every install at once.
  const installs = FIXTURES.map((fixture) => {
    const dir = join(work, fixture.name)
    cpSync(join(ROOT, 'consumers', fixture.from), dir, { recursive: true })
    const names = fixture.packages === 'all' ? [...sources.keys()] : fixture.packages
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    manifest.name = `vitrine-consumer-${fixture.name}`
    manifest.dependencies = {}
    for (const name of names) {
      const source = sources.get(name)
      if (!source) throw new Error(`${fixture.name}: no published package ${name}`)
      manifest.dependencies[name] = source
      const { peerDependencies = {}, peerDependenciesMeta = {} } = manifests.get(name)
      for (const [peer, range] of Object.entries(peerDependencies)) {
        const optional = peerDependenciesMeta[peer]?.optional === true
        if (peer.startsWith('@vitrine/') || (optional && fixture.packages !== 'all')) continue
        manifest.dependencies[peer] ??= range
      }
    }
    Object.assign(manifest.dependencies, fixture.dependencies)
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    writeFileSync(join(dir, 'quick-start.ts'), quickStart)
    writeFileSync(join(dir, 'entries.ts'), entriesModule)
    cpSync(join(ROOT, 'consumers', 'start-emulator.mjs'), join(dir, 'start-emulator.mjs'))
    return run(
      `${fixture.name}: npm install${registry ? ` from ${registry}` : ''}`,
      `npm install --no-audit --no-fund --prefer-offline --loglevel=error${registry ? ` --registry ${registry}` : ''}`,
      dir,
    )
  })
  const installed = await Promise.all(installs)

  // The checks, two at a time (the machine may have two cores).
  const queue = FIXTURES.flatMap((fixture, i) =>
    installed[i]?.ok
      ? fixture.checks.map(([title, command]) => ({ title, command, dir: join(work, fixture.name) }))
      : [],
  )
  const results = [...installed]
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.push(await run(next.title, next.command, next.dir))
      }
    }),
  )
  console.log('')
  for (const result of results) {
    console.log(
      `${result.ok ? 'ok  ' : 'FAIL'} ${(result.ms / 1000).toFixed(1).padStart(6)} s  ${result.title}${result.ok ? `  — ${result.summary}` : ''}`,
    )
  }
  for (const result of results.filter((r) => !r.ok)) {
    failed++
    console.error(`\n--- FAIL: ${result.title}\n$ ${result.command}\n${result.output}`)
  }
  const total = results.length
  console.log(`\nconsumers: ${total - failed} passed, ${failed} failed`)
} finally {
  if (keep) console.log(`fixtures kept: ${work}`)
  else rmSync(work, { recursive: true, force: true })
  console.log(
    `test:consumers ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}
process.exit(failed ? 1 : 0)

/**
 * The README's quick start as a module: its imports, then its body as `quickStart(emulator)`
 * (the emulator's address in place of the README's `http://127.0.0.1:4010`), and `expected`, what
 * its `console.log` comment says it prints.
 * @param {string} readme
 */
function quickStartModule(readme) {
  const code = /## Quick start\s+```ts\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!code) throw new Error('README.md has no "## Quick start" ts block')
  const lines = code.split('\n')
  const imports = lines.filter((line) => line.startsWith('import '))
  const body = lines.filter((line) => !line.startsWith('import ') && line.trim() !== '')
  const expected = /console\.log\(.*\) \/\/ (.*)$/m.exec(code)?.[1]?.replaceAll("'", '')
  if (!expected) throw new Error('the README quick start has no `console.log(…) // what it prints` line')
  return [
    '// The README quick start, written by scripts/test-consumers.mjs.',
    ...imports,
    '',
    `export const expected = ${JSON.stringify(expected)}`,
    '',
    "export async function quickStart(emulator = 'http://127.0.0.1:4010'): Promise<void> {",
    ...body.map((line) => `  ${line.replaceAll("'http://127.0.0.1:4010'", 'emulator')}`),
    '}',
    '',
  ].join('\n')
}

/**
 * Runs a shell command in `dir`, bounded by LIMIT_MS, with npm's and pnpm's variables of the
 * calling script removed (a fresh app has none of them).
 * @returns {Promise<{ title: string, command: string, ok: boolean, ms: number, output: string, summary: string }>}
 */
function run(title, command, dir) {
  // (The registry's token, when there is one, comes through NPM_CONFIG_USERCONFIG.)
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|PNPM_)/i.test(key) || /^npm_config_userconfig$/i.test(key),
    ),
  )
  const begun = Date.now()
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => {
      output += `\n(stopped after ${LIMIT_MS / 1000} s)`
      process.kill(-child.pid, 'SIGKILL')
    }, LIMIT_MS)
    child.on('close', (code) => {
      clearTimeout(timer)
      const lines = output
        .split('\n')
        .filter((l) => l.trim() !== '' && !/npm warn Unknown user config/.test(l))
      resolve({ title, command, ok: code === 0, ms: Date.now() - begun, output, summary: lines.at(-1) ?? '' })
    })
  })
}
