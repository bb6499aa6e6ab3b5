import { describe, expect, it } from 'vitest'
import { setup } from '../../test/helpers'

describe('collections.delete', () => {
  it('deletes a collection; its products stay', async () => {
    const { owner, sentTo } = setup()
    const sale = await owner.collections.getBySlug('sale')
    const inSale = (await owner.products.query().eq('collectionIds', sale.id).find()).items
    await expect(owner.collections.delete(sale.id)).resolves.toBeUndefined()
    const request = sentTo(`/v1/collections/${sale.id}`).at(-1)!
    expect(request.method).toBe('DELETE')
    expect(request.url.searchParams.get('id')).toBe(sale.id)
    await expect(owner.collections.get(sale.id)).rejects.toMatchObject({ status: 404 })
    const product = await owner.products.get(inSale[0]!.id)
    expect(product.collectionIds).not.toContain(sale.id)
  })

  it('refuses the All Products collection, a visitor and unknown ids', async () => {
    const { owner, visitor } = setup()
    const all = await owner.collections.getBySlug('all-products')
    await expect(owner.collections.delete(all.id)).rejects.toMatchObject({
      status: 400,
      code: 'CANNOT_DELETE_ALL_PRODUCTS',
    })
    await expect(visitor.collections.delete(all.id)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    await expect(owner.collections.delete('missing')).rejects.toMatchObject({ status: 404 })
  })
})
