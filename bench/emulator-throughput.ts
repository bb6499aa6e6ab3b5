// The emulator's throughput over real HTTP on loopback, against its ceiling: a bare node:http
// server answering the very same bytes. Each server runs in its own process; autocannon (the load
// generator) runs here. Prints requests per second and the ratio; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import type { Ready, Scenario } from './emulator-throughput-server'

/** Goal of issue 11, point 7: at least this share of the bare server's rate. */
const GOAL = 0.4
const SERVER = join(import.meta.dirname, 'emulator-throughput-server.ts')

/**
 * Bounds of one scenario: a warm-up of each server, then `rounds` alternating runs of the
 * emulator and the bare server (alternating, so that a change in the machine's load hits both).
 * The defaults keep a scenario under 10 s.
 */
export interface ThroughputOptions {
  /** Seconds per run (default 1.5). */
  seconds?: number
  /** Alternating rounds (default 3). */
  rounds?: number
  /** Seconds of warm-up per server (default 0.5). */
  warmupSeconds?: number
  /** Open connections (default 10). */
  connections?: number
}

async function start(args: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.indexOf('\n')
      if (line >= 0) resolve(JSON.parse(output.slice(0, line)) as Ready)
    })
    child.once('exit', (code) => reject(new Error(`throughput server exited with ${code}: ${output}`)))
  })
  return { child, ready }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Requests per second that `url + scenario.path` serves under autocannon for `seconds`. */
async function rate(url: string, scenario: Scenario, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    headers: scenario.headers,
    connections,
    duration: seconds,
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return result.requests.total / seconds
}

/** One line per scenario: the emulator's rate, the bare server's, and their ratio. */
export interface ThroughputRow {
  name: string
  emulator: number
  bare: number
  ratio: number
}

/** Measures every scenario against the emulator, then against a bare server with its answers. */
export async function emulatorThroughput(options: ThroughputOptions = {}): Promise<ThroughputRow[]> {
  const seconds = options.seconds ?? 1.5
  const rounds = options.rounds ?? 3
  const warmup = options.warmupSeconds ?? 0.5
  const connections = options.connections ?? 10
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-throughput-'))
  const emulator = await start(['emulator'])
  let bare: Awaited<ReturnType<typeof start>> | undefined
  try {
    const file = join(folder, 'answers.json')
    writeFileSync(file, JSON.stringify(emulator.ready.scenarios))
    bare = await start(['bare', file])
    const rows: ThroughputRow[] = []
    for (const scenario of emulator.ready.scenarios) {
      await rate(emulator.ready.url, scenario, connections, warmup)
      await rate(bare.ready.url, scenario, connections, warmup)
      let own = 0
      let ceiling = 0
      for (let round = 0; round < rounds; round++) {
        own += await rate(emulator.ready.url, scenario, connections, seconds)
        ceiling += await rate(bare.ready.url, scenario, connections, seconds)
      }
      rows.push({ name: scenario.name, emulator: own / rounds, bare: ceiling / rounds, ratio: own / ceiling })
    }
    return rows
  } finally {
    await stop(emulator.child)
    if (bare) await stop(bare.child)
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The figures `pnpm bench` prints. */
export async function benchEmulatorThroughput(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {}
  for (const row of await emulatorThroughput()) {
    figures[row.name] =
      `${Math.round(row.emulator)} req/s vs bare node:http ${Math.round(row.bare)} req/s = ` +
      `${row.ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${row.ratio >= GOAL ? 'ok' : 'BELOW GOAL'}`
  }
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchEmulatorThroughput()
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(18)} ${value}`)
}
