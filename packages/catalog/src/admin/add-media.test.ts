import { InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.addMedia', () => {
  it('adds media by URL and by media id, optionally to a choice', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const before = tee.media?.items?.length ?? 0
    await expect(
      owner.products.addMedia(tee.id, [
        { url: 'https://example.com/images/tee-back.jpg' },
        { mediaId: 'tee-detail.jpg', choice: { option: 'Color', choice: 'Navy' } },
      ]),
    ).resolves.toBeUndefined()

    const request = sentTo('/media').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/_api/catalog-server/v1/products/${tee.id}/media`)
    expect(JSON.parse(request.body!)).toEqual({
      id: tee.id,
      media: [
        { url: 'https://example.com/images/tee-back.jpg' },
        { mediaId: 'tee-detail.jpg', choice: { option: 'Color', choice: 'Navy' } },
      ],
    })
    const after = await owner.products.get(tee.id)
    expect(after.media?.items).toHaveLength(before + 2)
    expect(after.media?.items?.some((m) => m.image?.url === 'https://example.com/images/tee-back.jpg')).toBe(
      true,
    )
    const navy = after.productOptions
      ?.find((o) => o.name === 'Color')
      ?.choices?.find((c) => c.description === 'Navy')
    expect(navy?.media?.items?.map((m) => m.id)).toContain('tee-detail.jpg')
  })

  it('checks each item before sending: one of mediaId and url, an http(s) URL', async () => {
    const { owner, sent } = setup()
    const error = await rejection(
      owner.products.addMedia('p', [
        { url: 'javascript:alert(1)' },
        { mediaId: 'a', url: 'https://x.test/a.png' },
        {},
      ]),
    )
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'media[0].url', description: 'must be an absolute http(s) URL' },
      { field: 'media[1]', description: 'must have exactly one of mediaId and url' },
      { field: 'media[2]', description: 'must have exactly one of mediaId and url' },
    ])
    expect((await rejection(owner.products.addMedia('p', []))) as InvalidInputError).toMatchObject({
      violations: [{ field: 'media', description: 'must not be empty' }],
    })
    expect(sent).toEqual([])
  })

  it('reports what only the platform knows (an unknown choice) under the caller field name', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const error = await rejection(
      owner.products.addMedia(tee.id, [{ mediaId: 'x.jpg', choice: { option: 'Color', choice: 'Purple' } }]),
    )
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual(['media[0].choice'])
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    await expect(visitor.products.addMedia(tee.id, [{ mediaId: 'x.jpg' }])).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    await expect(owner.products.addMedia('missing', [{ mediaId: 'x.jpg' }])).rejects.toMatchObject({
      status: 404,
    })
  })
})
