import { describe, expect, it } from 'vitest'
import { shareStructure } from './share-structure'

describe('shareStructure', () => {
  it('keeps the previous references of equal parts, Dates and NaN included', () => {
    const previous = { a: { when: new Date(1), price: Number.NaN }, b: [{ id: 1 }, { id: 2 }] }
    const next = { a: { when: new Date(1), price: Number.NaN }, b: [{ id: 1 }, { id: 3 }] }
    const shared = shareStructure(previous, next)
    expect(shared).toEqual(next)
    expect(shared.a).toBe(previous.a)
    expect(shared.b[0]).toBe(previous.b[0])
    expect(shared.b[1]).toBe(next.b[1])
    expect(shareStructure(previous, structuredClone(previous))).toBe(previous)
  })

  it('sees added, removed and changed keys, and class instances as new', () => {
    expect(shareStructure({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined })
    expect(shareStructure({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 })
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3])
    const map = new Map()
    expect(shareStructure(new Map(), map)).toBe(map)
    expect(shareStructure({ when: new Date(1) }, { when: new Date(2) }).when.getTime()).toBe(2)
  })

  it('copies a __proto__ key as data', () => {
    const next = JSON.parse('{"__proto__":{"x":1},"y":2}') as Record<string, unknown>
    const shared = shareStructure({ y: 1 }, next)
    expect(Object.hasOwn(shared, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype)
  })
})
