import { createClient, type Page, type QueryBuilder } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type Collection, type CollectionQueryFields, collections } from '../index'

describe('collections types', () => {
  it('queries collections over their fields only', () => {
    const client = createClient({ modules: { collections } })
    expectTypeOf(client.collections.query()).toEqualTypeOf<QueryBuilder<Collection, CollectionQueryFields>>()
    expectTypeOf(client.collections.query().find()).resolves.toEqualTypeOf<Page<Collection>>()
    client.collections.query().eq('slug', 'sale').gt('numberOfProducts', 0)
    // @ts-expect-error collections have no price
    client.collections.query().eq('price', 1)
    // @ts-expect-error numberOfProducts is a number
    client.collections.query().gt('numberOfProducts', '1')
  })

  it('requires a name to create and resolves writes to the collection', () => {
    const client = createClient({ modules: { collections } })
    // @ts-expect-error name is required
    void client.collections.create({ slug: 'x' })
    expectTypeOf(client.collections.update('id', { name: 'x' })).resolves.toEqualTypeOf<Collection>()
    expectTypeOf(client.collections.delete('id')).resolves.toBeVoid()
  })
})
