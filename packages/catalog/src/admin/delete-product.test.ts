import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { rejection, setup } from '../../test/helpers'

describe('products.delete', () => {
  it('deletes a product (DELETE with the id repeated in the query); reading it then gives 404', async () => {
    const { owner, sentTo } = setup()
    const product = await owner.products.create({
      name: 'Temp',
      productType: 'digital',
      priceData: { price: 1 },
    })
    await expect(owner.products.delete(product.id)).resolves.toBeUndefined()
    const request = sentTo(`/v1/products/${product.id}`).find((r) => r.method === 'DELETE')!
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${product.id}`)
    expect(request.url.searchParams.get('id')).toBe(product.id)
    await expect(owner.products.get(product.id)).rejects.toMatchObject({ status: 404 })
  })

  it('answers 404 for an unknown product, 403 for a visitor, and checks the id first', async () => {
    const { owner, visitor } = setup()
    const missing = await rejection(owner.products.delete('missing'))
    expect(ApplicationError.is(missing)).toBe(true)
    expect(missing).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' })
    const product = await owner.products.create({
      name: 'Temp',
      productType: 'digital',
      priceData: { price: 1 },
    })
    await expect(visitor.products.delete(product.id)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    expect(InvalidInputError.is(await rejection(owner.products.delete('')))).toBe(true)
  })
})
