import { type CallOptions, createClient, type Page, type VitrineError } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type BulkAdjust,
  BulkItemError,
  type BulkOptions,
  type BulkResult,
  type BulkSet,
  collections,
  type GetCollectionBySlugOptions,
  InventoryStatus,
  type OptionsAvailability,
  type Product,
  type ProductInput,
  ProductType,
  type ProductVariantsOptions,
  products,
  type Variant,
  variants,
} from './index'

describe('@vitrine/catalog public types', () => {
  it('binds each module only when it is passed', () => {
    const client = createClient({ modules: { products } })
    expectTypeOf(client.products.get).toBeFunction()
    // @ts-expect-error collections were not passed
    void client.collections
    const all = createClient({ modules: { products, variants, collections } })
    expectTypeOf(all.variants.get).toBeFunction()
    expectTypeOf(all.collections.getBySlug).toBeFunction()
  })

  it('resolves every product call to one consistent shape, never any', () => {
    const client = createClient({ modules: { products } })
    expectTypeOf(client.products.get('p')).resolves.toEqualTypeOf<Product>()
    expectTypeOf(client.products.get('p')).resolves.not.toBeAny()
    expectTypeOf(
      client.products.create({ name: 'n', productType: 'physical', priceData: { price: 1 } }),
    ).resolves.toEqualTypeOf<Product>()
    expectTypeOf(client.products.update('p', { name: 'n' })).resolves.toEqualTypeOf<Product>()
    expectTypeOf(client.products.delete('p')).resolves.toBeVoid()
    expectTypeOf(client.products.variants('p')).resolves.toEqualTypeOf<Page<Variant>>()
    expectTypeOf(
      client.products.updateVariants('p', [{ choices: { Size: 'M' }, price: 1 }]),
    ).resolves.toEqualTypeOf<Variant[]>()
    expectTypeOf(
      client.products.optionsAvailability('p', { Size: 'M' }),
    ).resolves.toEqualTypeOf<OptionsAvailability>()
    expectTypeOf(client.products.bulkUpdate(['p'], { price: 1 })).resolves.toEqualTypeOf<BulkResult>()
    expectTypeOf<BulkResult['failed'][number]['error']>().toEqualTypeOf<VitrineError>()
    expectTypeOf<Product['lastUpdated']>().toEqualTypeOf<Date | null | undefined>()
  })

  it('puts the id first, then the payload, then options', () => {
    const client = createClient({ modules: { products } })
    expectTypeOf(client.products.update).parameters.toEqualTypeOf<
      [id: string, product: Parameters<typeof client.products.update>[1], options?: CallOptions]
    >()
    expectTypeOf(client.products.addMedia).parameter(0).toEqualTypeOf<string>()
    expectTypeOf(client.products.bulkAdjust).parameter(0).toEqualTypeOf<readonly string[]>()
  })

  it('takes core’s CallOptions, or an extension of them, last', () => {
    const client = createClient({ modules: { products, variants, collections } })
    expectTypeOf(client.collections.getBySlug)
      .parameter(1)
      .toEqualTypeOf<GetCollectionBySlugOptions | undefined>()
    expectTypeOf<GetCollectionBySlugOptions>().toExtend<CallOptions>()
    expectTypeOf<ProductVariantsOptions>().toExtend<CallOptions>()
    expectTypeOf<BulkOptions>().toExtend<CallOptions>()
    expectTypeOf(client.variants.get).parameter(1).toEqualTypeOf<CallOptions | undefined>()
    void client.collections.getBySlug('sale', { api: 'v1', timeout: 1000 })
    // @ts-expect-error only the platform's two endpoints
    void client.collections.getBySlug('sale', { api: 'v3' })
  })

  it('requires what a new product needs and refuses platform-owned fields', () => {
    // @ts-expect-error productType and priceData are required
    const missing: ProductInput = { name: 'n' }
    // @ts-expect-error the platform owns the id
    const withId: ProductInput = { name: 'n', productType: 'physical', priceData: { price: 1 }, id: 'x' }
    void missing
    void withId
  })

  it('accepts exactly one property in bulk values', () => {
    const price: BulkSet = { price: 1 }
    // @ts-expect-error only one of price, cost, weight
    const two: BulkSet = { price: 1, cost: 2 }
    const adjust: BulkAdjust = { weight: { percentage: { rate: 5 } } }
    // @ts-expect-error amount or percentage, not both
    const both: BulkAdjust = { price: { amount: 1, percentage: { rate: 1 } } }
    void [price, two, adjust, both]
  })

  it('names enum values in code and still accepts values the SDK does not know yet', () => {
    expectTypeOf(ProductType.physical).toEqualTypeOf<'physical'>()
    expectTypeOf(InventoryStatus.OUT_OF_STOCK).toEqualTypeOf<'OUT_OF_STOCK'>()
    const future: Product['productType'] = 'subscription_box'
    const known: Product['productType'] = ProductType.digital
    void [future, known]
    // @ts-expect-error a number is not a product type
    const wrong: Product['productType'] = 1
    void wrong
  })

  it('narrows bulk item errors with the guard', () => {
    const error: unknown = undefined
    if (BulkItemError.is(error)) expectTypeOf(error.description).toEqualTypeOf<string>()
  })
})
