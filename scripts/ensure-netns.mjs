// The docs-commands test (docs/test/commands.test.ts) runs the servers the docs show on the ports
// they show, each document in a network namespace of its own: it needs `unshare` and `nsenter`
// (util-linux) and `ip` (iproute2). Like ensure-redis.mjs: on a root Debian machine (CI) this
// installs what is missing; elsewhere it says what to do, and those commands are skipped — except
// on CI, where they must run.
import { execFileSync, spawnSync } from 'node:child_process'

const TOOLS = { unshare: 'util-linux', nsenter: 'util-linux', ip: 'iproute2' }
const missing = () =>
  Object.keys(TOOLS).filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)

if (process.platform !== 'linux') {
  console.warn('The docs commands run in Linux network namespaces: on this system, they are skipped.')
  process.exit(0)
}
if (missing().length === 0) process.exit(0)

const packages = [...new Set(missing().map((tool) => TOOLS[tool]))]
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
if (isRoot && hasApt) {
  console.log(`The docs commands run in network namespaces; installing ${packages.join(', ')}…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (missing().length === 0) process.exit(0)
}
const hint = `Install ${packages.join(' and ')} (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}).`
if (process.env.CI) {
  console.error(`The docs commands must run on CI, in network namespaces. ${hint}`)
  process.exit(1)
}
console.warn(`No ${missing().join(', ')}: the docs commands that start servers will be skipped. ${hint}`)
