import { createClient, type QueryBuilder } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type StoreVariant, type StoreVariantQueryFields, variants } from '../index'

describe('variants types', () => {
  it('queries store variants over their fields only', () => {
    const client = createClient({ modules: { variants } })
    expectTypeOf(client.variants.query()).toEqualTypeOf<QueryBuilder<StoreVariant, StoreVariantQueryFields>>()
    expectTypeOf(client.variants.get('x')).resolves.toEqualTypeOf<StoreVariant>()
    client.variants.query().eq('stock.inStock', true).eq('productId', 'p')
    // @ts-expect-error not a store variant field
    client.variants.query().eq('price', 1)
    // @ts-expect-error stock.inStock is a boolean
    client.variants.query().eq('stock.inStock', 'yes')
  })
})
