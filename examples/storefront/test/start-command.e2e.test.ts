// The README's start command (`npx -y pnpm@10 start`, after install) starts the emulator and the
// shop, says what it waits for while the dev server compiles the first page, prints the shop's
// URL once that page answers, and stops both servers on Ctrl-C. Run from the repository root, as
// written, on free ports (`PORT=0`, `VITRINE_EMULATOR_PORT=0`).
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { constants } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { SHOP_DIR } from '../scripts/next-server'

const ROOT = join(SHOP_DIR, '..', '..')
let child: ChildProcess | undefined

afterAll(async () => {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child?.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM') // the group this test started: npx, pnpm, node, next dev
  await exited
})

/** Whether something answers HTTP at `url`. */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    async (response) => {
      await response.body?.cancel()
      return true
    },
    () => false,
  )

it('prints the URL once the shop answers, says what it waits for meanwhile, and Ctrl-C stops both servers with one line', async () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const command = /^npx -y pnpm@10 install && (npx -y pnpm@10 start)$/m.exec(readme)?.[1]
  expect(command, 'the README shows the start command').toBe('npx -y pnpm@10 start')
  // Spawned as its words (no `sh -c` between: a terminal's shell waits out a Ctrl-C, a
  // non-interactive `sh` dies of it and would hide the command's own exit code).
  const [program = '', ...args] = (command ?? '').split(' ')
  child = spawn(program, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', VITRINE_EMULATOR_PORT: '0', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal would run it: Ctrl-C signals the whole group.
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  // The status a shell shows as `$?`: the exit code, or 128 + the signal's number.
  const exit = new Promise<number>((resolve) =>
    child?.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0))),
  )
  await expect
    .poll(() => /Vitrine shop: (http:\/\/\S+)/.exec(output)?.[1], { timeout: 150_000, interval: 200 })
    .toBeTruthy()
  const url = /Vitrine shop: (http:\/\/\S+)/.exec(output)?.[1] ?? ''
  const emulator = /emulator on (http:\/\/[^\s;]+)/.exec(output)?.[1] ?? ''
  // It said what it was doing before the URL, and the URL came only once the page answered: the
  // page is compiled by then.
  const preparing = output.indexOf('Preparing the shop')
  expect(preparing).toBeGreaterThanOrEqual(0)
  expect(preparing).toBeLessThan(output.indexOf('Vitrine shop:'))
  const home = await fetch(url)
  expect(home.status).toBe(200)
  const html = await home.text()
  expect(html).toContain('Everyday goods, made to last')
  expect(html).toContain('Classic Tee')
  expect((await fetch(`${emulator}/_emulator`)).ok).toBe(true)

  // Ctrl-C: the terminal signals the whole foreground group.
  process.kill(-(child.pid ?? 0), 'SIGINT')
  const code = await exit
  expect(output).toContain('Stopped the shop and the emulator.')
  expect(await answers(url)).toBe(false)
  expect(await answers(`${emulator}/_emulator`)).toBe(false)
  // pnpm ≥ 10.16 ends with 130 (npx then dies of the SIGINT, which a shell shows as 130 too) and
  // adds one "ELIFECYCLE Command failed." line for any script interrupted with Ctrl-C
  // (pnpm/pnpm#9938), even when the script itself exits 0 as ours does.
  // No second line from a nested pnpm run.
  expect(output).not.toContain('ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL')
  expect(output.match(/ELIFECYCLE/g)?.length ?? 0).toBeLessThanOrEqual(1)
  expect(code).toBe(130)
}, 240_000)
