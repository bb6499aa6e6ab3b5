import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { deepFreeze, demoProduct, rejection, setup } from '../../test/helpers'

describe('products.updateVariants and products.resetVariants', () => {
  it('gives the selected variants their own data, then resets every variant to the product data', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const changes = deepFreeze([
      { choices: { Size: 'M' }, price: 30, weight: Number.POSITIVE_INFINITY, sku: 'TEE-M' },
    ])

    const changed = await owner.products.updateVariants(tee.id, changes)

    expect(changed).toHaveLength(3)
    expect(changed.every((v) => v.choices?.['Size'] === 'M')).toBe(true)
    expect(changed[0]?.variant).toMatchObject({
      priceData: { price: 30 },
      weight: Number.POSITIVE_INFINITY,
      sku: 'TEE-M',
    })
    const request = sentTo('/variants').at(-1)!
    expect(request.method).toBe('PATCH')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}/variants`)
    expect(JSON.parse(request.body!)).toEqual({
      id: tee.id,
      variants: [{ choices: { Size: 'M' }, price: 30, weight: 'Infinity', sku: 'TEE-M' }],
    })

    await expect(owner.products.resetVariants(tee.id)).resolves.toBeUndefined()
    expect(sentTo('/variants/resetToDefault').at(-1)?.body).toBe(JSON.stringify({ id: tee.id }))
    const after = await owner.products.variants(tee.id, { choices: { Size: 'M' } })
    expect(after.items.map((v) => v.variant?.priceData?.price)).toEqual([25, 25, 25])
    expect(after.items.map((v) => v.variant?.sku)).toEqual([tee.sku, tee.sku, tee.sku])
  })

  it('selects variants by id too', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const [first] = (await owner.products.variants(tee.id, { limit: 1 })).items
    const changed = await owner.products.updateVariants(tee.id, [{ variantIds: [first!.id], visible: false }])
    expect(changed.map((v) => [v.id, v.variant?.visible])).toEqual([[first!.id, false]])
  })

  it('remaps the platform violations to the caller names (variants[0].price)', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const error = await rejection(
      owner.products.updateVariants(tee.id, [{ choices: { Size: 'XXL' }, price: Number.NaN }]),
    )
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual([
      'variants[0].choices',
      'variants[0].price',
    ])
  })

  it('reports an application error when the product does not manage variants', async () => {
    const { owner } = setup()
    const tote = await demoProduct(owner, 'canvas-tote')
    const error = await rejection(owner.products.updateVariants(tote.id, [{ choices: {}, price: 1 }]))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 400, code: 'VARIANT_MANAGEMENT_DISABLED' })
  })

  it('checks the changes before sending', async () => {
    const { owner, sent } = setup()
    const empty = await rejection(owner.products.updateVariants('p', []))
    expect((empty as InvalidInputError).violations).toEqual([
      { field: 'variants', description: 'must not be empty' },
    ])
    const negative = await rejection(
      owner.products.updateVariants('p', [{ choices: { Size: 'M' }, price: -1 }]),
    )
    expect((negative as InvalidInputError).violations).toEqual([
      { field: 'variants[0].price', description: 'must be a number, not below 0' },
    ])
    const unselected = await rejection(owner.products.updateVariants('p', [{ price: 1 }]))
    expect((unselected as InvalidInputError).violations).toEqual([
      { field: 'variants[0]', description: 'must select variants by choices or variantIds' },
    ])
    expect(InvalidInputError.is(await rejection(owner.products.resetVariants(' ')))).toBe(true)
    expect(sent).toEqual([])
  })

  it('is for the owner: a visitor gets 403 on both calls, unknown products 404', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(
      visitor.products.updateVariants(tee.id, [{ choices: { Size: 'M' }, price: 1 }]),
    ).rejects.toMatchObject({
      status: 403,
    })
    await expect(visitor.products.resetVariants(tee.id)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    await expect(owner.products.resetVariants('missing')).rejects.toMatchObject({ status: 404 })
  })
})
