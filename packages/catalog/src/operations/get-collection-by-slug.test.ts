import { ApplicationError, type InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { rejection, setup } from '../../test/helpers'

describe('collections.getBySlug', () => {
  it('reads a collection by slug (v2), the slug repeated in the query', async () => {
    const { visitor, sentTo } = setup()
    const sale = await visitor.collections.getBySlug('sale')
    expect(sale).toMatchObject({ slug: 'sale', name: 'Sale' })
    const request = sentTo('/v2/collections/slug/').at(-1)!
    expect(request.url.pathname).toBe('/v2/collections/slug/sale')
    expect(request.url.searchParams.get('slug')).toBe('sale')
  })

  it('answers 404 for an unknown slug, encodes delimiters, checks the slug first', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.collections.getBySlug('no/such?slug'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND' })
    expect(sent.at(-1)?.url.pathname).toBe('/v2/collections/slug/no%2Fsuch%3Fslug')
    sent.length = 0
    const invalid = await rejection(visitor.collections.getBySlug(''))
    expect((invalid as InvalidInputError).violations).toEqual([
      { field: 'slug', description: 'must not be empty' },
    ])
    expect(sent).toEqual([])
  })
})
