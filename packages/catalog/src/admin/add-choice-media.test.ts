import { InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.addChoiceMedia and products.removeChoiceMedia', () => {
  it('attaches product media to a choice, then detaches it', async () => {
    const { owner, sentTo } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const mediaId = tee.media!.items![1]!.id!
    const white = async () =>
      (await owner.products.get(tee.id)).productOptions
        ?.find((o) => o.name === 'Color')
        ?.choices?.find((c) => c.description === 'White')

    await owner.products.addChoiceMedia(tee.id, [{ option: 'Color', choice: 'White', mediaIds: [mediaId] }])
    const attach = sentTo('/choices/media').at(-1)!
    expect(attach.method).toBe('PATCH')
    expect(JSON.parse(attach.body!)).toEqual({
      id: tee.id,
      media: [{ option: 'Color', choice: 'White', mediaIds: [mediaId] }],
    })
    expect((await white())?.media?.items?.map((m) => m.id)).toContain(mediaId)

    await owner.products.removeChoiceMedia(tee.id, [
      { option: 'Color', choice: 'White', mediaIds: [mediaId] },
    ])
    const detach = sentTo('/choices/media/delete').at(-1)!
    expect(detach.method).toBe('POST')
    expect((await white())?.media?.items?.map((m) => m.id) ?? []).not.toContain(mediaId)
  })

  it('checks option, choice and media ids before sending', async () => {
    const { owner, sent } = setup()
    const error = await rejection(
      owner.products.addChoiceMedia('p', [{ option: '', choice: 'Red', mediaIds: [] }]),
    )
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'media[0].mediaIds', description: 'must not be empty' },
      { field: 'media[0].option', description: 'must not be empty' },
    ])
    expect(InvalidInputError.is(await rejection(owner.products.removeChoiceMedia('p', [])))).toBe(true)
    expect(sent).toEqual([])
  })

  it('reports an unknown choice from the platform under the caller name', async () => {
    const { owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const error = await rejection(
      owner.products.addChoiceMedia(tee.id, [{ option: 'Color', choice: 'Purple', mediaIds: ['x'] }]),
    )
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual(['media[0]'])
  })

  it('is for the owner: 403 for a visitor, 404 for an unknown product', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const media = [{ option: 'Color', choice: 'White', mediaIds: ['x'] }]
    await expect(visitor.products.addChoiceMedia(tee.id, media)).rejects.toMatchObject({ status: 403 })
    await expect(visitor.products.removeChoiceMedia(tee.id, media)).rejects.toMatchObject({ status: 403 })
    await expect(owner.products.removeChoiceMedia('missing', media)).rejects.toMatchObject({ status: 404 })
  })
})
