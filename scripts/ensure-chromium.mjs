// Browser tests drive Debian's Chromium through playwright-core (no browser download is
// possible on our machines). This makes sure it is there before `pnpm test` runs them:
// on a root Debian machine (CI) it installs the package; elsewhere it says what to do.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
if (isRoot && hasApt) {
  console.log(`Browser tests need Chromium at ${path}; installing Debian's chromium package…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (existsSync(path)) process.exit(0)
}
console.error(
  `Browser tests need Chromium at ${path}.\n` +
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.',
)
process.exit(1)
