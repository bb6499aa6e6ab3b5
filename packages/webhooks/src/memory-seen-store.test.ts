import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { memorySeenStore } from './index'

test('add answers true for a new id, false for a known one; delete forgets', () => {
  const store = memorySeenStore()
  expect(store.add('a')).toBe(true)
  expect(store.add('a')).toBe(false)
  store.delete('a')
  expect(store.add('a')).toBe(true)
})

test('is bounded: the least recently seen id is forgotten first', () => {
  const store = memorySeenStore({ maxEntries: 3 })
  for (const id of ['a', 'b', 'c']) store.add(id)
  expect(store.add('a')).toBe(false) // 'a' is now the most recent
  store.add('d') // evicts 'b'
  expect(store.add('c')).toBe(false)
  expect(store.add('a')).toBe(false)
  expect(store.add('b')).toBe(true)
})

test('holds many ids without growing past its bound', () => {
  const store = memorySeenStore({ maxEntries: 100 })
  for (let i = 0; i < 10_000; i++) store.add(`id-${i}`)
  expect(store.add('id-9999')).toBe(false)
  expect(store.add('id-0')).toBe(true)
})

describe('expiry: an id is kept while the token that carried it is accepted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const inSeconds = (seconds: number): Date => new Date(Date.now() + seconds * 1000)

  test('an id is a duplicate until its expiry, then new again', () => {
    const store = memorySeenStore()
    expect(store.add('a', inSeconds(60))).toBe(true)
    vi.setSystemTime(Date.now() + 59_000)
    expect(store.add('a', inSeconds(1))).toBe(false)
    vi.setSystemTime(Date.now() + 61_000)
    expect(store.add('a', inSeconds(60))).toBe(true)
  })

  test('a duplicate carried by a later token extends the expiry; an earlier one never shortens it', () => {
    const store = memorySeenStore()
    store.add('a', inSeconds(60))
    expect(store.add('a', inSeconds(600))).toBe(false) // a redelivery re-signed later
    expect(store.add('a', inSeconds(1))).toBe(false)
    vi.setSystemTime(Date.now() + 300_000)
    expect(store.add('a', inSeconds(1))).toBe(false) // still within the later token's lifetime
  })

  test('expired ids are dropped as new ones come in: they take no room from live ids', () => {
    const store = memorySeenStore({ maxEntries: 2 })
    store.add('a', inSeconds(1))
    store.add('b', inSeconds(1))
    vi.setSystemTime(Date.now() + 2000)
    store.add('c', inSeconds(3600))
    store.add('d', inSeconds(3600))
    expect(store.add('c', inSeconds(3600))).toBe(false)
    expect(store.add('d', inSeconds(3600))).toBe(false)
  })

  test('with too many live ids, the least recently seen is forgotten (size it above deliveries per maxExpiresIn)', () => {
    const store = memorySeenStore({ maxEntries: 2 })
    for (const id of ['a', 'b', 'c']) store.add(id, inSeconds(3600))
    expect(store.add('b', inSeconds(3600))).toBe(false)
    expect(store.add('c', inSeconds(3600))).toBe(false)
    expect(store.add('a', inSeconds(3600))).toBe(true)
  })
})
