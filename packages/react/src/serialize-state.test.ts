import { describe, expect, it } from 'vitest'
import { parseState, serializeState } from './serialize-state'

describe('serializeState / parseState', () => {
  it('round-trips Dates, NaN and ±Infinity that plain JSON loses', () => {
    const value = {
      lastUpdated: new Date('2025-05-01T10:00:00.000Z'),
      invalid: new Date('nope'),
      price: {
        price: Number.NaN,
        weight: Number.POSITIVE_INFINITY,
        cost: Number.NEGATIVE_INFINITY,
        zero: -0,
      },
      list: [new Date(0), 1, 'two', null],
    }
    const back = parseState<typeof value>(serializeState(value))
    expect(back.lastUpdated).toEqual(value.lastUpdated)
    expect(back.lastUpdated).toBeInstanceOf(Date)
    expect(Number.isNaN(back.invalid.getTime())).toBe(true)
    expect(back.price.price).toBeNaN()
    expect(back.price.weight).toBe(Number.POSITIVE_INFINITY)
    expect(back.price.cost).toBe(Number.NEGATIVE_INFINITY)
    expect(back.list).toEqual([new Date(0), 1, 'two', null])
  })

  it('keeps data that looks like a tag, and query filters with $ keys, as they were', () => {
    const value = {
      fake: { $vitrine: 'date', v: '2020-01-01T00:00:00.000Z' },
      filter: { $and: [{ name: { $startsWith: 'Sh' } }, { $$weird: 1 }] },
    }
    expect(parseState(serializeState(value))).toEqual(value)
  })

  it('is safe inside a <script> element: data cannot close it or open a comment', () => {
    const text = serializeState({
      name: '</script><script>alert(1)</script><!--',
      sep: '\u2028\u2029',
      amp: 'a&b',
    })
    expect(text).not.toMatch(/[<>\u2028\u2029&]/)
    expect(parseState(text)).toEqual({
      name: '</script><script>alert(1)</script><!--',
      sep: '\u2028\u2029',
      amp: 'a&b',
    })
  })

  it('turns a __proto__ key into data, never a prototype', () => {
    const back = parseState<Record<string, unknown>>(
      serializeState(JSON.parse('{"a":{"__proto__":{"polluted":true},"$x":1}}')),
    )
    const a = back['a'] as Record<string, unknown>
    expect(Object.hasOwn(a, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(a['$x']).toBe(1)
  })

  it('serialises undefined as null, like JSON', () => {
    expect(parseState(serializeState(undefined))).toBeNull()
  })
})
