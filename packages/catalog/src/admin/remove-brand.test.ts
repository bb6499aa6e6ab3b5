import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.removeBrand', () => {
  it('removes the brand of a product', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    expect(tee.brand).toEqual(expect.any(String))
    await expect(owner.products.removeBrand(tee.id)).resolves.toBeUndefined()
    const request = sentTo('/remove-brand').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}/remove-brand`)
    expect(JSON.parse(request.body!)).toEqual({ id: tee.id })
    expect((await owner.products.get(tee.id)).brand).toBeUndefined()
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product, the id checked first', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.removeBrand(tee.id)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    await expect(owner.products.removeBrand('missing')).rejects.toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    })
    expect(InvalidInputError.is(await rejection(owner.products.removeBrand('')))).toBe(true)
  })
})
