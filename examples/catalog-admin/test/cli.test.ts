// The CLI's commands other than the sync itself: arguments, adjust-prices, errors. In process,
// against the emulator over real HTTP (port 0).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_API_KEY as CLI_KEY, DEMO_SITE_ID as CLI_SITE, parseCommand } from '../src/options'
import { type ServedEmulator, serveEmulator } from './emulator-server'
import { Recorder, run as runIn } from './run-cli'

let served: ServedEmulator
let dir: string
let recorder: Recorder

beforeAll(async () => {
  served = await serveEmulator()
})
afterAll(() => served.close())
beforeEach(async () => {
  served.emulator.reset()
  served.emulator.faults.clear()
  recorder = new Recorder()
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-cli-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const run = (args: string[], options: { tty?: boolean } = {}) =>
  runIn(args, { host: served.url, cwd: dir, recorder, ...options })
const state = () => served.emulator.state

describe('catalog-admin', () => {
  it('defaults to the emulator and its demo credentials', () => {
    expect(CLI_KEY).toBe(DEMO_API_KEY)
    expect(CLI_SITE).toBe(DEMO_SITE_ID)
    expect(parseCommand(['export', 'x.csv'], {})).toMatchObject({
      host: 'http://127.0.0.1:4010',
      concurrency: 4,
    })
  })

  it('ignores the `--` that `pnpm … start -- import …` passes on', () => {
    const env = {}
    expect(parseCommand(['--', 'import', 'x.csv', '--dry-run'], env)).toMatchObject({
      name: 'import',
      file: 'x.csv',
      dryRun: true,
    })
    expect(parseCommand(['import', 'x.csv', '--prune', '-y', '--format', 'shopify'], env)).toMatchObject({
      prune: true,
      yes: true,
      format: 'shopify',
    })
  })

  it('adjusts the prices of a collection by a percentage, with a progress bar on a terminal', async () => {
    const sale = [...state().collections.values()].find((c) => c.slug === 'sale')!
    const inSale = [...state().products.values()].filter((p) => p.collectionIds.includes(sale.id))
    const before = new Map(inSale.map((p) => [p.id, p.price]))

    const dry = await run(['adjust-prices', '--collection', 'sale', '--percent', '-10', '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain(`adjust-prices (dry run): would change ${inSale.length} prices by -10%`)
    expect(inSale.every((p) => p.price === before.get(p.id))).toBe(true)

    const result = await run(['adjust-prices', '--collection', 'sale', '--percent=-10'], { tty: true })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      `adjust-prices: ${inSale.length} of ${inSale.length} prices changed by -10%`,
    )
    // cli-progress draws the bar in place, with an ETA.
    expect(result.stderr).toMatch(/adjust-prices \[[█░]+\] 100% \| 6\/6 \| ETA /)
    for (const p of inSale)
      expect(state().products.get(p.id)?.price).toBe(Math.round(before.get(p.id)! * 90) / 100)
  })

  it('says so when the collection does not exist', async () => {
    const result = await run(['adjust-prices', '--collection', 'nope', '--percent', '5'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error: no collection with slug "nope"')
  })

  it('stops at the first write the platform refuses the credential for, and keeps the journal', async () => {
    await writeFile(join(dir, 'three.csv'), 'slug,name,price\nx,X,1\ny,Y,2\nz,Z,3\n')
    served.emulator.faults.add({ method: 'POST', match: /\/v1\/products$/, status: 403 })
    const result = await run(['import', 'three.csv', '--concurrency', '1'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('import stopped: the platform refused the credential (Forbidden)')
    expect(recorder.writes()).toHaveLength(1)
    const adjust = await run([
      'adjust-prices',
      '--collection',
      'sale',
      '--percent',
      '5',
      '--site-id',
      'other-site',
    ])
    expect(adjust.code).toBe(1)
    expect(adjust.stderr).toMatch(/error: (Forbidden|Unauthorized)/)
  })

  it('explains a command line it cannot run (exit code 2)', async () => {
    const cases = [
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['import'], 'import takes one CSV file'],
      [['adjust-prices', '--collection', 'sale'], 'adjust-prices needs --percent <n>'],
      [
        ['adjust-prices', '--collection', 'sale', '--percent', 'lots'],
        '--percent must be a number of at least -100, got "lots"',
      ],
      [
        ['export', 'x.csv', '--concurrency', '0'],
        '--concurrency must be a whole number from 1 to 64, got "0"',
      ],
      [['import', 'x.csv', '--format', 'excel'], '--format must be auto, own or shopify, got "excel"'],
      [['export', 'x.csv', '--prune'], '--prune and --format are options of import'],
      [['import', 'x.csv', '--frobnicate'], "Unknown option '--frobnicate'"],
    ] as const
    for (const [args, message] of cases) {
      const result = await run([...args])
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain(`error: ${message}`)
      expect(result.stderr).toContain('Usage: catalog-admin')
    }
    const help = await run(['--help'])
    expect(help).toMatchObject({ code: 0 })
    expect(help.stdout).toContain('adjust-prices --collection <slug> --percent <n>')
    expect(help.stdout).toContain('--prune')
  })

  it('says where it looked when nothing answers', async () => {
    const result = await runIn(['export', 'x.csv'], { host: 'http://127.0.0.1:9', cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'nothing answers at http://127.0.0.1:9: start the emulator with `npx -y pnpm@10 emulator`, or pass --host',
    )
  })
})
