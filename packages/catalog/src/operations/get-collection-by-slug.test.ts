import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { onPlatformHosts, rejection, setup } from '../../test/helpers'

describe('collections.getBySlug', () => {
  it('reads a collection by slug (v2), the slug repeated in the query', async () => {
    const { visitor, sentTo } = setup()
    const sale = await visitor.collections.getBySlug('sale')
    expect(sale).toMatchObject({ slug: 'sale', name: 'Sale' })
    const request = sentTo('/v2/collections/slug/').at(-1)!
    expect(request.url.pathname).toBe('/v2/collections/slug/sale')
    expect(request.url.searchParams.get('slug')).toBe('sale')
  })

  it('answers 404 for an unknown slug, encodes it, refuses one that would leave its segment before sending', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.collections.getBySlug('no such&slug'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND' })
    expect(sent.at(-1)?.url.pathname).toBe('/v2/collections/slug/no%20such%26slug')
    sent.length = 0
    for (const slug of ['', '..', 'no/such?slug']) {
      const invalid = await rejection(visitor.collections.getBySlug(slug))
      expect((invalid as InvalidInputError).violations).toEqual([
        { field: 'slug', description: expect.stringMatching(/^must be one path segment/) },
      ])
    }
    expect(sent).toEqual([])
  })

  it("reaches GET /v1/collections/slug/{slug} of the catalogue reader with { api: 'v1' }", async () => {
    const { visitor, sentTo } = setup()
    const fromV2 = await visitor.collections.getBySlug('sale')
    const fromV1 = await visitor.collections.getBySlug('sale', { api: 'v1' })
    expect(fromV1).toEqual(fromV2)
    const request = sentTo('/collections/slug/').at(-1)!
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe('/_api/catalog-reader-server/v1/collections/slug/sale')
    expect(request.url.searchParams.get('slug')).toBe('sale')
    await expect(visitor.collections.getBySlug('no such', { api: 'v1' })).rejects.toMatchObject({
      status: 404,
      code: 'COLLECTION_NOT_FOUND',
    })
    expect(sentTo('/collections/slug/').at(-1)?.url.pathname).toBe(
      '/_api/catalog-reader-server/v1/collections/slug/no%20such',
    )
  })

  it('sends the v1 call to the read-only host with the stores-reader prefix on the platform hosts', async () => {
    const { emulator } = setup()
    const { client, urls } = onPlatformHosts(emulator)
    await expect(client.collections.getBySlug('sale', { api: 'v1' })).resolves.toMatchObject({ slug: 'sale' })
    expect(urls).toEqual(['https://readonly.wixapis.com/stores-reader/v1/collections/slug/sale?slug=sale'])
  })

  it('refuses an api other than v1 and v2 before sending', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.collections.getBySlug('sale', { api: 'v3' as 'v1' }))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'options.api', description: 'must be "v1" or "v2"' },
    ])
    expect(sent).toEqual([])
  })
})
