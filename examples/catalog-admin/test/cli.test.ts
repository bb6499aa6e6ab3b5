import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_SITE_ID,
  type NodeEmulator as Emulator,
  type RunningServer,
} from '@vitrine/emulator/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseCsv } from '../src/csv'
import { runCli } from '../src/main'
import { DEMO_API_KEY as CLI_KEY, DEMO_SITE_ID as CLI_SITE } from '../src/options'

// The CLI against the emulator over real HTTP (port 0), as a user runs it.

let emulator: Emulator
let server: RunningServer
let dir: string

beforeAll(async () => {
  emulator = createEmulator()
  server = await emulator.listen(0)
})
afterAll(() => server.close())
beforeEach(async () => {
  emulator.reset()
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function run(
  args: string[],
  options: { tty?: boolean; env?: Record<string, string> } = {},
): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.tty },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty },
    env: { VITRINE_HOST: server.url, ...options.env },
  })
  return { code, stdout, stderr }
}

async function csv(name: string, text: string): Promise<string> {
  const file = join(dir, name)
  await writeFile(file, text)
  return file
}

const productCount = () => emulator.state.products.size
const productNamed = (name: string) => [...emulator.state.products.values()].find((p) => p.name === name)

describe('catalog-admin', () => {
  it('defaults to the emulator and its demo credentials', () => {
    expect(CLI_KEY).toBe(DEMO_API_KEY)
    expect(CLI_SITE).toBe(DEMO_SITE_ID)
  })

  it('imports a CSV: creates products, adds them to collections, one outcome line per row', async () => {
    const file = await csv(
      'new.csv',
      'name,price,productType,sku,weight,collections,description\n' +
        'Linen Apron,34.50,physical,APRON-1,0.3,home-living;sale,"Washed linen, two pockets"\n' +
        'Recipe e-book,9,digital,,,digital,\n',
    )
    const before = productCount()
    const result = await run(['import', file])

    expect(result.code).toBe(0)
    expect(productCount()).toBe(before + 2)
    const apron = productNamed('Linen Apron')!
    expect(apron).toMatchObject({
      price: 34.5,
      sku: 'APRON-1',
      weight: 0.3,
      description: 'Washed linen, two pockets',
    })
    const sale = [...emulator.state.collections.values()].find((c) => c.slug === 'sale')!
    expect(apron.collectionIds).toContain(sale.id)
    expect(result.stdout).toContain(`line 2: created ${apron.id}`)
    expect(result.stdout).toMatch(/line 3: created \S+/)
    expect(result.stdout).toContain('import: 2 of 2 rows written')
    expect(result.stderr).toContain('import: 2/2')
  })

  it('reports bad rows with their line numbers and writes nothing', async () => {
    const file = await csv(
      'bad.csv',
      'name,price,productType,collections\n' +
        'Good one,10,physical,\n' +
        ',12,physical,\n' +
        'Pricey,twelve,physical,\n' +
        'Lost,5,physical,no-such-collection\n',
    )
    const before = productCount()
    const result = await run(['import', file])
    expect(result.code).toBe(1)
    expect(productCount()).toBe(before)
    expect(result.stderr).toContain(`${file}:3: name: is required to create a product`)
    expect(result.stderr).toContain(`${file}:4: price: must be a number like 12.50, got "twelve"`)
    expect(result.stderr).toContain(`import: 2 problems in ${file}; nothing was written`)
  })

  it('checks collections and ids against the store before writing anything', async () => {
    const file = await csv(
      'remote.csv',
      'id,name,price,productType,collections\n,Fine,1,physical,\n,Lost,5,physical,no-such-collection\nmissing-id,,7,,\n',
    )
    const before = productCount()
    const result = await run(['import', file])
    expect(result.code).toBe(1)
    expect(productCount()).toBe(before)
    expect(result.stderr).toContain(`${file}:3: collections: no collection with slug "no-such-collection"`)
    expect(result.stderr).toContain(`${file}:4: id: no product with id "missing-id"`)
  })

  it('reports what the platform refuses row by row and writes the other rows', async () => {
    const file = await csv('mixed.csv', `name,price\nOk,1\n${'N'.repeat(81)},2\n`)
    const result = await run(['import', file])
    expect(result.code).toBe(1)
    expect(productNamed('Ok')?.productType).toBe('physical')
    expect(result.stdout).toMatch(/line 2: created \S+/)
    expect(result.stderr).toContain(
      'line 3: failed: INVALID_ARGUMENT: "product.name" must be at most 80 characters',
    )
    expect(result.stdout).toContain('import: 1 of 2 rows written, 1 failed')
  })

  it('updates products named by id, and changes nothing with --dry-run', async () => {
    const tee = [...emulator.state.products.values()].find((p) => p.slug === 'classic-tee')!
    const file = await csv('update.csv', `id,price,sku\n${tee.id},30,TEE-NEW\n`)

    const dry = await run(['import', file, '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain(`line 2: would update ${tee.id}: price 30`)
    expect(emulator.state.products.get(tee.id)?.price).toBe(25)

    const result = await run(['import', file])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`line 2: updated ${tee.id}`)
    expect(emulator.state.products.get(tee.id)).toMatchObject({ price: 30, sku: 'TEE-NEW' })
  })

  it('exports every product to CSV that imports back', async () => {
    await run([
      'import',
      await csv('formula.csv', 'name,price,productType\n"=HYPERLINK(""x"")",1,physical\n'),
    ])
    const file = join(dir, 'export.csv')
    const result = await run(['export', file])
    expect(result.code).toBe(0)
    const records = parseCsv(await readFile(file, 'utf8'))
    expect(records[0]?.fields).toEqual([
      'id',
      'name',
      'slug',
      'productType',
      'price',
      'weight',
      'sku',
      'visible',
      'description',
      'collections',
    ])
    expect(records).toHaveLength(productCount() + 1)
    expect(result.stdout).toContain(`export: ${productCount()} products written to ${file}`)
    const tee = records.find((r) => r.fields[2] === 'classic-tee')!
    expect(tee.fields.slice(1, 5)).toEqual(['Classic Tee', 'classic-tee', 'physical', '25'])
    expect(tee.fields[9]).toBe('apparel')
    const formula = records.find((r) => r.fields[1]?.includes('HYPERLINK'))!
    expect(formula.fields[1]).toBe(`'=HYPERLINK("x")`)

    const back = await run(['import', file])
    expect(back.code).toBe(0)
    expect(productNamed('=HYPERLINK("x")')).toBeDefined()
    expect(back.stdout).toContain(`import: ${productCount()} of ${productCount()} rows written`)
  })

  it('adjusts the prices of a collection by a percentage, with a progress bar on a terminal', async () => {
    const sale = [...emulator.state.collections.values()].find((c) => c.slug === 'sale')!
    const inSale = [...emulator.state.products.values()].filter((p) => p.collectionIds.includes(sale.id))
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
    expect(result.stderr).toMatch(/\radjust-prices \[#+\] \d+\/\d+/)
    for (const p of inSale)
      expect(emulator.state.products.get(p.id)?.price).toBe(Math.round(before.get(p.id)! * 90) / 100)
  })

  it('says so when the collection does not exist', async () => {
    const result = await run(['adjust-prices', '--collection', 'nope', '--percent', '5'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error: no collection with slug "nope"')
  })

  it('stops writing at the first row the platform refuses the credential for', async () => {
    const file = await csv('two.csv', 'name,price,productType\nX,1,physical\nY,2,physical\nZ,3,physical\n')
    const before = productCount()
    const result = await run(['import', file, '--api-key', 'wrong-key', '--concurrency', '1'])
    expect(result.code).toBe(1)
    expect(productCount()).toBe(before)
    expect(result.stderr).toContain('line 2: failed: Unauthorized')
    expect(result.stderr).toContain('line 3: not written: the platform refused the credential (Unauthorized)')
    expect(result.stderr).toContain('line 4: not written')
    expect(result.stdout).toContain('import: 0 of 3 rows written, 3 failed')
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
        '--concurrency must be a whole number of at least 1, got "0"',
      ],
    ] as const
    for (const [args, message] of cases) {
      const result = await run([...args])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(`error: ${message}`)
      expect(result.stderr).toContain('Usage: catalog-admin')
    }
    const help = await run(['--help'])
    expect(help).toMatchObject({ code: 0 })
    expect(help.stdout).toContain('adjust-prices --collection <slug> --percent <n>')
  })

  it('says where it looked when nothing answers', async () => {
    const result = await run(['export', join(dir, 'x.csv'), '--host', 'http://127.0.0.1:9'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'nothing answers at http://127.0.0.1:9: start the emulator with `pnpm start`, or pass --host',
    )
  })

  it('reads a missing file as an error, not a crash', async () => {
    const result = await run(['import', join(dir, 'absent.csv')])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error: cannot read')
  })
})
