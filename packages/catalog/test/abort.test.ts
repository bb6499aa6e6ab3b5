import { createClient } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { collections, products, variants } from '../src/index'
import { ORIGIN, ownerAuth } from './helpers'

// Every public network method of the catalogue modules takes core's `CallOptions` last (a query
// takes its signal in `find` and `iterate`), and an aborted call rejects with the signal's own
// `reason`, whether it was aborted before the call or while its request was in flight.

const modules = { products, variants, collections }

/** A client whose platform never answers: each request waits until its signal aborts. */
function hanging() {
  const started: string[] = []
  let onStart: () => void = () => {}
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    started.push(new Request(input, init).url)
    onStart()
    return new Promise((_, reject) => {
      const signal = init?.signal
      if (signal?.aborted) reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
  }
  const client = createClient({ host: ORIGIN, auth: ownerAuth(), modules, fetch, retry: false })
  /** Resolves once a request has been sent (the admin chunk may have to load first). */
  const nextStart = () =>
    new Promise<void>((resolve) => {
      onStart = resolve
    })
  return { client, started, nextStart }
}

type CatalogClient = ReturnType<typeof hanging>['client']
type Options = { signal: AbortSignal }

/** Each public network method of the three modules, called with valid arguments and `options`. */
const CALLS: Record<string, (client: CatalogClient, options: Options) => Promise<unknown>> = {
  'products.get': (c, o) => c.products.get('p-1', o),
  'products.query': (c, o) => c.products.query().find(o),
  'products.query (iterate)': (c, o) => c.products.query().iterate(o).next(),
  'products.variants': (c, o) => c.products.variants('p-1', o),
  'products.optionsAvailability': (c, o) => c.products.optionsAvailability('p-1', { Size: 'M' }, o),
  'products.create': (c, o) =>
    c.products.create({ name: 'Shirt', productType: 'physical', priceData: { price: 1 } }, o),
  'products.update': (c, o) => c.products.update('p-1', { name: 'Shirt 2' }, o),
  'products.delete': (c, o) => c.products.delete('p-1', o),
  'products.updateVariants': (c, o) =>
    c.products.updateVariants('p-1', [{ choices: { Size: 'M' }, price: 1 }], o),
  'products.resetVariants': (c, o) => c.products.resetVariants('p-1', o),
  'products.addMedia': (c, o) => c.products.addMedia('p-1', [{ url: 'https://example.com/a.jpg' }], o),
  'products.removeMedia': (c, o) => c.products.removeMedia('p-1', ['m-1'], o),
  'products.addChoiceMedia': (c, o) =>
    c.products.addChoiceMedia('p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }], o),
  'products.removeChoiceMedia': (c, o) =>
    c.products.removeChoiceMedia('p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }], o),
  'products.removeOptions': (c, o) => c.products.removeOptions('p-1', o),
  'products.removeBrand': (c, o) => c.products.removeBrand('p-1', o),
  'products.removeRibbon': (c, o) => c.products.removeRibbon('p-1', o),
  'products.bulkUpdate': (c, o) => c.products.bulkUpdate(['p-1', 'p-2'], { price: 1 }, o),
  'products.bulkAdjust': (c, o) => c.products.bulkAdjust(['p-1'], { price: { amount: 1 } }, o),
  'products.bulkCreate': (c, o) =>
    c.products.bulkCreate([{ name: 'Shirt', productType: 'physical', priceData: { price: 1 } }], o),
  'variants.get': (c, o) => c.variants.get('p-1-v-1', o),
  'variants.query': (c, o) => c.variants.query().find(o),
  'collections.get': (c, o) => c.collections.get('c-1', o),
  'collections.getBySlug': (c, o) => c.collections.getBySlug('summer', o),
  'collections.query': (c, o) => c.collections.query().find(o),
  'collections.create': (c, o) => c.collections.create({ name: 'Summer' }, o),
  'collections.update': (c, o) => c.collections.update('c-1', { name: 'Summer sale' }, o),
  'collections.delete': (c, o) => c.collections.delete('c-1', o),
  'collections.addProducts': (c, o) => c.collections.addProducts('c-1', ['p-1'], o),
  'collections.removeProducts': (c, o) => c.collections.removeProducts('c-1', ['p-1'], o),
}

describe('aborting catalogue calls', () => {
  it('covers every method of the products, variants and collections modules', () => {
    const { client } = hanging()
    const methods = (['products', 'variants', 'collections'] as const).flatMap((name) =>
      Object.keys(client[name]).map((method) => `${name}.${method}`),
    )
    expect(
      Object.keys(CALLS)
        .filter((call) => !call.includes(' '))
        .sort(),
    ).toEqual(methods.sort())
  })

  it.each(Object.keys(CALLS))(
    '%s: aborted before the call, rejects with the reason and sends nothing',
    async (name) => {
      const { client, started } = hanging()
      const reason = new Error(`stop ${name}`)
      await expect(CALLS[name]!(client, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
      expect(started).toEqual([])
    },
  )

  it.each(Object.keys(CALLS))('%s: aborted in flight, rejects with the reason', async (name) => {
    const { client, started, nextStart } = hanging()
    const controller = new AbortController()
    const reason = new Error(`stop ${name}`)
    const sent = nextStart()
    const pending = CALLS[name]!(client, { signal: controller.signal })
    await sent
    expect(started).toHaveLength(1)
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
  })
})
