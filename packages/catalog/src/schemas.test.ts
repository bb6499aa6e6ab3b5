/**
 * The product form schemas accept and refuse what the catalogue's own writes accept and refuse:
 * each value goes to a schema and, trimmed as a form sends it, to the real call against the
 * emulator, where the SDK's checker decides before anything is sent. The one deliberate
 * difference is named: `NaN` (what an empty number field gives) is refused by the schemas.
 */
import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { setup } from '../test/helpers'
import { mediaUrlSchema, productInputSchema, productUpdateSchema } from './schemas'

/** The owner's writes against a fresh emulator; `verdict` says whether the SDK refused a value before sending it. */
function writes() {
  const { owner, sent } = setup()
  const verdict = async (call: () => Promise<unknown>): Promise<'accepted' | 'refused'> => {
    const before = sent.length
    const outcome = await call().then(
      () => undefined,
      (error: unknown) => error,
    )
    const refused = InvalidInputError.is(outcome)
    // A refusal sends nothing; anything else reached the platform.
    expect(sent.length > before).toBe(!refused)
    return refused ? 'refused' : 'accepted'
  }
  return { owner, verdict }
}

const said = (result: { success: boolean }) => (result.success ? 'accepted' : 'refused')

/** `value` as a form sends it: every string trimmed, at any depth. */
const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimmed(v)]))
      : value

const shirt = { name: 'Shirt', productType: 'physical', priceData: { price: 12.5 } }

/** Changes to `shirt`, each a value a form or a CSV row could give. */
const CHANGES: Record<string, unknown>[] = [
  {},
  { name: ' Shirt 2 ' },
  { name: '' },
  { name: '   ' },
  { name: 42 },
  { slug: 'blue-shirt' },
  { slug: ' blue-shirt ' },
  { slug: 'blue shirt' },
  { slug: 'a/b' },
  { slug: 'a?b' },
  { slug: '100%' },
  { slug: '#top' },
  { slug: '' },
  { slug: 'é-ü' },
  { priceData: { price: 0 } },
  { priceData: { price: -0.01 } },
  { priceData: { price: '12.50' } },
  { priceData: { price: Number.POSITIVE_INFINITY } },
  { priceData: { price: 10, pricePerUnit: -1 } },
  { weight: 0.5 },
  { weight: -1 },
  { weight: Number.POSITIVE_INFINITY },
  { weight: '1' },
  { costAndProfitData: { itemCost: 3 } },
  { costAndProfitData: { itemCost: -3 } },
  { sku: ' SKU-1 ', description: 'Soft', visible: false },
]

describe('the product schemas accept and refuse what the catalogue writes accept and refuse', () => {
  it('productInputSchema, as products.create checks a new product', async () => {
    const { owner, verdict } = writes()
    for (const change of CHANGES) {
      const product = { ...shirt, ...change }
      const sdk = await verdict(() => owner.products.create(trimmed(product) as never))
      expect(said(productInputSchema.safeParse(product)), JSON.stringify(change)).toBe(sdk)
    }
    for (const missing of ['name', 'priceData'] as const) {
      const { [missing]: _, ...product } = shirt
      expect(await verdict(() => owner.products.create(product as never))).toBe('refused')
      expect(said(productInputSchema.safeParse(product))).toBe('refused')
    }
  })

  it('productUpdateSchema, as products.update checks changes', async () => {
    const { owner, verdict } = writes()
    const { id } = await owner.products.create({ ...shirt, productType: 'physical' })
    for (const change of CHANGES) {
      const sdk = await verdict(() => owner.products.update(id, trimmed(change) as never))
      expect(said(productUpdateSchema.safeParse(change)), JSON.stringify(change)).toBe(sdk)
    }
  })

  it('mediaUrlSchema, as products.addMedia checks a URL to import', async () => {
    const { owner, verdict } = writes()
    const { id } = await owner.products.create({ ...shirt, productType: 'physical' })
    const urls = [
      'https://example.com/shirt.jpg',
      ' http://example.com/a.png ',
      'ftp://example.com/a',
      'javascript:alert(1)',
      '//example.com/a.jpg',
      'http:/example.com/a.jpg',
      'https://exa mple.com/a.jpg',
      'https://example.com/\na.jpg',
      `https://example.com/${'a'.repeat(8200)}`,
      '',
    ]
    for (const url of urls) {
      const sdk = await verdict(() => owner.products.addMedia(id, [{ url: url.trim() }]))
      expect(said(mediaUrlSchema.safeParse(url)), JSON.stringify(url.slice(0, 60))).toBe(sdk)
    }
  })

  it('the one deliberate difference: NaN, which the SDK sends on and a form never means, is refused', async () => {
    const { owner, verdict } = writes()
    expect(await verdict(() => owner.products.create({ ...shirt, priceData: { price: Number.NaN } }))).toBe(
      'accepted',
    )
    expect(said(productInputSchema.safeParse({ ...shirt, priceData: { price: Number.NaN } }))).toBe('refused')
    expect(said(productUpdateSchema.safeParse({ weight: Number.NaN }))).toBe('refused')
  })

  it('a product type other than physical or digital is refused by the schemas (the SDK leaves it to the platform)', async () => {
    const { owner, verdict } = writes()
    expect(said(productInputSchema.safeParse({ ...shirt, productType: 'service' }))).toBe('refused')
    // The platform refuses it in turn, after the request was sent.
    expect(await verdict(() => owner.products.create({ ...shirt, productType: 'service' }))).toBe('accepted')
  })
})

describe('messages read well in a form', () => {
  it('names each field to fix, once, in a sentence', () => {
    const result = productInputSchema.safeParse({
      name: ' ',
      productType: 'book',
      slug: 'blue shirt',
      priceData: { price: Number.NaN },
    })
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      name: ['Enter a product name.'],
      productType: ['Choose physical or digital.'],
      slug: ['Use a slug without spaces, "/", "?", "#" or "%", such as blue-shirt.'],
      priceData: ['Enter a price of 0 or more, such as 12.50.'],
    })
    expect(productUpdateSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Change at least one field.',
    ])
  })

  it('drops fields a form does not ask for, and hostile keys', () => {
    const hostile = JSON.parse(
      '{"name":"Shirt","productType":"digital","priceData":{"price":1},"__proto__":{"polluted":true},"id":"forged"}',
    ) as unknown
    expect(productInputSchema.parse(hostile)).toEqual({
      name: 'Shirt',
      productType: 'digital',
      priceData: { price: 1 },
    })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})
