import { describe, expect, it } from 'vitest'
import type { Tokens } from '../tokens'
import { memoryStorage } from './memory-storage'

const tokens: Tokens = {
  accessToken: { value: 'a', expiresAt: 10 },
  refreshToken: { value: 'r', role: 'visitor' },
}

describe('memoryStorage()', () => {
  it('keeps copies: neither the caller’s object nor the returned one reaches inside', () => {
    const store = memoryStorage()
    expect(store.get()).toBeUndefined()
    const mine = structuredClone(tokens)
    store.set(mine)
    mine.accessToken.value = 'changed'
    const read = store.get() as Tokens
    expect(read).toEqual(tokens)
    read.refreshToken.role = 'member'
    expect(store.get()).toEqual(tokens)
    store.remove()
    expect(store.get()).toBeUndefined()
  })

  it('starts with initial tokens', () => {
    expect(memoryStorage(tokens).get()).toEqual(tokens)
  })
})
