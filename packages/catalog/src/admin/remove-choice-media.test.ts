import { describe, expect, it } from 'vitest'
import { demoProduct, setup } from '../../test/helpers'

describe('products.removeChoiceMedia', () => {
  it('detaches only the media named, keeping the rest of the choice media', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const [a, b] = tee.media!.items!.map((m) => m.id!)
    const white = async () =>
      (await owner.products.get(tee.id)).productOptions
        ?.find((o) => o.name === 'Color')
        ?.choices?.find((c) => c.description === 'White')
        ?.media?.items?.map((m) => m.id)
    await owner.products.addChoiceMedia(tee.id, [{ option: 'Color', choice: 'White', mediaIds: [a!, b!] }])
    expect(await white()).toEqual(expect.arrayContaining([a, b]))

    await owner.products.removeChoiceMedia(tee.id, [{ option: 'Color', choice: 'White', mediaIds: [a!] }])

    const request = sentTo('/choices/media/delete').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}/choices/media/delete`)
    expect(JSON.parse(request.body!)).toEqual({
      id: tee.id,
      media: [{ option: 'Color', choice: 'White', mediaIds: [a] }],
    })
    const after = await white()
    expect(after).toContain(b)
    expect(after).not.toContain(a)
  })
})
