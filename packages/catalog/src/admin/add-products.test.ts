import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('collections.addProducts', () => {
  it('adds products to a collection (wire notes §5: the id repeated in the body)', async () => {
    const { owner, sentTo } = setup()
    const summer = await owner.collections.create({ name: 'Summer' })
    const tee = await demoProduct(owner, 'classic-tee')
    const mug = await demoProduct(owner, 'ceramic-mug')
    await expect(owner.collections.addProducts(summer.id, [tee.id, mug.id])).resolves.toBeUndefined()
    const request = sentTo('/productIds').at(-1)!
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/collections/${summer.id}/productIds`)
    expect(JSON.parse(request.body!)).toEqual({ id: summer.id, productIds: [tee.id, mug.id] })
    const inSummer = await owner.products.query().eq('collectionIds', summer.id).find()
    expect(inSummer.items.map((p) => p.id).sort()).toEqual([tee.id, mug.id].sort())
  })

  it('answers 404 for an unknown product or collection, 403 for a visitor', async () => {
    const { owner, visitor } = setup()
    const summer = await owner.collections.create({ name: 'Summer' })
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(owner.collections.addProducts(summer.id, ['missing'])).rejects.toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    })
    await expect(owner.collections.addProducts('missing', [tee.id])).rejects.toMatchObject({
      status: 404,
      code: 'COLLECTION_NOT_FOUND',
    })
    await expect(visitor.collections.addProducts(summer.id, [tee.id])).rejects.toMatchObject({ status: 403 })
  })

  it('checks the ids before sending', async () => {
    const { owner, sent } = setup()
    const error = await rejection(owner.collections.addProducts('c', ['p', '']))
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'productIds[1]', description: 'must not be empty' },
    ])
    expect(InvalidInputError.is(await rejection(owner.collections.addProducts('c', [])))).toBe(true)
    expect(sent).toEqual([])
  })
})
