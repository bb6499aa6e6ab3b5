import { describe, expect, it } from 'vitest'
import { setup } from '../../test/helpers'

describe('collections.removeProducts', () => {
  it('removes products from a collection; they stay in the catalogue', async () => {
    const { owner, sentTo } = setup()
    const sale = await owner.collections.getBySlug('sale')
    const [first, ...rest] = (await owner.products.query().eq('collectionIds', sale.id).find()).items
    await expect(owner.collections.removeProducts(sale.id, [first!.id])).resolves.toBeUndefined()
    const request = sentTo('/productIds/delete').at(-1)!
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body!)).toEqual({ id: sale.id, productIds: [first!.id] })
    const after = await owner.products.query().eq('collectionIds', sale.id).find()
    expect(after.items.map((p) => p.id)).toEqual(rest.map((p) => p.id))
    await expect(owner.products.get(first!.id)).resolves.toMatchObject({ id: first!.id })
  })

  it('refuses the All Products collection and a visitor', async () => {
    const { owner, visitor } = setup()
    const all = await owner.collections.getBySlug('all-products')
    const [product] = (await owner.products.query().limit(1).find()).items
    await expect(owner.collections.removeProducts(all.id, [product!.id])).rejects.toMatchObject({
      status: 400,
      code: 'CANNOT_MODIFY_ALL_PRODUCTS',
    })
    await expect(visitor.collections.removeProducts(all.id, [product!.id])).rejects.toMatchObject({
      status: 403,
    })
  })
})
