// `pnpm test:registry`: the release, for real, into a local registry. Starts Verdaccio on
// loopback (storage in a temporary folder; `@vitrine/*` kept local, every other package proxied
// to npm's registry), signs a user in, then runs `pnpm release` as a maintainer would from a
// laptop — provenance asked for, as the workflow does, so the run shows it turned off with a
// note — and installs what it published into the consumer matrix's fresh apps (`test-consumers
// --registry`). Nothing is pushed or tagged (`--no-git-tag`); the repository is not changed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { publishedPackages, ROOT } from './lib/packages.mjs'

/** Verdaccio's command, from the root's dev dependency. */
const VERDACCIO = join(
  dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
  'bin/verdaccio',
)

const started = performance.now()
const since = () => `${Math.round((performance.now() - started) / 1000)} s`
const work = mkdtempSync(join(tmpdir(), 'vitrine-registry-'))
const children = new Set()

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })

/** Runs a command, its output relayed with a prefix; resolves to the output, rejects on failure. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    children.add(child)
    let output = ''
    const relay = (chunk) => {
      output += chunk
      for (const line of String(chunk).split('\n'))
        if (line.trim() !== '') process.stdout.write(`  | ${line}\n`)
    }
    child.stdout.on('data', relay)
    child.stderr.on('data', relay)
    child.on('error', reject)
    child.on('exit', (code) => {
      children.delete(child)
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))
    })
  })
}

async function main() {
  const port = await freePort()
  const registry = `http://127.0.0.1:${port}/`
  writeFileSync(
    join(work, 'config.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      'uplinks:',
      '  npmjs:',
      '    url: https://registry.npmjs.org/',
      'packages:',
      "  '@vitrine/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    proxy: npmjs',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  )
  console.log(`[registry] Verdaccio on ${registry} (storage in ${work})`)
  const verdaccio = spawn(
    process.execPath,
    [VERDACCIO, '--config', join(work, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.add(verdaccio)
  let log = ''
  verdaccio.stdout.on('data', (chunk) => (log += chunk))
  verdaccio.stderr.on('data', (chunk) => (log += chunk))
  for (let i = 0; ; i++) {
    const up = await fetch(`${registry}-/ping`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 300 || verdaccio.exitCode !== null) throw new Error(`Verdaccio did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  // A user, as `npm adduser` makes one; its token goes into a userconfig of the temporary folder.
  const user = await fetch(`${registry}-/user/org.couchdb.user:release-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release-test', password: 'release-test-password' }),
  })
  const { token } = await user.json()
  if (!user.ok || typeof token !== 'string') throw new Error(`Verdaccio refused the user (${user.status})`)
  const userconfig = join(work, '.npmrc')
  writeFileSync(userconfig, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`)
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_config_|GITHUB_ACTIONS|GITLAB_CI|ACTIONS_ID_TOKEN)/i.test(key),
    ),
  )
  Object.assign(env, {
    NPM_CONFIG_USERCONFIG: userconfig,
    NPM_CONFIG_REGISTRY: registry,
    NPM_CONFIG_PROVENANCE: 'true',
  })

  console.log(`[release] pnpm release, from a machine that is not CI (${since()})`)
  const output = await run('npx', ['-y', 'pnpm@10', 'release', '--', '--no-git-tag'], env)
  const problems = []
  if (!/note: provenance is off/.test(output)) problems.push('no note that provenance is off outside CI')
  if (/EUSAGE|provenance generation not supported/i.test(output)) problems.push('npm still tried provenance')
  for (const step of ['[1/3]', '[2/3]', '[3/3]'])
    if (!output.includes(step)) problems.push(`no progress line ${step}`)

  const packages = publishedPackages()
  for (const { manifest } of packages) {
    const answer = await fetch(`${registry}${manifest.name.replace('/', '%2f')}`)
    const document = answer.ok ? await answer.json() : undefined
    const tarball = document?.versions?.[manifest.version]?.dist?.tarball
    if (!tarball) problems.push(`${manifest.name}@${manifest.version} is not on the registry`)
    else console.log(`[registry] ${manifest.name}@${manifest.version} published`)
  }
  if (problems.length > 0) throw new Error(`the release:\n- ${problems.join('\n- ')}`)

  console.log(`[install] the consumer matrix, from the registry (${since()})`)
  await run(process.execPath, ['scripts/test-consumers.mjs', '--registry', registry], env)
  console.log(`test:registry passed in ${since()}: ${packages.length} packages published and installed`)
}

main()
  .catch((error) => {
    console.error(`test:registry failed after ${since()}: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 1
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM')
    rmSync(work, { recursive: true, force: true })
  })
