import { describe, expect, it } from 'vitest'
import { FirstLines } from './desired-product'

describe('FirstLines', () => {
  it('keeps the first line of 200 000 keys of three kinds, tells them apart, and knows unnamed keys', () => {
    const lines = new FirstLines()
    for (let i = 0; i < 200_000; i++) lines.set({ by: 'slug', value: `item-${i}` }, i + 2)
    lines.set({ by: 'sku', value: 'item-7' }, 5)
    lines.note({ by: 'id', value: 'item-7' })
    lines.note({ by: 'slug', value: 'item-7' }) // already named: its line stays

    expect(lines.get({ by: 'slug', value: 'item-0' })).toBe(2)
    expect(lines.get({ by: 'slug', value: 'item-7' })).toBe(9)
    expect(lines.get({ by: 'slug', value: 'item-199999' })).toBe(200_001)
    expect(lines.get({ by: 'sku', value: 'item-7' })).toBe(5)
    expect(lines.get({ by: 'id', value: 'item-7' })).toBe(0)
    expect(lines.has({ by: 'id', value: 'item-8' })).toBe(false)
    expect(lines.get({ by: 'slug', value: 'item-200000' })).toBeUndefined()
    expect(lines.has({ by: 'slug', value: '' })).toBe(false)
  })
})
