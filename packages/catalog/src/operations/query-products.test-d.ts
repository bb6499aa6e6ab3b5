import type { Page, QueryBuilder } from '@vitrine/core'
import { createClient } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type Product, type ProductQueryFields, products } from '../index'

const client = createClient({ modules: { products } })

describe('products.query types', () => {
  it('is a query builder of products over the queryable fields', () => {
    expectTypeOf(client.products.query()).toEqualTypeOf<QueryBuilder<Product, ProductQueryFields>>()
    expectTypeOf(client.products.query().find()).resolves.toEqualTypeOf<Page<Product>>()
    expectTypeOf<Product>().not.toBeAny()
    expectTypeOf<Product['priceData']>().not.toBeAny()
  })

  it('accepts known fields with values of their type', () => {
    client.products.query().eq('name', 'Shirt').gt('priceData.price', 5).eq('collectionIds', 'col-1')
    client.products
      .query()
      .hasSome('collectionIds', ['a', 'b'])
      .lt('lastUpdated', new Date())
      .ascending('name', 'sku')
    client.products.query().eq('productType', 'physical').eq('productType', 'a-future-type')
  })

  it('rejects unknown field names at compile time', () => {
    // @ts-expect-error 'nmae' is not a queryable field
    client.products.query().eq('nmae', 'Shirt')
    // @ts-expect-error 'cost' is not a queryable field
    client.products.query().gt('cost', 1)
    // @ts-expect-error unknown sort field
    client.products.query().ascending('colour')
  })

  it('rejects values of the wrong type and string operators on numbers', () => {
    // @ts-expect-error price is a number
    client.products.query().gt('priceData.price', '5')
    // @ts-expect-error lastUpdated takes a Date
    client.products.query().gt('lastUpdated', 5)
    // @ts-expect-error startsWith needs a string field
    client.products.query().startsWith('priceData.price', '1')
  })
})
