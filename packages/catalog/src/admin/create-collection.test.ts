import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { deepFreeze, rejection, setup } from '../../test/helpers'
import type { CollectionInput } from '../index'

describe('collections.create', () => {
  it('creates a collection and resolves to it', async () => {
    const { owner, visitor, sentTo } = setup()
    const input = deepFreeze({ name: 'Summer', slug: 'summer', description: 'Sun' })
    const collection = await owner.collections.create(input)
    expect(collection).toMatchObject({
      name: 'Summer',
      slug: 'summer',
      description: 'Sun',
      numberOfProducts: 0,
    })
    const request = sentTo('/v1/collections').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/_api/catalog-server/v1/collections')
    expect(JSON.parse(request.body!)).toEqual({ collection: input })
    expect((await visitor.collections.getBySlug('summer')).id).toBe(collection.id)
  })

  it('reports a taken slug (409) and the platform violations, named as the caller named them', async () => {
    const { owner } = setup()
    const taken = await rejection(owner.collections.create({ name: 'Sale again', slug: 'sale' }))
    expect(ApplicationError.is(taken)).toBe(true)
    expect(taken).toMatchObject({ status: 409, code: 'DUPLICATE_SLUG' })
    const invalid = await rejection(owner.collections.create({ name: 'n'.repeat(51), slug: 'Upper' }))
    expect(ValidationError.is(invalid)).toBe(true)
    expect((invalid as ValidationError).violations.map((v) => v.field)).toEqual([
      'collection.name',
      'collection.slug',
    ])
  })

  it('checks the name and slug before sending', async () => {
    const { owner, sent } = setup()
    const error = await rejection(
      owner.collections.create({ name: '', slug: 'has space' } as CollectionInput),
    )
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations.map((v) => v.field)).toEqual([
      'collection.name',
      'collection.slug',
    ])
    expect(sent).toEqual([])
  })

  it('is for the owner: a visitor gets 403', async () => {
    const { visitor } = setup()
    await expect(visitor.collections.create({ name: 'X' })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })
})
