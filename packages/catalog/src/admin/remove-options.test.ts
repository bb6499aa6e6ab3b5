import { describe, expect, it } from 'vitest'
import { demoProduct, setup } from '../../test/helpers'

describe('products.removeOptions', () => {
  it('removes every option, leaving the single default variant (DELETE with the id in the query)', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(owner.products.removeOptions(tee.id)).resolves.toBeUndefined()
    const request = sentTo('/options').at(-1)!
    expect(request.method).toBe('DELETE')
    expect(request.url.searchParams.get('id')).toBe(tee.id)
    const after = await owner.products.get(tee.id)
    expect(after.productOptions).toEqual([])
    expect(after.variants).toHaveLength(1)
    expect(after.variants?.[0]?.choices).toEqual({})
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.removeOptions(tee.id)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    await expect(owner.products.removeOptions('missing')).rejects.toMatchObject({ status: 404 })
  })
})
