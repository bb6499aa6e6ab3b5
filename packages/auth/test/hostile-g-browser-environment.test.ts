/**
 * hostile-inputs.md, section G: the browser environment — blocked or full storage, disabled or
 * oversized cookies, and server-side rendering without `window` or `document`.
 */
import { createClient } from '@vitrine/core'
import { DEMO_CLIENT_ID } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BrowserOnlyError } from '../src/errors'
import { oauth } from '../src/session/oauth'
import { cookieStore, MAX_COOKIE_BYTES, MAX_COOKIES } from '../src/storage/cookie-store'
import { localStorageStore } from '../src/storage/local-storage-store'
import { FakeCookieDocument } from './fake-document'
import { FakeWebStorage } from './fake-web-storage'
import { HOST, setup, touch } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.resetModules()
})

function sessionOn(storage: Parameters<typeof oauth>[0]['storage']) {
  const { emulator } = setup()
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage })
  const client = createClient({ host: HOST, fetch: emulator.fetch, auth: session })
  return { emulator, session, client }
}

describe('hostile G: browser environment', () => {
  it('G1: localStorage that throws on read (blocked cookies) falls back to memory and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = new FakeWebStorage()
    storage.failReads = true
    vi.stubGlobal('localStorage', storage)
    const { emulator, session, client } = sessionOn(localStorageStore())
    await touch(client)
    await session.renewTokens()
    await touch(client)
    expect(session.role).toBe('visitor')
    expect(emulator.stats().tokenRequests).toMatchObject({ anonymous: 1, refresh_token: 1 })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('keeps its tokens in memory')
  })

  it('G1: localStorage that throws on write (quota, private mode) falls back to memory and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = new FakeWebStorage()
    storage.failWrites = true
    vi.stubGlobal('localStorage', storage)
    const { emulator, session, client } = sessionOn(localStorageStore())
    await touch(client)
    await session.renewTokens()
    await session.logout()
    await touch(client)
    expect(session.role).toBe('visitor')
    expect(emulator.stats().tokenRequests.anonymous).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('G1: a localStorage whose very access throws never crashes at import or creation', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const auth = await import('../src/index')
      const store = auth.localStorageStore()
      const { session, client } = sessionOn(store)
      await touch(client)
      expect(session.role).toBe('visitor')
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('G2: disabled cookies are detected by reading back: memory, one warning, the session still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const document = new FakeCookieDocument()
    document.disabled = true
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', new EventTarget())
    const { session, client } = sessionOn(cookieStore())
    await touch(client)
    await touch(client)
    expect(session.role).toBe('visitor')
    expect(document.writes.length).toBe(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('COOKIES_DISABLED')
  })

  it('G2: a cookie that would exceed 4096 bytes is refused with a typed error: memory, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const document = new FakeCookieDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', new EventTarget())
    const session = oauth({ clientId: DEMO_CLIENT_ID, storage: cookieStore() })
    // Tokens that fit no cookie, nor the continuations the store may add (see cookie-session.test.ts).
    const size = MAX_COOKIES * MAX_COOKIE_BYTES
    await session.setTokens({
      accessToken: { value: 'x'.repeat(size), expiresAt: 2_000_000_000 },
      refreshToken: { value: 'r', role: 'visitor' },
    })
    expect(document.writes).toEqual([])
    expect(session.getTokens().accessToken.value).toHaveLength(size)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('StorageError')
  })

  it('G3: without window or document, every export imports safely and storage defaults to memory', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const auth = await import('../src/index')
    expect(typeof auth.oauth).toBe('function')
    const session = auth.oauth({ clientId: DEMO_CLIENT_ID })
    createClient({ host: HOST, auth: session })
    await session.setTokens({
      accessToken: { value: 'a', expiresAt: 2_000_000_000 },
      refreshToken: { value: 'r', role: 'visitor' },
    })
    expect(session.role).toBe('visitor')
    const store = auth.localStorageStore()
    store.set(session.getTokens())
    expect(store.get()).toEqual(session.getTokens())
  })

  it('G3: browser-only flows throw a clear "browser only" error on a server', async () => {
    const { session } = setup()
    for (const call of [
      () => session.loginInBackground('session-token'),
      () => session.loginWithRedirect({ redirectUri: 'http://localhost:3000/callback' }),
      () => session.handleRedirect(),
    ]) {
      const error = await call().catch((e: unknown) => e)
      expect(BrowserOnlyError.is(error)).toBe(true)
      expect((error as Error).message).toMatch(/is browser only/)
    }
  })
})
