// The README's start command (`npx -y pnpm@10 start`, after install) starts the emulator and the
// shop and prints the shop's URL, which serves the shop. Run from the repository root, as written,
// on free ports (`PORT=0`, `VITRINE_EMULATOR_PORT=0`); the dev server compiles on first request.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { SHOP_DIR } from '../scripts/next-server'

const ROOT = join(SHOP_DIR, '..', '..')
let child: ChildProcess | undefined

afterAll(async () => {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((resolve) => child?.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM') // the group this test started: pnpm, tsx, next dev
  await exited
})

it('starts the emulator and the shop and prints the URL, which serves the shop', async () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const command = /^npx -y pnpm@10 install && (npx -y pnpm@10 start)$/m.exec(readme)?.[1]
  expect(command, 'the README shows the start command').toBe('npx -y pnpm@10 start')
  child = spawn('sh', ['-c', command ?? ''], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', VITRINE_EMULATOR_PORT: '0', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  await expect
    .poll(() => /Vitrine shop: (http:\/\/\S+)/.exec(output)?.[1], { timeout: 60_000, interval: 200 })
    .toBeTruthy()
  const url = /Vitrine shop: (http:\/\/\S+)/.exec(output)?.[1] ?? ''
  const emulator = /emulator on (http:\/\/[^\s;]+)/.exec(output)?.[1] ?? ''
  expect((await fetch(`${emulator}/_emulator`)).ok).toBe(true)
  const home = await fetch(url)
  expect(home.status).toBe(200)
  const html = await home.text()
  expect(html).toContain('Everyday goods, made to last')
  expect(html).toContain('Classic Tee')
}, 120_000)
