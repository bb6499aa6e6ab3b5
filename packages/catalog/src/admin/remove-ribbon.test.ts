import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.removeRibbon', () => {
  it('removes the ribbon of a product', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    expect(tee.ribbon).toEqual(expect.any(String))
    await expect(owner.products.removeRibbon(tee.id)).resolves.toBeUndefined()
    const request = sentTo('/remove-ribbon').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}/remove-ribbon`)
    expect(JSON.parse(request.body!)).toEqual({ id: tee.id })
    expect((await owner.products.get(tee.id)).ribbon).toBeUndefined()
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product, the id checked first', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.removeRibbon(tee.id)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    await expect(owner.products.removeRibbon('missing')).rejects.toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    })
    expect(InvalidInputError.is(await rejection(owner.products.removeRibbon('')))).toBe(true)
  })
})
