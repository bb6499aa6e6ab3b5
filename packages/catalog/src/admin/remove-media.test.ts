import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.removeMedia', () => {
  it('removes the media items named, from the product and its choices', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const [first, ...rest] = tee.media!.items!
    await expect(owner.products.removeMedia(tee.id, [first!.id!])).resolves.toBeUndefined()
    expect(JSON.parse(sentTo('/media/delete').at(-1)!.body!)).toEqual({ id: tee.id, mediaIds: [first!.id] })
    const after = await owner.products.get(tee.id)
    expect(after.media?.items?.map((m) => m.id)).toEqual(rest.map((m) => m.id))
  })

  it('needs at least one id (an empty list would remove everything on the platform)', async () => {
    const { owner, sent } = setup()
    const error = await rejection(owner.products.removeMedia('p', []))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'mediaIds', description: 'must not be empty' },
    ])
    expect(sent).toEqual([])
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.removeMedia(tee.id, ['x'])).rejects.toMatchObject({ status: 403 })
    await expect(owner.products.removeMedia('missing', ['x'])).rejects.toMatchObject({ status: 404 })
  })
})
