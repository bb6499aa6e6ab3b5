// `pnpm release`: build, rehearse (`release:dry`), publish (`changeset publish`), each step
// announced with what it does, from GitHub Actions or from a laptop.
//
// Provenance (a signed statement that a CI run built the tarball) needs the CI's OIDC token:
// npm supports GitHub Actions (`id-token: write`) and GitLab CI (`SIGSTORE_ID_TOKEN`). The
// release workflow turns it on (`NPM_CONFIG_PROVENANCE=true`); anywhere else a request for it is
// turned off with a one-line note, instead of npm's `EUSAGE Automatic provenance generation not
// supported for provider: null` for every package after the build.
//
// The registry is npm's own unless `NPM_CONFIG_REGISTRY` (or an `.npmrc`) says otherwise:
//   NPM_CONFIG_REGISTRY=https://npm.example.internal pnpm release
// Arguments after `--` go to `changeset publish` (e.g. `--no-git-tag`, `--tag next`).
import { spawn } from 'node:child_process'
import { ROOT } from './lib/packages.mjs'

const publishArgs = process.argv.slice(2).filter((arg) => arg !== '--')

/** Whether npm can make provenance here: a CI it supports, with its OIDC token. */
export function provenanceAvailable(env = process.env) {
  const github = env.GITHUB_ACTIONS === 'true' && Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL)
  const gitlab = env.GITLAB_CI === 'true' && Boolean(env.SIGSTORE_ID_TOKEN)
  return github || gitlab
}

const truthy = (value) => value !== undefined && !/^(|0|false|no|off)$/i.test(value.trim())

/** pnpm as it was started (`npx -y pnpm@10 release` puts no `pnpm` on PATH), else the one on PATH. */
function pnpm(args) {
  const execPath = process.env.npm_execpath
  return execPath && /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args]
}

/** Runs a command with its output shown, prefixed; rejects with its exit code. */
function run(label, command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const relay = (stream) => (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') stream.write(`  ${line}\n`)
    }
    child.stdout.on('data', relay(process.stdout))
    child.stderr.on('data', relay(process.stderr))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code})`))))
  })
}

async function main() {
  const env = { ...process.env }
  const wanted = truthy(env.NPM_CONFIG_PROVENANCE ?? env.npm_config_provenance)
  if (wanted && !provenanceAvailable(env)) {
    console.log(
      'note: provenance is off: npm makes it only in GitHub Actions (id-token: write) or GitLab CI (SIGSTORE_ID_TOKEN).',
    )
    env.NPM_CONFIG_PROVENANCE = 'false'
    delete env.npm_config_provenance
  }
  const registry =
    env.NPM_CONFIG_REGISTRY ?? env.npm_config_registry ?? 'https://registry.npmjs.org/ (default)'
  const started = performance.now()
  const step = (n, text) =>
    console.log(`[${n}/3] ${text} (${Math.round((performance.now() - started) / 1000)} s)`)

  step(1, 'Building every package')
  await run(
    'the build',
    ...pnpm(['-r', '--filter', './packages/**', '--reporter', 'append-only', 'run', 'build']),
    env,
  )
  step(2, 'Rehearsing the release in a scratch copy: versions, tarballs, checks')
  await run('the rehearsal', process.execPath, ['scripts/release-dry.mjs'], env)
  step(3, `Publishing what the registry does not have yet, to ${registry}`)
  await run('changeset publish', ...pnpm(['exec', 'changeset', 'publish', ...publishArgs]), env)
  console.log(`Released in ${Math.round((performance.now() - started) / 1000)} s.`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
