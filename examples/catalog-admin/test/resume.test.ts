// The CLI as a user runs it (its own Node process, real HTTP), killed with SIGKILL in the middle
// of a 2 000-row import, then run again: every row must be in the store exactly once.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { holdingProxy, type ServedEmulator, serveEmulator } from './emulator-server'

const ROWS = 2_000
const exampleDir = fileURLToPath(new URL('..', import.meta.url))
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))

let served: ServedEmulator
let dir: string

beforeAll(async () => {
  served = await serveEmulator({ seed: 'empty' })
})
afterAll(() => served.close())
beforeEach(async () => {
  served.emulator.reset()
  served.emulator.faults.clear()
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-resume-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Spawns the CLI (one Node process: a SIGKILL kills the importer itself, nothing survives it). */
function start(args: string[], host: string): { child: ChildProcess; exit: Promise<Exit> } {
  const child = spawn(process.execPath, ['--conditions=@vitrine/source', '--import', 'tsx', cli, ...args], {
    cwd: exampleDir,
    env: { ...process.env, VITRINE_HOST: host, npm_lifecycle_event: '', INIT_CWD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exit = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) =>
      resolve({
        code,
        signal,
        get stdout() {
          return stdout
        },
        get stderr() {
          return stderr
        },
      }),
    ),
  )
  return { child, exit }
}

async function rowsFile(): Promise<string> {
  const lines = ['name,slug,price,sku']
  for (let i = 0; i < ROWS; i++) lines.push(`Product ${i},product-${i},${(i % 90) + 0.5},SKU-${i}`)
  const file = join(dir, 'big.csv')
  await writeFile(file, `${lines.join('\n')}\n`)
  return file
}

/** Every slug of the store, with how many products have it; and the slugs the platform suffixed. */
function census(): { count: number; slugs: Map<string, number>; suffixed: string[] } {
  const slugs = new Map<string, number>()
  for (const p of served.emulator.state.products.values()) slugs.set(p.slug, (slugs.get(p.slug) ?? 0) + 1)
  return {
    count: served.emulator.state.products.size,
    slugs,
    suffixed: [...slugs.keys()].filter((s) => /^product-\d+-\d+$/.test(s)),
  }
}

function expectEveryRowOnce(): void {
  const { count, slugs, suffixed } = census()
  expect(suffixed).toEqual([])
  expect(count).toBe(ROWS)
  for (let i = 0; i < ROWS; i++) expect(slugs.get(`product-${i}`), `product-${i}`).toBe(1)
}

describe('an import killed half-way', () => {
  it('resumes after SIGKILLs, before a create is applied and between a create and its answer, creating nothing twice', async () => {
    const file = await rowsFile()
    let creates = 0
    let dropped!: () => void
    const reachedDrop = new Promise<void>((resolve) => {
      dropped = resolve
    })
    // First interruption: the 300th create is held before the platform applies it, then dropped.
    served.emulator.faults.add({
      method: 'POST',
      match: (request) => {
        if (!/\/v1\/products$/.test(new URL(request.url).pathname) || ++creates !== 300) return false
        dropped()
        return true
      },
      delayMs: 5_000,
      drop: true,
    })
    // Second interruption: a create of the second run takes effect, its answer never comes back.
    let secondRunCreates = 0
    let secondRun = false
    const proxy = await holdingProxy(
      served.url,
      (request) =>
        secondRun &&
        request.method === 'POST' &&
        /\/v1\/products$/.test(request.path) &&
        ++secondRunCreates === 700,
    )
    try {
      const first = start(['import', file, '--concurrency', '4'], proxy.url)
      await reachedDrop
      first.child.kill('SIGKILL')
      expect((await first.exit).signal).toBe('SIGKILL')
      served.emulator.faults.clear()
      const afterFirst = census().count
      expect(afterFirst).toBeGreaterThanOrEqual(299 - 4)
      expect(afterFirst).toBeLessThan(ROWS)
      expect(existsSync(`${file}.journal`)).toBe(true)

      secondRun = true
      const second = start(['import', file, '--concurrency', '4'], proxy.url)
      const held = await proxy.held
      const heldSlug = (JSON.parse(held.body) as { product: { slug: string } }).product.slug
      second.child.kill('SIGKILL')
      const killed = await second.exit
      expect(killed.signal).toBe('SIGKILL')
      expect(killed.stderr).toMatch(
        /resuming the import interrupted at .*: \d+ products written, [1-4] creates? sent without an answer/,
      )

      const before = census()
      expect(before.count).toBeGreaterThanOrEqual(afterFirst + 700)
      expect(before.count).toBeLessThan(ROWS)
      expect(before.slugs.get(heldSlug)).toBe(1) // the create whose answer was lost did happen
      const journal = await readFile(`${file}.journal`, 'utf8')
      expect(journal).toContain(`"t":"create","key":"slug:${heldSlug}"`)
      expect(journal).not.toContain(`"t":"done","key":"slug:${heldSlug}"`)

      // Same command, same host: the journal is the one of this import.
      const third = await start(['import', file], proxy.url).exit
      expect(third.stderr).toMatch(
        /resuming the import interrupted at .*: \d+ products written, [1-4] creates? sent without an answer/,
      )
      const inDoubt = /(\d) of ([1-4]) creates? sent without an answer had taken effect/.exec(third.stderr)
      expect(Number(inDoubt?.[1])).toBeGreaterThanOrEqual(1) // at least the held one
      expect(third.stdout).toMatch(
        new RegExp(`import: ${ROWS - before.count} created, 0 updated, \\d+ unchanged`),
      )
      expect(third.code).toBe(0)
      expectEveryRowOnce()
      expect(existsSync(`${file}.journal`)).toBe(false)
    } finally {
      await proxy.close()
    }
  }, 90_000)
})
