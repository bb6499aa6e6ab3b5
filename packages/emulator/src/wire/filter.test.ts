import { describe, expect, it } from 'vitest'
import { compileFilter, type QueryFields } from './filter'
import type { JsonObject } from './json-body'
import { Violations } from './violations'

const FIELDS: QueryFields = {
  filter: {
    id: { path: 'id', kind: 'string' },
    price: { path: 'price.amount', kind: 'number' },
    created: { path: 'created', kind: 'date' },
    tags: { path: 'tags', kind: 'stringArray' },
    brand: { path: 'brand', kind: 'string' },
  },
  sort: [],
}

const ITEMS: JsonObject[] = [
  { id: 'a', price: { amount: 5 }, created: '2024-01-01T00:00:00.000Z', tags: ['red', 'big'], brand: 'Acme' },
  { id: 'b', price: { amount: 12 }, created: '2024-01-02T00:00:00Z', tags: [], brand: null },
  { id: 'c', price: { amount: 7 }, created: 'not a date', tags: ['small', null, ['red']] },
  { id: '5', price: { amount: 0 }, created: '2024-01-03T00:00:00.000Z', tags: ['blue'], brand: 'Zed' },
]

/** The ids of the items a filter keeps. */
function ids(filter: unknown): string[] {
  const violations = new Violations()
  const keep = compileFilter(filter, FIELDS, 'query.filter', violations)
  expect(violations.empty).toBe(true)
  return ITEMS.filter(keep).map((item) => item.id as string)
}

describe('$in and $hasSome', () => {
  it('keep the items whose value is one of thousands in the list, as `$eq` on each would', () => {
    const many = [...Array.from({ length: 5_000 }, (_, i) => `missing-${i}`), 'c', 'a']
    expect(ids({ id: { $in: many } })).toEqual(['a', 'c'])
    expect(ids({ $or: many.map((id) => ({ id })) })).toEqual(['a', 'c'])
    expect(ids({ id: { $in: many.slice(0, 5_000) } })).toEqual([])
  })

  it('compare by type: the number 5 is not the string "5", nor 7 the string "7"', () => {
    expect(ids({ id: { $in: [5] } })).toEqual([])
    expect(ids({ id: { $in: ['5'] } })).toEqual(['5'])
    expect(ids({ price: { $in: [7, 12, '5'] } })).toEqual(['b', 'c'])
    expect(ids({ price: { $in: [0] } })).toEqual(['5'])
  })

  it('compare dates as instants, whatever their spelling, and other strings as strings', () => {
    expect(ids({ created: { $in: ['2024-01-02T00:00:00.000Z', '2024-01-01T00:00:00Z'] } })).toEqual([
      'a',
      'b',
    ])
    expect(ids({ created: { $in: ['not a date'] } })).toEqual(['c'])
  })

  it('match any item of a list field, a null item by null, and a nested list by its items', () => {
    expect(ids({ tags: { $hasSome: ['big', 'blue'] } })).toEqual(['a', '5'])
    expect(ids({ tags: { $in: ['red'] } })).toEqual(['a', 'c'])
    expect(ids({ tags: { $hasSome: [null] } })).toEqual(['c'])
    expect(ids({ tags: { $hasSome: [] } })).toEqual([])
  })

  it('never match a missing or null field, even by null in the list', () => {
    expect(ids({ brand: { $in: ['Acme', null] } })).toEqual(['a'])
    expect(ids({ brand: { $in: [null] } })).toEqual([])
  })
})
