import { InvalidInputError } from '@vitrine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeCookieDocument } from '../../test/fake-document'
import { StorageError } from '../errors'
import type { Tokens } from '../tokens'
import { cookieStore, MAX_COOKIE_BYTES, MAX_COOKIES, readCookie } from './cookie-store'

const tokens: Tokens = {
  accessToken: { value: 'access-1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'refresh-1', role: 'visitor' },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function browser(protocol = 'https:'): FakeCookieDocument {
  const document = new FakeCookieDocument()
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('location', { protocol })
  return document
}

describe('cookieStore() on a server', () => {
  it('reads the tokens from the request’s Cookie header', () => {
    const header = `theme=dark; vitrine_session=${encodeURIComponent(JSON.stringify(tokens))}; other=1`
    expect(cookieStore({ cookie: header }).get()).toEqual(tokens)
  })

  it('reads nothing from a missing, empty or junk cookie', () => {
    expect(cookieStore({ cookie: null }).get()).toBeUndefined()
    expect(cookieStore({ cookie: '' }).get()).toBeUndefined()
    expect(cookieStore({ cookie: 'vitrine_session=%E0%A4%A' }).get()).toBeUndefined()
    expect(cookieStore({ cookie: 'vitrine_session={"accessToken":' }).get()).toBeUndefined()
  })

  it('gives the Set-Cookie header of what the session wrote: path, lifetime, SameSite=Lax, Secure', () => {
    const store = cookieStore({ cookie: null, name: 'shop', days: 7 })
    expect(store.setCookieHeader()).toBeUndefined()
    store.set(tokens)
    const header = store.setCookieHeader() ?? ''
    expect(
      header.startsWith(
        `shop=${encodeURIComponent(JSON.stringify(tokens))}; Path=/; Max-Age=604800; Expires=`,
      ),
    ).toBe(true)
    expect(header).toMatch(/; SameSite=Lax; Secure$/)
    expect(store.get()).toEqual(tokens)
    store.remove()
    expect(store.setCookieHeader()).toMatch(/^shop=; Path=\/; Max-Age=0; Expires=.*; SameSite=Lax; Secure$/)
    expect(store.get()).toBeUndefined()
  })

  it('clamps days to 400; a lifetime that is not a positive number of at least one second is refused (issue 12: never a session cookie, never Max-Age=0)', () => {
    const long = cookieStore({ cookie: null, days: 10_000 })
    long.set(tokens)
    expect(long.setCookieHeader()).toContain(`Max-Age=${400 * 86_400};`)
    for (const days of [-5, -1, 0, 1e-6, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cookieStore({ cookie: null, days })).toThrow(
        /"days" must be a number of days of at least one second/,
      )
    }
    const second = cookieStore({ cookie: null, days: 1 / 86_400 })
    second.set(tokens)
    expect(second.setCookieHeader()).toContain('; Max-Age=1;')
  })

  it('refuses a cookie over 4096 bytes with a typed error', () => {
    const store = cookieStore({ cookie: null })
    const big: Tokens = {
      ...tokens,
      accessToken: { value: 'x'.repeat(MAX_COOKIES * MAX_COOKIE_BYTES), expiresAt: 1 },
    }
    let error: unknown
    try {
      store.set(big)
    } catch (e) {
      error = e
    }
    expect(StorageError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'COOKIE_TOO_LARGE' })
    expect(store.setCookieHeader()).toBeUndefined()
  })

  it('refuses names and attributes that would break the header, naming the option', () => {
    expect(() => cookieStore({ name: 'a b' })).toThrow(InvalidInputError)
    expect(() => cookieStore({ name: 'a;b' })).toThrow(/"name"/)
    expect(() => cookieStore({ path: '/x; Domain=evil.example' })).toThrow(/"path"/)
    expect(() => cookieStore({ path: 'relative' })).toThrow(/"path"/)
    expect(() => cookieStore({ domain: 'a.example; Secure' })).toThrow(/"domain"/)
    expect(() => cookieStore({ days: '30' as unknown as number })).toThrow(/"days"/)
  })
})

describe('cookieStore() in a browser', () => {
  it('writes document.cookie with Secure on https, and reads it back', () => {
    const document = browser('https:')
    const store = cookieStore({ name: 'sess', path: '/shop', domain: 'shop.example' })
    store.set(tokens)
    expect(document.writes[0]).toMatch(
      /^sess=.*; Path=\/shop; Domain=shop\.example; Max-Age=2592000; Expires=.*; SameSite=Lax; Secure$/,
    )
    expect(store.get()).toEqual(tokens)
    expect(store.setCookieHeader()).toBeUndefined()
    store.remove()
    expect(store.get()).toBeUndefined()
  })

  it('leaves out Secure on plain http', () => {
    const document = browser('http:')
    cookieStore().set(tokens)
    expect(document.writes[0]).not.toContain('Secure')
  })

  it('detects disabled cookies by reading back', () => {
    const document = browser()
    document.disabled = true
    expect(() => cookieStore().set(tokens)).toThrow(expect.objectContaining({ code: 'COOKIES_DISABLED' }))
  })
})

describe('readCookie()', () => {
  it('finds a cookie among others, trimming spaces, and ignores look-alike names', () => {
    expect(readCookie('a=1; ab=2;  b = 3', 'b')).toBe('3')
    expect(readCookie('xa=1', 'a')).toBeUndefined()
    expect(readCookie(undefined, 'a')).toBeUndefined()
  })
})
