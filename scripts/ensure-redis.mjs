// The Redis tests (`@vitrine/webhooks/redis`, the webhook-receiver example with REDIS_URL) run a
// real redis-server, Debian's package. This makes sure it is there before `pnpm test` runs them,
// as ensure-chromium.mjs does for the browser tests: on a root Debian machine (CI) it installs
// the package; elsewhere it says what to do, and those tests are skipped — except on CI, where
// a missing redis-server fails the run.
import { execFileSync, spawnSync } from 'node:child_process'
import { findRedisServer, REDIS_HINT } from './redis-server.mjs'

if (findRedisServer()) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
if (isRoot && hasApt) {
  console.log("The Redis tests need redis-server; installing Debian's redis-server package…")
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (findRedisServer()) process.exit(0)
}
if (process.env.CI) {
  console.error(`The Redis tests need redis-server, and on CI they must run. ${REDIS_HINT}`)
  process.exit(1)
}
console.warn(`No redis-server: the Redis tests will be skipped. ${REDIS_HINT}`)
