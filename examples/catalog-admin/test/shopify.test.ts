// A Shopify product CSV export (samples/shopify-products.csv, Shopify's own columns) imported
// into the emulator: options, variants, prices, discounts, stock, images, collections.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ServedEmulator, serveEmulator } from './emulator-server'
import { Recorder, run } from './run-cli'

const sample = fileURLToPath(new URL('../samples/shopify-products.csv', import.meta.url))

let served: ServedEmulator
let dir: string
let recorder: Recorder

beforeAll(async () => {
  served = await serveEmulator()
})
afterAll(() => served.close())
beforeEach(async () => {
  served.emulator.reset()
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-shopify-'))
  await copyFile(sample, join(dir, 'products_export.csv'))
  recorder = new Recorder()
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const importing = (args: string[]) => run(['import', ...args], { host: served.url, cwd: dir, recorder })
const product = (slug: string) => [...served.emulator.state.products.values()].find((p) => p.slug === slug)!
const collectionSlugs = (ids: readonly string[]) =>
  ids.map((id) => served.emulator.state.collections.get(id)?.slug).sort()
const CDN = 'https://cdn.shopify.com/s/files/1/0533/2089/files/'

describe('a Shopify product export', () => {
  it('imports with its options, variants, prices, stock, images and collections', async () => {
    const result = await importing(['products_export.csv'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('import: 4 created, 0 updated, 0 unchanged, 0 deleted, 0 rejected')

    const tee = product('organic-cotton-tee')
    expect(tee).toMatchObject({
      name: 'Organic Cotton Tee',
      description: '<p>Heavyweight <strong>organic cotton</strong>, garment-dyed.</p>',
      brand: 'Northwind Apparel',
      visible: true,
      productType: 'physical',
      manageVariants: true,
      price: 35,
      discount: { type: 'AMOUNT', value: 7 }, // compare-at 35.00, price 28.00 on every variant
    })
    expect(tee.productOptions.map((o) => [o.name, o.choices.map((c) => c.description)])).toEqual([
      ['Size', ['S', 'M', 'L']],
      ['Color', ['Sand', 'Black']],
    ])
    const variants = tee.variants.map((v) => [
      v.choices['Size'],
      v.choices['Color'],
      v.price,
      v.sku,
      v.weight,
      v.visible,
      v.quantity,
    ])
    expect(variants).toEqual([
      ['S', 'Sand', 35, 'TEE-S-SAND', 0.18, true, 12],
      ['S', 'Black', 35, 'TEE-S-BLACK', 0.18, true, 12],
      ['M', 'Sand', 35, 'TEE-M-SAND', 0.18, true, 12],
      ['M', 'Black', 35, 'TEE-M-BLACK', 0.18, true, 12],
      ['L', 'Sand', 35, 'TEE-L-SAND', 0.18, true, 12],
      // Shopify sells no L/Black; the platform has every combination: hidden.
      ['L', 'Black', undefined, undefined, undefined, false, 12],
    ])
    expect(tee.media.map((m) => m.url)).toEqual([
      `${CDN}tee-sand-front.jpg?v=1718000000`,
      `${CDN}tee-sand-back.jpg?v=1718000000`,
      `${CDN}tee-black.jpg?v=1718000000`,
    ])
    expect(collectionSlugs(tee.collectionIds)).toEqual(['cotton', 'organic', 'summer-2025', 't-shirts'])
    const summer = [...served.emulator.state.collections.values()].find((c) => c.slug === 'summer-2025')
    expect(summer?.name).toBe('Summer 2025')

    expect(product('ceramic-pour-over')).toMatchObject({
      name: 'Ceramic Pour-Over',
      description:
        '<p>Hand-thrown stoneware dripper, "size 02" filters.</p>\n<ul><li>Dishwasher safe</li><li>Makes 1–4 cups</li></ul>',
      brand: 'Kiln & Co',
      price: 42,
      sku: 'POUR-OVER-02',
      weight: 0.65,
      manageVariants: false,
      productOptions: [],
      discount: { type: 'NONE' },
    })
    expect(product('ceramic-pour-over').variants).toMatchObject([{ trackQuantity: true, quantity: 7 }])

    const gift = product('digital-gift-card')
    expect(gift).toMatchObject({ productType: 'digital', price: 25 })
    expect(
      gift.variants.map((v) => [v.choices['Denominations'], v.price, v.trackQuantity, v.inStock]),
    ).toEqual([
      ['$25', 25, false, true],
      ['$50', 50, false, true],
      ['$100', 100, false, true],
    ])

    const beanie = product('merino-beanie')
    expect(beanie.visible).toBe(false) // Status: draft
    expect(beanie.media.map((m) => m.url)).toEqual([`${CDN}beanie-grey.jpg?v=1718000003`])
    expect(result.stderr).toContain(
      "warning: merino-beanie (line 12): variants have different inventory quantities (4, 0): the platform's catalogue API sets one quantity for every variant of a product",
    )
  })

  it('imported again, writes nothing; a changed variant price updates that variant only', async () => {
    await importing(['products_export.csv'])
    recorder.clear()
    const again = await importing(['products_export.csv'])
    expect(again.code).toBe(0)
    expect(recorder.writes()).toEqual([])
    expect(again.stdout).toContain('import: 0 created, 0 updated, 4 unchanged')

    const text = await readFile(join(dir, 'products_export.csv'), 'utf8')
    const changed = text
      .split('\n')
      .map((line) => (line.includes('TEE-M-SAND') ? line.replace('28.00,35.00', '30.00,37.00') : line))
      .join('\n')
    await writeFile(join(dir, 'products_export.csv'), changed)
    recorder.clear()
    const result = await importing(['products_export.csv'])
    expect(result.code).toBe(0)
    const tee = product('organic-cotton-tee')
    expect(recorder.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: expect.stringMatching(new RegExp(`/v1/products/${tee.id}/variants$`)),
        body: { id: tee.id, variants: [{ choices: { Size: 'M', Color: 'Sand' }, price: 37 }] },
      }),
    ])
    expect(result.stdout).toContain('updated organic-cotton-tee: variant Size=M, Color=Sand price: 35 → 37')
    expect(tee.variants.find((v) => v.sku === 'TEE-M-SAND')?.price).toBe(37)
  })

  it('a new option value adds the variants it makes', async () => {
    await importing(['products_export.csv'])
    const text = await readFile(join(dir, 'products_export.csv'), 'utf8')
    const lines = text.trimEnd().split('\n')
    const last = lines.map((l) => l.startsWith('organic-cotton-tee,')).lastIndexOf(true)
    lines.splice(last + 1, 0, lines[last]!.replace(',L,', ',XL,').replace('TEE-L-SAND', 'TEE-XL-SAND'))
    await writeFile(join(dir, 'products_export.csv'), `${lines.join('\n')}\n`)
    const result = await importing(['products_export.csv'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'updated organic-cotton-tee: options: Size (S, M, L); Color (Sand, Black) → Size (S, M, L, XL); Color (Sand, Black); ' +
        'stock: new variants → 12 each; variant Size=XL, Color=Sand price: — → 35; variant Size=XL, Color=Sand sku: — → "TEE-XL-SAND"; ' +
        'variant Size=XL, Color=Sand weight: — → 0.18; variant Size=XL, Color=Black visible: true → false\n',
    )
    const tee = product('organic-cotton-tee')
    expect(tee.variants).toHaveLength(8)
    expect(tee.variants.find((v) => v.sku === 'TEE-XL-SAND')).toMatchObject({
      price: 35,
      visible: true,
      quantity: 12,
    })
    expect(
      tee.variants.find((v) => v.choices['Size'] === 'XL' && v.choices['Color'] === 'Black')?.visible,
    ).toBe(false)
    recorder.clear()
    await importing(['products_export.csv'])
    expect(recorder.writes()).toEqual([])
  })
})
