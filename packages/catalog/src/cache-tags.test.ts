import { InvalidInputError } from '@vitrine/core'
import { createWebhooks } from '@vitrine/webhooks'
import { generateSigningKeys, signDelivery } from '@vitrine/webhooks/testing'
import { describe, expect, it } from 'vitest'
import { setup } from '../test/helpers'
import { type CatalogEventLike, catalogTags, catalogTagsFor } from './cache-tags'

const EVENT = 'com.wix.ecommerce.catalog.api.v1.'

/** Every delivery the emulator makes, caught in process, verified as an app's webhook route would. */
async function shopReceivingWebhooks() {
  const tokens: string[] = []
  const catalogue = setup({
    webhooks: {
      urls: ['https://shop.test/api/webhooks'],
      fetch: async (_url, init) => {
        tokens.push(String(init.body))
        return new Response(null, { status: 204 })
      },
    },
  })
  const webhooks = createWebhooks({ publicKey: await catalogue.emulator.webhooks.publicKeyPem() })
  /** The tags of every delivery since the last call, one list per delivery. */
  const tagsDelivered = async () => {
    await catalogue.emulator.webhooks.flush()
    const events = await Promise.all(tokens.splice(0).map((token) => webhooks.verify(token)))
    return events.map((event) => [event.eventType.slice(EVENT.length), catalogTagsFor(event)])
  }
  return { ...catalogue, tagsDelivered }
}

describe('catalogTags: one tag per kind of catalogue data', () => {
  it('names the lists and each entity', () => {
    expect(catalogTags.products).toBe('vitrine:products')
    expect(catalogTags.collections).toBe('vitrine:collections')
    expect(catalogTags.product('b7a1c0de-0000-4000-8000-000000000001')).toBe(
      'vitrine:product:b7a1c0de-0000-4000-8000-000000000001',
    )
    expect(catalogTags.collection('00000000-000000-000000-000000000001')).toBe(
      'vitrine:collection:00000000-000000-000000-000000000001',
    )
  })

  it('escapes ids, so that no id spells another entity’s tag or a list tag', () => {
    // A `:` would make `product('x:collection:y')` look like a collection tag's tail.
    expect(catalogTags.product('a:b')).toBe('vitrine:product:a%3Ab')
    expect(catalogTags.product('a b\n')).toBe('vitrine:product:a%20b%0A')
    // Escaping is one-to-one: the escaped form of one id is never another id's tag.
    expect(catalogTags.product('a%3Ab')).not.toBe(catalogTags.product('a:b'))
    const ids = ['x', 'x ', ' x', 'x:', 'x%3A', 'x/..', 'x\u2028', '__proto__', 'é']
    expect(new Set(ids.map((id) => catalogTags.product(id))).size).toBe(ids.length)
    for (const id of ids) expect(catalogTags.product(id).split(':')).toHaveLength(3)
  })

  it('refuses an id it cannot tag: blank, not a string, a lone surrogate, or past the 256-character tag limit', () => {
    for (const id of ['', '   ', '\t\n', '\ud800', 'x'.repeat(201), 42, null, undefined]) {
      expect(() => catalogTags.product(id as string)).toThrow(InvalidInputError)
      expect(() => catalogTags.collection(id as string)).toThrow(InvalidInputError)
    }
    expect(catalogTags.collection('x'.repeat(200)).length).toBeLessThanOrEqual(256)
  })
})

describe('catalogTagsFor: the tags a verified delivery revalidates', () => {
  it('maps every catalogue event the emulator delivers for an owner’s writes', async () => {
    const shop = await shopReceivingWebhooks()
    const created = await shop.owner.products.create({
      name: 'Tag test tee',
      productType: 'physical' as never,
      priceData: { price: 10 },
    })
    expect(await shop.tagsDelivered()).toEqual([['ProductCreated', ['vitrine:products']]])

    await shop.owner.products.update(created.id, { priceData: { price: 12 } })
    expect(await shop.tagsDelivered()).toEqual([
      ['ProductChanged', [`vitrine:product:${created.id}`, 'vitrine:products']],
    ])

    const collection = await shop.owner.collections.create({ name: 'Tagged' })
    expect(await shop.tagsDelivered()).toEqual([['CollectionCreated', ['vitrine:collections']]])

    await shop.owner.collections.update(collection.id, { name: 'Tagged again' })
    expect(await shop.tagsDelivered()).toEqual([
      [
        'CollectionChanged',
        [`vitrine:collection:${collection.id}`, 'vitrine:collections', 'vitrine:products'],
      ],
    ])

    await shop.owner.collections.delete(collection.id)
    expect(await shop.tagsDelivered()).toEqual([
      [
        'CollectionDeleted',
        [`vitrine:collection:${collection.id}`, 'vitrine:collections', 'vitrine:products'],
      ],
    ])

    await shop.owner.products.delete(created.id)
    expect(await shop.tagsDelivered()).toEqual([
      ['ProductDeleted', [`vitrine:product:${created.id}`, 'vitrine:products']],
    ])
  })

  it('maps variant changes to the product, and ignores events that are not the catalogue’s', async () => {
    const { publicKey, privateKey } = await generateSigningKeys()
    const webhooks = createWebhooks({ publicKey })
    const variants = await webhooks.verify(
      await signDelivery(
        {
          eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
          data: { productId: 'p-1', variants: [] },
        },
        privateKey,
      ),
    )
    expect(catalogTagsFor(variants)).toEqual(['vitrine:product:p-1', 'vitrine:products'])
    const cart = await webhooks.verify(
      await signDelivery({ eventType: 'wix.ecom.v1.cart_created', entity: { id: 'cart-1' } }, privateKey),
    )
    expect(catalogTagsFor(cart)).toEqual([])
  })

  it('gives no tag for a missing, blank or odd id, an unknown type or a malformed event', () => {
    const cases: [CatalogEventLike, string][] = [
      [{ eventType: `${EVENT}ProductChanged` }, 'no data'],
      [{ eventType: `${EVENT}ProductChanged`, data: {} }, 'no id'],
      [{ eventType: `${EVENT}ProductChanged`, data: { productId: '  ' } }, 'a blank id'],
      [{ eventType: `${EVENT}ProductChanged`, data: { productId: 7 } }, 'a number'],
      [{ eventType: `${EVENT}ProductChanged`, data: { productId: ['p-1'] } }, 'a list'],
      [{ eventType: `${EVENT}ProductChanged`, data: { productId: 'x'.repeat(5000) } }, 'a huge id'],
      [{ eventType: `${EVENT}ProductDeleted`, data: 'p-1' }, 'data not an object'],
      [{ eventType: `${EVENT}ProductDeleted`, data: null }, 'null data'],
      [{ eventType: `${EVENT}ProductChanged`, data: Object.create({ productId: 'p-1' }) }, 'an inherited id'],
      [{ eventType: `${EVENT}CollectionChanged`, data: { collectionId: 'c-1' } }, 'the id misspelt'],
      [{ eventType: `${EVENT}ProductRenamed`, data: { productId: 'p-1' } }, 'an unknown catalogue type'],
      [{ eventType: 'wix.ecom.v1.cart_updated', data: { productId: 'p-1' } }, 'a cart event'],
      [{ eventType: `x${EVENT}ProductChanged`, data: { productId: 'p-1' } }, 'a type with a prefix'],
      [{ eventType: 42 as unknown as string, data: { productId: 'p-1' } }, 'a type not a string'],
      [null as unknown as CatalogEventLike, 'no event at all'],
    ]
    for (const [event, what] of cases) expect(catalogTagsFor(event), what).toEqual([])
  })

  it('escapes a hostile id from a delivery as catalogTags does', () => {
    expect(
      catalogTagsFor({ eventType: `${EVENT}ProductChanged`, data: { productId: 'p-1:collection:c-1' } }),
    ).toEqual(['vitrine:product:p-1%3Acollection%3Ac-1', 'vitrine:products'])
    expect(
      catalogTagsFor({ eventType: `${EVENT}CollectionDeleted`, data: { collection_Id: 'c 1' } }),
    ).toEqual(['vitrine:collection:c%201', 'vitrine:collections', 'vitrine:products'])
  })
})

/**
 * Where `value` holds something React cannot serialise into a `'use cache'` entry: anything but
 * plain objects, arrays, `Date`s and primitives (class instances, functions, symbols).
 */
function unserialisable(value: unknown, path = 'value'): string[] {
  if (value === null || ['string', 'number', 'boolean', 'undefined', 'bigint'].includes(typeof value))
    return []
  if (typeof value !== 'object') return [`${path}: ${typeof value}`]
  if (value instanceof Date) return []
  const proto = Object.getPrototypeOf(value)
  if (Array.isArray(value)) return value.flatMap((item, i) => unserialisable(item, `${path}[${i}]`))
  if (proto !== Object.prototype && proto !== null) return [`${path}: ${proto?.constructor?.name ?? 'class'}`]
  return Object.entries(value).flatMap(([key, item]) => unserialisable(item, `${path}.${key}`))
}

describe('catalogue reads inside `use cache`', () => {
  it('answer plain data React can serialise: products, collections, and the items of a page (of products or variants)', async () => {
    const { visitor } = setup()
    const page = await visitor.products.query().ascending('name').limit(3).find()
    const product = await visitor.products.get(page.items[0]?.id ?? '')
    const [collection] = (await visitor.collections.query().limit(1).find()).items
    const bySlug = await visitor.collections.getBySlug(collection?.slug ?? '')
    const variants = (await visitor.products.variants(product.id)).items
    expect(product.lastUpdated).toBeInstanceOf(Date)
    expect(unserialisable({ items: page.items, product, collection, bySlug, variants })).toEqual([])
    // The page itself is not: return its items and the fields you need.
    expect(unserialisable(page)).not.toEqual([])
  })
})
