import { expect, test } from 'vitest'
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
