import { describe, expect, it } from 'vitest'
import { call, type Json, OWNER, visitorTokens } from '../../test/helpers'
import { createEmulator, type Emulator } from '../index'

const r = (payload: unknown): string => Buffer.from(JSON.stringify(payload)).toString('base64url')

/** A product query (GET with `.r`, as the SDK sends it). */
function query(emulator: Emulator, payload: unknown, headers: Record<string, string> = OWNER) {
  return call(
    emulator,
    'GET',
    `/stores-reader/v1/products/query-platformized?.r=${r(payload)}`,
    undefined,
    headers,
  )
}

/** An owner's write; fails the test unless it is answered 200. */
async function write(emulator: Emulator, method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await call(emulator, method, path, body, OWNER)
  expect(answer.status, `${method} ${path}`).toBe(200)
  return answer.body
}

/** What the test knows of a product: the fields its queries filter and sort by. */
interface Model {
  id: string
  name: string
  price: number
  visible: boolean
  collectionIds: string[]
}

/** A deterministic pseudo-random sequence (the same writes on every run). */
function sequence(seed: number): () => number {
  let x = seed
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648
    return x / 2_147_483_648
  }
}

// The emulator keeps its rendered catalogue and re-renders only the products a write touched
// (issue 24): every read after a write must still see the catalogue as it is now — the new
// price in filters and sort order, hidden products gone for visitors, deleted ones gone for all,
// created ones at the end of catalogue order, totals counted again.
describe('the rendered catalogue, updated a product at a time', () => {
  it('answers every read after a write as a fresh catalogue would: sort, filters, totals', async () => {
    const emulator = createEmulator({ seed: 'empty' })
    const visitor = { authorization: (await visitorTokens(emulator)).access_token }
    const random = sequence(7)
    const models: Model[] = []

    const create = async (i: number): Promise<void> => {
      const price = Math.round(random() * 100) + 0.5
      const created = await write(emulator, 'POST', '/stores/v1/products', {
        product: { name: `Item ${i}`, productType: 'physical', priceData: { price } },
      })
      models.push({ id: created.product.id, name: `Item ${i}`, price, visible: true, collectionIds: [] })
    }
    for (let i = 0; i < 40; i++) await create(i)
    const collection = await write(emulator, 'POST', '/stores/v1/collections', {
      collection: { name: 'Picks' },
    })
    const picks: string = collection.collection.id

    /** Checks two pages of a filtered, sorted query and a collection filter, as owner and visitor. */
    const check = async (step: string): Promise<void> => {
      for (const [who, headers] of [
        ['owner', OWNER],
        ['visitor', visitor],
      ] as const) {
        const shown = models.filter((m) => who === 'owner' || m.visible)
        const expected = shown
          .filter((m) => m.price > 30)
          .sort((a, b) => b.price - a.price || a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
        const seen: Json[] = []
        for (const offset of [0, 10]) {
          const page = await query(
            emulator,
            {
              query: {
                filter: { 'priceData.price': { $gt: 30 } },
                sort: [
                  { fieldName: 'price', order: 'DESC' },
                  { fieldName: 'name', order: 'ASC' },
                ],
                paging: { limit: 10, offset },
              },
            },
            headers,
          )
          expect(page.status, step).toBe(200)
          expect(page.body.metadata.total, `${step}: total (${who})`).toBe(expected.length)
          seen.push(...page.body.products)
        }
        expect(
          seen.map((p: Json) => p.id),
          `${step}: order (${who})`,
        ).toEqual(expected.slice(0, 20).map((m) => m.id))
        expect(
          seen.map((p: Json) => p.priceData.price),
          `${step}: prices (${who})`,
        ).toEqual(expected.slice(0, 20).map((m) => m.price))
        const inPicks = await query(
          emulator,
          { query: { filter: { collectionIds: { $hasSome: [picks] } }, paging: { limit: 100 } } },
          headers,
        )
        // No sort: catalogue order, which is creation order.
        expect(
          inPicks.body.products.map((p: Json) => p.id),
          `${step}: collection (${who})`,
        ).toEqual(shown.filter((m) => m.collectionIds.includes(picks)).map((m) => m.id))
      }
    }

    await check('before any write')
    for (let step = 0; step < 60; step++) {
      const pick = models[Math.floor(random() * models.length)] as Model
      const kind = Math.floor(random() * 6)
      if (kind === 0) {
        pick.price = Math.round(random() * 100) + 0.25
        await write(emulator, 'PATCH', `/stores/v1/products/${pick.id}`, {
          product: { priceData: { price: pick.price } },
        })
      } else if (kind === 1) {
        pick.visible = !pick.visible
        await write(emulator, 'PATCH', `/stores/v1/products/${pick.id}`, {
          product: { visible: pick.visible },
        })
      } else if (kind === 2) {
        pick.name = `Renamed ${step}`
        await write(emulator, 'PATCH', `/stores/v1/products/${pick.id}`, { product: { name: pick.name } })
      } else if (kind === 3) {
        await write(emulator, 'DELETE', `/stores/v1/products/${pick.id}`)
        models.splice(models.indexOf(pick), 1)
      } else if (kind === 4) {
        await create(100 + step)
      } else {
        const adding = !pick.collectionIds.includes(picks)
        const path = `/stores/v1/collections/${picks}/productIds${adding ? '' : '/delete'}`
        await write(emulator, 'POST', path, { productIds: [pick.id] })
        pick.collectionIds = adding ? [picks] : []
      }
      await check(`after write ${step} (kind ${kind})`)
    }

    // A write to many products at once: deleting the collection takes it off every product.
    await write(emulator, 'DELETE', `/stores/v1/collections/${picks}`)
    for (const m of models) m.collectionIds = []
    const after = await query(emulator, { query: { paging: { limit: 100 } } })
    expect(after.body.products.map((p: Json) => p.id)).toEqual(models.map((m) => m.id))
    expect(after.body.products.every((p: Json) => !p.collectionIds.includes(picks))).toBe(true)
  })

  it('starts over after reset(): the catalogue read is the new state, not the kept one', async () => {
    const emulator = createEmulator()
    const all = () => query(emulator, { query: { paging: { limit: 100 } } })
    const before = (await all()).body.metadata.total as number
    const first: string = (await all()).body.products[0].id
    await write(emulator, 'DELETE', `/stores/v1/products/${first}`)
    expect((await all()).body.metadata.total).toBe(before - 1)
    emulator.reset()
    expect((await all()).body.metadata.total).toBe(before)
    expect((await all()).body.products[0].id).toBe(first)
  })
})
