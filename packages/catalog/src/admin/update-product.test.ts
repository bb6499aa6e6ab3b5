import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { deepFreeze, demoProduct, rejection, setup } from '../../test/helpers'
import type { ProductUpdate } from '../index'

describe('products.update', () => {
  it('changes only the fields given and resolves to the stored product', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const updated = await owner.products.update(tee.id, { name: 'Classic Tee 2', priceData: { price: 26.5 } })

    expect(updated).toMatchObject({
      id: tee.id,
      name: 'Classic Tee 2',
      priceData: { price: 26.5 },
      sku: tee.sku,
    })
    expect(updated.lastUpdated!.getTime()).toBeGreaterThanOrEqual(tee.lastUpdated!.getTime())
    const request = sentTo(`/v1/products/${tee.id}`).at(-1)!
    expect(request.method).toBe('PATCH')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}`)
    expect(JSON.parse(request.body!)).toEqual({
      product: { name: 'Classic Tee 2', priceData: { price: 26.5 }, id: tee.id },
    })
  })

  it('uses the id argument even if the patch carries another id', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const patch = { name: 'Renamed', id: 'someone-else' } as ProductUpdate
    expect((await owner.products.update(tee.id, patch)).id).toBe(tee.id)
  })

  it('names the platform violations as the caller named the fields', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const error = await rejection(
      owner.products.update(tee.id, {
        ribbon: 'r'.repeat(31),
        priceData: { price: Number.POSITIVE_INFINITY },
      }),
    )
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual([
      'product.priceData.price',
      'product.ribbon',
    ])
  })

  it('answers 404 for an unknown product', async () => {
    const { owner } = setup()
    const error = await rejection(owner.products.update('missing', { name: 'x' }))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' })
  })

  it('refuses an empty change, a blank id and a blank name before sending', async () => {
    const { owner, sent } = setup()
    const error = await rejection(owner.products.update('', { name: '' }))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'id', description: expect.stringMatching(/^must be one path segment/) },
      { field: 'product.name', description: 'must not be empty' },
    ])
    await expect(owner.products.update('p', {})).rejects.toMatchObject({
      violations: [{ field: 'product', description: 'must change at least one field' }],
    })
    expect(sent).toEqual([])
  })

  it('does not mutate the patch', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const patch = deepFreeze({ description: 'New', weight: Number.POSITIVE_INFINITY })
    await owner.products.update(tee.id, patch)
    expect(patch).toEqual({ description: 'New', weight: Number.POSITIVE_INFINITY })
  })

  it('is for the owner: a visitor gets 403', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.update(tee.id, { name: 'x' })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })
})
