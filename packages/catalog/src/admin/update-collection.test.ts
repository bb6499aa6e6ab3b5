import type { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { rejection, setup } from '../../test/helpers'

describe('collections.update', () => {
  it('changes the fields given, sending the id inside the collection', async () => {
    const { owner, sentTo } = setup()
    const sale = await owner.collections.getBySlug('sale')
    const updated = await owner.collections.update(sale.id, { name: 'Big sale' })
    expect(updated).toMatchObject({ id: sale.id, name: 'Big sale', slug: 'sale' })
    const request = sentTo(`/v1/collections/${sale.id}`).at(-1)!
    expect(request.method).toBe('PATCH')
    expect(JSON.parse(request.body!)).toEqual({ collection: { name: 'Big sale', id: sale.id } })
  })

  it('answers 404, 403 and 409 as the platform does', async () => {
    const { owner, visitor } = setup()
    const sale = await owner.collections.getBySlug('sale')
    await expect(owner.collections.update('missing', { name: 'x' })).rejects.toMatchObject({ status: 404 })
    await expect(visitor.collections.update(sale.id, { name: 'x' })).rejects.toMatchObject({ status: 403 })
    await expect(owner.collections.update(sale.id, { slug: 'apparel' })).rejects.toMatchObject({
      status: 409,
      code: 'DUPLICATE_SLUG',
    })
  })

  it('refuses an empty change before sending', async () => {
    const { owner, sent } = setup()
    const error = await rejection(owner.collections.update('c', {}))
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'collection', description: 'must change at least one field' },
    ])
    expect(sent).toEqual([])
  })
})
