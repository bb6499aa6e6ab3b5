import { createWebhooks } from '@vitrine/webhooks'
import { describe, expectTypeOf, it } from 'vitest'
import { type CatalogTag, catalogTags, catalogTagsFor } from './index'

describe('catalogTagsFor types', () => {
  it('takes an event from createWebhooks().verify() as it is, with no cast', async () => {
    const webhooks = createWebhooks({ publicKey: 'PEM' })
    const event = await webhooks.verify('token')
    expectTypeOf(catalogTagsFor(event)).toEqualTypeOf<CatalogTag[]>()
  })

  it('refuses what is not an event', () => {
    // @ts-expect-error no eventType
    catalogTagsFor({ data: {} })
    // @ts-expect-error eventType must be a string
    catalogTagsFor({ eventType: 1 })
  })

  it('types each tag as its kind', () => {
    expectTypeOf(catalogTags.products).toEqualTypeOf<'vitrine:products'>()
    expectTypeOf(catalogTags.product('p-1')).toEqualTypeOf<`vitrine:product:${string}`>()
    expectTypeOf(catalogTags.collection('c-1')).toEqualTypeOf<`vitrine:collection:${string}`>()
    expectTypeOf(catalogTags.collections).toExtend<CatalogTag>()
  })
})
