import { InvalidInputError } from '@vitrine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeWebStorage } from '../../test/fake-web-storage'
import type { Tokens } from '../tokens'
import { localStorageStore } from './local-storage-store'

const tokens: Tokens = {
  accessToken: { value: 'access-1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'refresh-1', role: 'member' },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('localStorageStore()', () => {
  it('keeps tokens as JSON under its key', () => {
    const storage = new FakeWebStorage()
    vi.stubGlobal('localStorage', storage)
    const store = localStorageStore({ key: 'shop.session' })
    expect(store.key).toBe('localStorage:shop.session')
    store.set(tokens)
    expect(JSON.parse(storage.getItem('shop.session') ?? 'null')).toEqual(tokens)
    expect(store.get()).toEqual(tokens)
    store.remove()
    expect(storage.getItem('shop.session')).toBeNull()
    expect(store.get()).toBeUndefined()
  })

  it('reads junk as no tokens, and only the known fields of a stored pair', () => {
    const storage = new FakeWebStorage()
    vi.stubGlobal('localStorage', storage)
    const store = localStorageStore()
    storage.setItem('vitrine.session', '{not json')
    expect(store.get()).toBeUndefined()
    storage.setItem('vitrine.session', '[1,2]')
    expect(store.get()).toBeUndefined()
    storage.setItem(
      'vitrine.session',
      '{"accessToken":{"value":"a","expiresAt":"soon","extra":1},"refreshToken":{"value":"r","role":"admin"},"__proto__":{"x":1}}',
    )
    expect(store.get()).toEqual({
      accessToken: { value: 'a', expiresAt: 0 },
      refreshToken: { value: 'r', role: 'visitor' },
    })
  })

  it('keeps tokens in memory where there is no localStorage (server-side rendering)', () => {
    const store = localStorageStore()
    store.set(tokens)
    expect(store.get()).toEqual(tokens)
    store.remove()
    expect(store.get()).toBeUndefined()
  })

  it('tells its subscriber about storage events for its key only', () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const listener = vi.fn()
    const stop = localStorageStore({ key: 'k' }).subscribe?.(listener)
    const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }))
    fire('other')
    fire('k')
    fire(null)
    stop?.()
    fire('k')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('refuses an empty key', () => {
    expect(() => localStorageStore({ key: '' })).toThrow(InvalidInputError)
  })
})
