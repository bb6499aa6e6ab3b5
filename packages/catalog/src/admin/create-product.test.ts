import { ApplicationError, createClient, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { deepFreeze, ORIGIN, rejection, setup } from '../../test/helpers'
import { type ProductInput, products } from '../index'

const shirt = (): ProductInput => ({ name: 'Shirt', productType: 'physical', priceData: { price: 10.5 } })

describe('products.create', () => {
  it('creates a product through the catalogue writer and resolves to it as stored', async () => {
    const { owner, sentTo } = setup()
    const product = await owner.products.create({ ...shirt(), sku: 'SHIRT-1', description: 'Soft' })

    expect(product).toMatchObject({
      name: 'Shirt',
      productType: 'physical',
      sku: 'SHIRT-1',
      priceData: { price: 10.5 },
    })
    expect(product.id).toEqual(expect.any(String))
    expect(product.createdDate).toBeInstanceOf(Date)
    expect(product.lastUpdated).toBeInstanceOf(Date)
    const [request] = sentTo('/v1/products')
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/_api/catalog-server/v1/products')
    expect(JSON.parse(request!.body!)).toEqual({
      product: {
        name: 'Shirt',
        productType: 'physical',
        priceData: { price: 10.5 },
        sku: 'SHIRT-1',
        description: 'Soft',
      },
    })
    expect((await owner.products.get(product.id)).name).toBe('Shirt')
  })

  it('sends Infinity and NaN in float fields as strings and reads them back as numbers', async () => {
    const { owner, sentTo } = setup()
    const creates = () => sentTo('/v1/products').filter((r) => r.method === 'POST')
    const infinite = await owner.products.create({ ...shirt(), weight: Number.POSITIVE_INFINITY })
    expect(JSON.parse(creates()[0]!.body!).product.weight).toBe('Infinity')
    expect(infinite.weight).toBe(Number.POSITIVE_INFINITY)
    expect((await owner.products.get(infinite.id)).weight).toBe(Number.POSITIVE_INFINITY)

    const notANumber = await owner.products.create({ ...shirt(), weight: Number.NaN })
    expect(JSON.parse(creates()[1]!.body!).product.weight).toBe('NaN')
    expect(notANumber.weight).toBeNaN()
  })

  it('reports the platform refusing a special float price as a ValidationError naming the caller field', async () => {
    const { owner } = setup()
    const error = await rejection(owner.products.create({ ...shirt(), priceData: { price: Number.NaN } }))
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations).toEqual([
      expect.objectContaining({ field: 'product.priceData.price', violatedRule: 'DECIMAL_GTE' }),
    ])
    expect((error as Error).message).toMatch(/^INVALID_ARGUMENT: "product\.priceData\.price" /)
  })

  it('reports every server violation, sorted by field', async () => {
    const { owner } = setup()
    const error = await rejection(
      owner.products.create({
        ...shirt(),
        name: 'x'.repeat(81),
        sku: 'y'.repeat(41),
        slug: 'Not A Slug'.replace(/ /g, '_'),
      }),
    )
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual([
      'product.name',
      'product.sku',
      'product.slug',
    ])
  })

  it('never mutates the caller input, which can be sent again', async () => {
    const { owner } = setup()
    const input = deepFreeze({ ...shirt(), weight: Number.POSITIVE_INFINITY, createdDate: new Date(0) })
    const copy = structuredClone(input)
    const first = await owner.products.create(input)
    const second = await owner.products.create(input)
    expect(input).toEqual(copy)
    expect(first.id).not.toBe(second.id)
  })

  it.each([
    [{ ...shirt(), name: ' ' }, 'product.name', 'must not be empty'],
    [{ ...shirt(), priceData: { price: '10' } }, 'product.priceData.price', 'must be a number, not below 0'],
    [{ ...shirt(), priceData: { price: -1 } }, 'product.priceData.price', 'must be a number, not below 0'],
    [{ ...shirt(), priceData: {} }, 'product.priceData.price', 'is required'],
    [{ name: 'Shirt', priceData: { price: 1 } }, 'product.productType', 'is required'],
    [{ ...shirt(), weight: -0.5 }, 'product.weight', 'must be a number, not below 0'],
    [
      { ...shirt(), slug: 'two words' },
      'product.slug',
      'must be a slug: not empty, no spaces, "/", "?", "#" or "%"',
    ],
    [
      { ...shirt(), costAndProfitData: { itemCost: Number.NEGATIVE_INFINITY } },
      'product.costAndProfitData.itemCost',
      'must be a number, not below 0',
    ],
    [null, 'product', 'must be an object'],
  ])('refuses %j before sending, naming %s', async (input, field, description) => {
    const { owner, sent } = setup()
    const error = await rejection(owner.products.create(input as ProductInput))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field, description }])
    expect(sent).toEqual([])
  })

  it('refuses an invalid Date anywhere in the input, naming the field', async () => {
    const { owner, sent } = setup()
    const error = await rejection(
      owner.products.create({ ...shirt(), lastUpdated: new Date('nope') } as ProductInput),
    )
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'product.lastUpdated', description: 'must be a valid date' },
    ])
    expect(sent).toEqual([])
  })

  it('is for the owner: a visitor or no credential gets 403 FORBIDDEN, a stale token 401', async () => {
    const { visitor, anonymous, fetch } = setup()
    const forbidden = await rejection(visitor.products.create(shirt()))
    expect(ApplicationError.is(forbidden)).toBe(true)
    expect(forbidden).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' })
    await expect(anonymous.products.create(shirt())).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    const stale = createClient({
      host: ORIGIN,
      fetch,
      auth: { getAuthHeaders: () => ({ authorization: 'expired-token' }) },
      modules: { products },
    })
    await expect(stale.products.create(shirt())).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })

  it('keeps the API key out of the error', async () => {
    const { owner } = setup()
    const error = (await rejection(
      owner.products.create({ ...shirt(), priceData: { price: Number.NaN } }),
    )) as ValidationError
    expect(error.request?.headers['authorization']).toBe('[REDACTED]')
    expect(JSON.stringify(error)).not.toContain('demo-api-key')
  })
})
