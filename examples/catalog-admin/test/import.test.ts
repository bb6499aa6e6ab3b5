// `import` as a sync: the CLI in process, the emulator over real HTTP, every request recorded.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseCsv } from '../src/csv'
import { type ServedEmulator, serveEmulator } from './emulator-server'
import { isWrite, Recorder, run } from './run-cli'

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
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-'))
  recorder = new Recorder()
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const importing = (args: string[], options: Partial<Parameters<typeof run>[1]> = {}) =>
  run(['import', ...args], { host: served.url, cwd: dir, recorder, ...options })

async function csv(name: string, text: string): Promise<string> {
  await writeFile(join(dir, name), text)
  return name
}

const products = () => [...served.emulator.state.products.values()]
const bySlug = (slug: string) => products().find((p) => p.slug === slug)
const collectionId = (slug: string) =>
  [...served.emulator.state.collections.values()].find((c) => c.slug === slug)!.id

const CATALOGUE =
  'slug,name,price,productType,sku,collections,description\n' +
  'linen-apron,Linen Apron,34.50,physical,APRON-1,home-living;sale,"Washed linen, two pockets"\n' +
  'recipe-e-book,Recipe e-book,9,digital,,digital,\n' +
  'oak-board,Oak Board,45,physical,OAK-1,home-living,\n' +
  'tea-towel,Tea Towel,12,physical,,,\n'

describe('import is an upsert', () => {
  it('creates what is new, and a second run of the same file writes nothing', async () => {
    await csv('catalogue.csv', CATALOGUE)
    const before = products().length
    const first = await importing(['catalogue.csv'])
    expect(first.code).toBe(0)
    expect(products().length).toBe(before + 4)
    expect(bySlug('linen-apron')).toMatchObject({ name: 'Linen Apron', price: 34.5, sku: 'APRON-1' })
    expect(bySlug('linen-apron')?.collectionIds.sort()).toEqual(
      [collectionId('home-living'), collectionId('sale')].sort(),
    )
    expect(bySlug('recipe-e-book')?.productType).toBe('digital')
    expect(first.stdout).toMatch(/line 2: created linen-apron \(\S+\)/)
    expect(first.stdout).toContain('import: 4 created, 0 updated, 0 unchanged, 0 deleted, 0 rejected')

    recorder.clear()
    const second = await importing(['catalogue.csv'])
    expect(second.code).toBe(0)
    expect(recorder.writes()).toEqual([])
    expect(second.stdout).toContain('import: 0 created, 0 updated, 4 unchanged, 0 deleted, 0 rejected')
    expect(second.stdout).toContain(', 0 writes')
    expect(products().length).toBe(before + 4)
  })

  it('a file with one new row makes exactly one create', async () => {
    await csv('catalogue.csv', CATALOGUE)
    await importing(['catalogue.csv'])
    await csv('catalogue.csv', `${CATALOGUE}bread-knife,Bread Knife,29,physical,KNIFE-1,,\n`)
    recorder.clear()
    const result = await importing(['catalogue.csv'])
    expect(result.code).toBe(0)
    expect(recorder.writes()).toMatchObject([
      {
        method: 'POST',
        path: expect.stringMatching(/\/v1\/products$/),
        body: { product: { slug: 'bread-knife' } },
      },
    ])
    expect(result.stdout).toContain('import: 1 created, 0 updated, 4 unchanged')
  })

  it('a changed price makes one update that sends that field only', async () => {
    await csv('catalogue.csv', CATALOGUE)
    await importing(['catalogue.csv'])
    await csv('catalogue.csv', CATALOGUE.replace('Oak Board,45,', 'Oak Board,47.5,'))
    recorder.clear()
    const result = await importing(['catalogue.csv'])
    expect(result.code).toBe(0)
    const oak = bySlug('oak-board')!
    expect(recorder.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: expect.stringMatching(new RegExp(`/v1/products/${oak.id}$`)),
        body: { product: { id: oak.id, priceData: { price: 47.5 } } },
      }),
    ])
    expect(oak.price).toBe(47.5)
    expect(result.stdout).toContain('line 4: updated oak-board: price: 45 → 47.5')
  })

  it('matches by id, then slug, then SKU, then the slug of the name, and updates only what differs', async () => {
    const tee = bySlug('classic-tee')!
    const mug = bySlug('ceramic-mug')!
    await csv(
      'mixed.csv',
      'id,slug,sku,name,price,visible\n' +
        `${tee.id},,,Classic Tee,26,\n` + // by id: price only
        `,ceramic-mug,,,${mug.price},false\n` + // by slug: visibility only
        `,,CANVAS-TOTE,,19,\n` + // by SKU
        `,,,Art Print,20,\n`, // by the slug of its name: unchanged
    )
    const result = await importing(['mixed.csv'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('import: 0 created, 3 updated, 1 unchanged')
    expect(bySlug('classic-tee')?.price).toBe(26)
    expect(bySlug('ceramic-mug')?.visible).toBe(false)
    expect(bySlug('canvas-tote')?.price).toBe(19)
    expect(recorder.writes()).toHaveLength(3)
  })

  it('looks rows up 100 at a time with $in when the store is much larger than the file', async () => {
    const many = Array.from({ length: 450 }, (_, i) => `bulk-${i},Bulk ${i},${i + 1},BULK-${i}`)
    await csv('many.csv', `slug,name,price,sku\n${many.join('\n')}\n`)
    expect((await importing(['many.csv'])).code).toBe(0)
    const tee = bySlug('classic-tee')!
    await csv('three.csv', `id,slug,sku,price\n${tee.id},,,27\n,bulk-7,,70\n,,BULK-9,90\n`)
    recorder.clear()
    const result = await importing(['three.csv'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('import: 0 created, 3 updated, 0 unchanged')
    const reads = recorder.sent.filter((r) => /products\/query-platformized$/.test(r.path))
    const filters = reads.map((r) => JSON.stringify((r.query ?? r.body) as object))
    // One product (for the store's size), then one `$in` lookup per kind of key: not 5 pages.
    expect(reads).toHaveLength(4)
    expect(filters[0]).toContain('"limit":1,')
    expect(filters.filter((f) => f.includes('"$in"'))).toHaveLength(3)
    expect(bySlug('bulk-9')?.price).toBe(90)
  }, 30_000) // it first imports 450 products: 3.6–5.3 s on a loaded 2-core machine, over vitest's default 5 s

  it('makes the collections cell exact: the product leaves the collections it does not list', async () => {
    const tee = bySlug('classic-tee')!
    expect(tee.collectionIds).toContain(collectionId('apparel'))
    await csv('tee.csv', 'slug,collections\nclassic-tee,sale\n')
    const result = await importing(['tee.csv'])
    expect(result.code).toBe(0)
    expect(bySlug('classic-tee')?.collectionIds).toEqual([collectionId('sale')])
    expect(result.stdout).toContain('updated classic-tee: collections: apparel → +sale −apparel')
  })
})

describe('--dry-run', () => {
  it('prints the plan, field by field, and writes nothing', async () => {
    await csv(
      'plan.csv',
      'slug,name,price,collections\n' +
        'classic-tee,Classic Tee (organic),27,apparel;sale\n' +
        'ceramic-mug,Ceramic Mug,16,\n' +
        'bread-knife,Bread Knife,29,\n' +
        'lost,Lost,abc,\n',
    )
    const mug = bySlug('ceramic-mug')!
    const result = await importing(['plan.csv', '--dry-run'])
    expect(result.code).toBe(1) // a row is rejected
    expect(recorder.writes()).toEqual([])
    expect(mug.price).toBe(16)
    expect(result.stdout).toContain(
      'update  classic-tee (line 2): name: "Classic Tee" → "Classic Tee (organic)"; price: 25 → 27; collections: apparel → +sale',
    )
    expect(result.stdout).toContain('create  bread-knife (line 4): name "Bread Knife"; price 29')
    expect(result.stdout).toContain('reject  line 5: price: must be a number like 12.50, got "abc"')
    expect(result.stdout).toContain(
      'import (dry run): 1 to create, 1 to update, 1 unchanged, 0 to delete, 1 rejected; nothing written',
    )
    expect(existsSync(join(dir, 'plan.rejects.csv'))).toBe(false)
    expect(existsSync(join(dir, 'plan.csv.journal'))).toBe(false)
  })

  it('with --prune, lists the products it would delete', async () => {
    await csv('two.csv', 'slug\nclassic-tee\nceramic-mug\n')
    const result = await importing(['two.csv', '--dry-run', '--prune'])
    expect(result.code).toBe(0)
    expect(recorder.writes()).toEqual([])
    expect(result.stdout).toContain('delete  canvas-tote "Canvas Tote Bag" (not in')
    expect(result.stdout).toMatch(/0 to create, 0 to update, 2 unchanged, 24 to delete, 0 rejected/)
  })
})

describe('--prune', () => {
  it('deletes what the file does not name, only once confirmed', async () => {
    await csv('two.csv', 'slug\nclassic-tee\nceramic-mug\nno-such-thing\n')
    const before = products().length

    const unattended = await importing(['two.csv', '--prune'])
    expect(unattended.code).toBe(1)
    expect(unattended.stderr).toContain('--prune will delete 24 products that two.csv does not name:')
    expect(unattended.stderr).toContain('error: no terminal to ask on: run again with --yes to delete them')
    const questions: string[] = []
    const refused = await importing(['two.csv', '--prune'], {
      confirm: async (question) => {
        questions.push(question)
        return false
      },
    })
    expect(refused.code).toBe(1)
    expect(questions[0]).toMatch(/Delete them\? \[y\/N\] $/)
    expect(questions[0]).toContain('… and 14 more')
    expect(recorder.writes()).toEqual([])
    expect(products().length).toBe(before)

    const confirmed = await importing(['two.csv', '--prune'], { confirm: async () => true })
    // The row without a name cannot be created: rejected, and the products it does name are kept.
    expect(confirmed.code).toBe(1)
    expect(
      products()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['ceramic-mug', 'classic-tee'])
    expect(confirmed.stdout).toContain('0 created, 0 updated, 2 unchanged, 24 deleted, 1 rejected')
  })

  it('never deletes a product that a rejected row names', async () => {
    await csv('bad.csv', 'slug,price\nclassic-tee,25\nceramic-mug,cheap\n')
    const result = await importing(['bad.csv', '--prune', '--yes'])
    expect(result.code).toBe(1)
    expect(bySlug('ceramic-mug')).toBeDefined()
    expect(products()).toHaveLength(2)
  })
})

describe('rejected rows', () => {
  it('are written to <file>.rejects.csv with their reason; the other rows are imported', async () => {
    const tee = bySlug('classic-tee')!
    await csv(
      'mixed.csv',
      'id,slug,name,price,collections\n' +
        ',good-one,Good one,10,\n' +
        ',nameless,,12,\n' +
        ',pricey,Pricey,twelve,\n' +
        ',lost,Lost,5,no-such-collection\n' +
        'missing-id,,,7,\n' +
        ',good-one,Twin,3,\n' +
        `,too-long,${'N'.repeat(81)},2,\n` +
        `${tee.id},,Classic Tee,25,apparel\n`,
    )
    const result = await importing(['mixed.csv'])
    expect(result.code).toBe(1)
    expect(bySlug('good-one')?.price).toBe(10)
    expect(result.stdout).toContain('import: 1 created, 0 updated, 1 unchanged, 0 deleted, 6 rejected (see ')
    const rejects = parseCsv(await readFile(join(dir, 'mixed.rejects.csv'), 'utf8')).map((r) => r.fields)
    expect(rejects[0]).toEqual(['id', 'slug', 'name', 'price', 'collections', 'reason'])
    expect(rejects.slice(1).map((r) => r.at(-1))).toEqual([
      'line 3: name is required to create a product (no product has slug "nameless")',
      'line 4: price: must be a number like 12.50, got "twelve"',
      'line 5: collections: no collection with slug "no-such-collection"',
      'line 6: id: no product with id "missing-id"',
      'line 7: slug "good-one" is also on line 2',
      'line 8: create: INVALID_ARGUMENT: "product.name" must be at most 80 characters',
    ])
    expect(rejects[2]?.slice(0, 5)).toEqual(['', 'pricey', 'Pricey', 'twelve', ''])
    expect(result.stderr).toContain(
      `${join(dir, 'mixed.csv')}:4: rejected: price: must be a number like 12.50, got "twelve"`,
    )

    // Fixed in place, the rejects file imports as it is (its reason column is ignored).
    const fixed = (await readFile(join(dir, 'mixed.rejects.csv'), 'utf8'))
      .replace(',,12,', ',Named,12,')
      .replace('twelve', '12')
    await writeFile(join(dir, 'mixed.rejects.csv'), fixed)
    const again = await importing(['mixed.rejects.csv'])
    expect(again.stdout).toMatch(/import: 2 created/)
    expect(bySlug('nameless')?.name).toBe('Named')
    expect(bySlug('pricey')?.price).toBe(12)
  })

  it('a run without rejects removes the rejects file of an earlier run', async () => {
    await csv('c.csv', 'slug,name,price\nthing,Thing,abc\n')
    await importing(['c.csv'])
    expect(existsSync(join(dir, 'c.rejects.csv'))).toBe(true)
    await csv('c.csv', 'slug,name,price\nthing,Thing,1\n')
    expect((await importing(['c.csv'])).code).toBe(0)
    expect(existsSync(join(dir, 'c.rejects.csv'))).toBe(false)
  })

  it('a SKU on several products cannot say which one to update', async () => {
    await csv('twins.csv', 'slug,name,price,sku\na-one,A one,1,TWIN\na-two,A two,2,TWIN\n')
    await importing(['twins.csv'])
    await csv('by-sku.csv', 'sku,price\nTWIN,5\n')
    const result = await importing(['by-sku.csv'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('sku: "TWIN" is on 2 products (a-one, a-two): give a slug or an id')
  })
})

describe('export then import', () => {
  it('changes nothing, with formulas, quotes, line breaks and accents in the data', async () => {
    await csv(
      'odd.csv',
      'slug,name,price,description,sku\n' +
        'formula,"=HYPERLINK(""x"")",1,"  two\nlines, ""quoted""  ",+SKU\n' +
        'creme,Crème brûlée torch,19.99,@home,\n',
    )
    expect((await importing(['odd.csv'])).code).toBe(0)
    const exported = await run(['export', 'catalogue.csv'], { host: served.url, cwd: dir, recorder })
    expect(exported.code).toBe(0)
    expect(exported.stdout).toContain(
      `export: ${products().length} products written to ${join(dir, 'catalogue.csv')}`,
    )
    const text = await readFile(join(dir, 'catalogue.csv'), 'utf8')
    expect(text).toContain(`'=HYPERLINK(""x"")`)

    recorder.clear()
    const back = await importing(['catalogue.csv'])
    expect(back.code).toBe(0)
    expect(recorder.writes()).toEqual([])
    expect(back.stdout).toContain(`import: 0 created, 0 updated, ${products().length} unchanged`)
    expect(bySlug('formula')).toMatchObject({
      name: '=HYPERLINK("x")',
      description: '  two\nlines, "quoted"  ',
      sku: '+SKU',
    })
  })
})

describe('under limits and failures', () => {
  it('honours 429 Retry-After for every worker, retries 5xx, and writes each row once', async () => {
    await csv('catalogue.csv', CATALOGUE)
    served.emulator.faults.add({
      method: 'POST',
      match: /\/v1\/products$/,
      status: 429,
      headers: { 'retry-after': '1' },
      times: 1,
    })
    served.emulator.faults.add({ method: 'POST', match: /productIds$/, status: 503, times: 2 })
    served.emulator.faults.add({ match: /query/, status: 502, times: 1 })
    const before = products().length
    const result = await importing(['catalogue.csv', '--concurrency', '4'])
    expect(result.code).toBe(0)
    expect(products().length).toBe(before + 4)
    expect(bySlug('linen-apron')?.collectionIds).toHaveLength(2)
    expect(result.stdout).toContain('slowed down 1 times by the platform')
    const limited = recorder.sent.find((r) => r.status === 429)!
    const after = recorder.sent.filter((r) => r.at >= limited.answeredAt!)
    expect(after.length).toBeGreaterThan(0)
    // Nothing, from any worker, went out in the second the platform asked for.
    for (const request of after) expect(request.at - limited.answeredAt!).toBeGreaterThanOrEqual(950)
  })

  it('does not create twice when a create took effect but its answer was lost', async () => {
    await csv('catalogue.csv', CATALOGUE)
    let creates = 0
    recorder.loseAnswer = (r) => r.method === 'POST' && /\/v1\/products$/.test(r.path) && ++creates === 2
    const before = products().length
    const result = await importing(['catalogue.csv', '--concurrency', '1'])
    expect(result.code).toBe(0)
    expect(products().length).toBe(before + 4)
    expect(products().filter((p) => p.slug.startsWith('recipe-e-book'))).toHaveLength(1)
    expect(recorder.writes().filter((r) => /\/v1\/products$/.test(r.path))).toHaveLength(4)
    expect(bySlug('recipe-e-book')?.collectionIds).toEqual([collectionId('digital')])
  })

  it('does not create twice when a create found by SKU lost its answer', async () => {
    await csv('by-sku.csv', 'sku,name,price\nSKU-A,Alpha,1\nSKU-B,Beta,2\n')
    recorder.loseAnswer = (r) => r.method === 'POST' && /\/v1\/products$/.test(r.path)
    const result = await importing(['by-sku.csv', '--concurrency', '1'])
    expect(result.code).toBe(0)
    expect(
      products()
        .filter((p) => p.sku === 'SKU-A' || p.sku === 'SKU-B')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['alpha', 'beta'])
  })

  it('stops when the platform keeps failing, keeps its journal, and the rerun resumes', async () => {
    await csv('catalogue.csv', CATALOGUE)
    let creates = 0
    served.emulator.faults.add({
      method: 'POST',
      match: (request) => /\/v1\/products$/.test(new URL(request.url).pathname) && ++creates > 2,
      status: 503,
    })
    const before = products().length
    const stopped = await importing(['catalogue.csv', '--concurrency', '1'])
    expect(stopped.code).toBe(1)
    expect(stopped.stderr).toMatch(
      /import stopped: the platform keeps failing \(create: still failing after 4 attempts: System error occurred/,
    )
    expect(stopped.stderr).toContain('run the same command again to resume')
    expect(products().length).toBe(before + 2)
    expect(existsSync(join(dir, 'catalogue.csv.journal'))).toBe(true)

    served.emulator.faults.clear()
    recorder.clear()
    const resumed = await importing(['catalogue.csv'])
    expect(resumed.code).toBe(0)
    expect(resumed.stderr).toMatch(
      /resuming the import interrupted at .*: 2 products written, 1 create sent without an answer/,
    )
    expect(resumed.stdout).toContain(
      'import: 2 created, 0 updated, 0 unchanged, 0 deleted, 0 rejected, 2 written before the interruption',
    )
    expect(products().length).toBe(before + 4)
    expect(existsSync(join(dir, 'catalogue.csv.journal'))).toBe(false)
  })

  it('Ctrl-C lets the products in flight finish, exits 130, and the rerun resumes', async () => {
    await csv('catalogue.csv', CATALOGUE)
    const interrupt = new AbortController()
    recorder.loseAnswer = (r) => {
      if (r.method === 'POST' && /\/v1\/products$/.test(r.path)) interrupt.abort()
      return false
    }
    const before = products().length
    const stopped = await importing(['catalogue.csv', '--concurrency', '1'], { signal: interrupt.signal })
    expect(stopped.code).toBe(130)
    expect(stopped.stderr).toContain('import stopped: interrupted.')
    expect(products().length).toBe(before + 1)
    recorder.loseAnswer = () => false
    const resumed = await importing(['catalogue.csv'])
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain('import: 3 created')
    expect(products().length).toBe(before + 4)
  })

  it('a refused credential stops before anything is written', async () => {
    await csv('catalogue.csv', CATALOGUE)
    const result = await importing(['catalogue.csv', '--api-key', 'wrong-key'])
    expect(result.code).toBe(1)
    expect(recorder.writes()).toEqual([])
    expect(result.stderr).toMatch(/error: (Unauthorized|Forbidden)/)
  })
})

describe('one read of the file', () => {
  it('stops at a line that is not CSV past the first batch, keeps what came before, and resumes once it is fixed', async () => {
    // 1 500 rows of about 100 bytes: the broken line is read in the third 64 KB the parser takes
    // at once, after the first 500 products are written.
    const good = Array.from({ length: 1500 }, (_, i) => `row-${i},Row ${i},${i + 1},${'d'.repeat(80)}`)
    const broken = [...good]
    broken[1398] = 'row-1398,"Row" 1398,1399,d' // line 1400
    await csv('long.csv', `slug,name,price,description\n${broken.join('\n')}\n`)
    const before = products().length
    const stopped = await importing(['long.csv'])
    expect(stopped.code).toBe(1)
    expect(stopped.stderr).toContain(`${join(dir, 'long.csv')}:1400: Invalid Closing Quote`)
    expect(stopped.stderr).toMatch(/import stopped: .*long\.csv is broken at line 1400 .*fix the file/)
    // Whole batches of 500 are written, all from before the broken line; none from after it.
    const written = products().length - before
    expect(written).toBeGreaterThanOrEqual(500)
    expect(written % 500).toBe(0)
    expect(bySlug(`row-${written - 1}`)).toBeDefined()
    expect(bySlug(`row-${written}`)).toBeUndefined()
    // The small store was read once for the run, not looked up a batch at a time.
    const reads = recorder.sent.filter((r) => /products\/query-platformized$/.test(r.path))
    expect(reads.filter((r) => JSON.stringify(r.query ?? r.body).includes('"$in"'))).toEqual([])
    expect(existsSync(join(dir, 'long.csv.journal'))).toBe(true)

    await csv('long.csv', `slug,name,price,description\n${good.join('\n')}\n`)
    const resumed = await importing(['long.csv'])
    expect(resumed.code).toBe(0)
    expect(resumed.stderr).toContain('resuming the import interrupted at')
    expect(resumed.stdout).toContain(
      `import: ${1500 - written} created, 0 updated, 0 unchanged, 0 deleted, 0 rejected, ${written} written before the interruption`,
    )
    expect(products().length).toBe(before + 1500)
    expect(existsSync(join(dir, 'long.csv.journal'))).toBe(false)
  }, 90_000)

  it('writes nothing for a broken line in the part of the file read before the first batch', async () => {
    const lines = Array.from({ length: 600 }, (_, i) => `row-${i},Row ${i},${i + 1}`)
    lines[549] = 'row-549,"Row" 549,550'
    await csv('short.csv', `slug,name,price\n${lines.join('\n')}\n`)
    const result = await importing(['short.csv'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${join(dir, 'short.csv')}:551: Invalid Closing Quote`)
    expect(result.stderr).toContain('nothing was written')
    expect(recorder.writes()).toEqual([])
    expect(existsSync(join(dir, 'short.csv.journal'))).toBe(false)
  })

  it('rejects a later row that names the slug an earlier row found by SKU was given', async () => {
    // Line 2 is found by SKU and named "Widget": its new product takes the slug widget. The row
    // that names widget comes 500 products later, in a batch planned after line 2's.
    const filler = Array.from({ length: 500 }, (_, i) => `,filler-${i},Filler ${i},1`)
    await csv('skus.csv', `sku,slug,name,price\nW-1,,Widget,5\n${filler.join('\n')}\n,widget,Widget Two,6\n`)
    const result = await importing(['skus.csv', '--dry-run'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('create  widget (line 2): name "Widget"; price 5')
    expect(result.stdout).toContain(
      'reject  line 503: slug "widget" was given to the new product of line 2 (a row found by SKU, its slug made from its name): give that row a slug',
    )
    expect(result.stdout).toContain('501 to create, 0 to update, 0 unchanged, 0 to delete, 1 rejected')
  })
})

describe('files', () => {
  it('reads and writes relative to where the command runs, journal and rejects beside the input', async () => {
    await csv('c.csv', 'slug,name,price\nok,Ok,1\nbad,Bad,x\n')
    const result = await importing(['c.csv'])
    expect(result.code).toBe(1)
    expect(existsSync(join(dir, 'c.rejects.csv'))).toBe(true)
    expect(result.stdout).toContain(`(see ${join(dir, 'c.rejects.csv')})`)
    const missing = await importing(['absent.csv'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`error: cannot read ${join(dir, 'absent.csv')}`)
  })

  it('reports a broken file by line and writes nothing', async () => {
    await csv('broken.csv', 'slug,name,colour\na,A,red\n')
    const result = await importing(['broken.csv'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      `${join(dir, 'broken.csv')}:1: unknown column "colour" (known: id, name, slug, productType, price, weight, sku, visible, description, collections)`,
    )
    expect(result.stderr).toContain('nothing was written')
    await csv('quotes.csv', 'slug,name\na,"open\n')
    const quotes = await importing(['quotes.csv'])
    expect(quotes.stderr).toMatch(/quotes\.csv:2: Quote Not Closed/)
    expect(recorder.writes()).toEqual([])
  })
})

describe('the journal and rejects files are never written through a symlink or over a file the tool did not create', () => {
  it('a symlinked journal: the target is untouched, nothing is written', async () => {
    await csv('catalogue.csv', CATALOGUE)
    const victim = join(dir, 'victim.txt')
    await writeFile(victim, 'precious\n')
    await symlink(victim, join(dir, 'catalogue.csv.journal'))
    const before = products().length
    const result = await importing(['catalogue.csv'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'catalogue.csv.journal: it is a symlink or not a regular file; it is kept',
    )
    expect(await readFile(victim, 'utf8')).toBe('precious\n')
    expect(products().length).toBe(before)
    expect(recorder.sent.filter(isWrite)).toEqual([])
  })

  it('a dangling symlink at the journal name is not followed to create its target', async () => {
    await csv('catalogue.csv', CATALOGUE)
    const victim = join(dir, 'created-through-link.txt')
    await symlink(victim, join(dir, 'catalogue.csv.journal'))
    const result = await importing(['catalogue.csv'])
    expect(result.code).toBe(1)
    expect(existsSync(victim)).toBe(false)
  })

  it("another store's journal is kept, with a message, and this import stops before writing", async () => {
    await csv('catalogue.csv', CATALOGUE)
    const foreign =
      `${JSON.stringify({ t: 'begin', v: 1, at: 1, host: 'https://elsewhere.example', siteId: 'other', format: 'own' })}\n` +
      `${JSON.stringify({ t: 'create', key: 'slug:x', slug: 'x', at: 2 })}\n`
    await writeFile(join(dir, 'catalogue.csv.journal'), foreign)
    const result = await importing(['catalogue.csv'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('it was left by an import into another store or of another format')
    expect(result.stderr).toContain('it is kept')
    expect(await readFile(join(dir, 'catalogue.csv.journal'), 'utf8')).toBe(foreign)
    expect(recorder.sent.filter(isWrite)).toEqual([])

    const dry = await importing(['catalogue.csv', '--dry-run'])
    expect(dry.stderr).toContain('it is kept (a real run would stop here)')
  })

  it('a symlinked or foreign rejects file is kept: not written through, not removed', async () => {
    await csv('bad.csv', 'slug,name,price\nok-one,OK,5\nbroken,Broken,not-a-price\n')
    const victim = join(dir, 'victim.csv')
    await writeFile(victim, 'keep,me\n')
    await symlink(victim, join(dir, 'bad.rejects.csv'))
    const linked = await importing(['bad.csv'])
    expect(linked.stderr).toMatch(/bad\.rejects\.csv is kept, it is a symlink or not a regular file/)
    expect(await readFile(victim, 'utf8')).toBe('keep,me\n')

    await rm(join(dir, 'bad.rejects.csv'))
    await writeFile(join(dir, 'bad.rejects.csv'), 'my,own,notes\n')
    const foreign = await importing(['bad.csv'])
    expect(foreign.stderr).toContain('it is not a rejects file')
    expect(await readFile(join(dir, 'bad.rejects.csv'), 'utf8')).toBe('my,own,notes\n')

    await rm(join(dir, 'bad.rejects.csv'))
    await importing(['bad.csv'])
    expect(await readFile(join(dir, 'bad.rejects.csv'), 'utf8')).toContain('reason')
  })
})
