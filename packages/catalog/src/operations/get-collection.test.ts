import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { onPlatformHosts, rejection, setup } from '../../test/helpers'

describe('collections.get', () => {
  it('reads a collection from the v2 collections service, the id repeated in the query', async () => {
    const { visitor, sentTo } = setup()
    const apparel = await visitor.collections.getBySlug('apparel')
    const collection = await visitor.collections.get(apparel.id)
    expect(collection).toMatchObject({ id: apparel.id, name: 'Apparel', slug: 'apparel', visible: true })
    expect(collection.numberOfProducts).toBeGreaterThan(0)
    expect(collection.media?.mainMedia?.image?.url).toMatch(/^http/)
    const request = sentTo(`/v2/collections/${apparel.id}`).at(-1)!
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe(`/v2/collections/${apparel.id}`)
    expect(request.url.searchParams.get('id')).toBe(apparel.id)
  })

  it('goes to the read-only host without a prefix on the platform hosts', async () => {
    const { emulator } = setup()
    const { client, urls } = onPlatformHosts(emulator)
    await expect(client.collections.get('00000000-000000-000000-000000000001')).resolves.toMatchObject({
      slug: 'all-products',
    })
    expect(urls).toEqual([
      'https://readonly.wixapis.com/v2/collections/00000000-000000-000000-000000000001?id=00000000-000000-000000-000000000001',
    ])
  })

  it('answers 404 for an unknown collection and checks the id first', async () => {
    const { visitor } = setup()
    const error = await rejection(visitor.collections.get('missing'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND' })
    expect(InvalidInputError.is(await rejection(visitor.collections.get('')))).toBe(true)
  })
})
