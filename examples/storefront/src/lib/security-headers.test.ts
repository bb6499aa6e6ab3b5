import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, NONCE_PAGES, newNonce, securityHeaders, takesNonce } from './security-headers'

const PLATFORM = 'http://127.0.0.1:4010'

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('the security headers of an HTML answer', () => {
  it('lets only the nonce’s scripts run on a page rendered per request, and what they load', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', platform: PLATFORM, https: false }))
    expect(policy.get('script-src')).toEqual([`'nonce-abc123'`, `'strict-dynamic'`])
    expect(policy.get('object-src')).toEqual([`'none'`])
    expect(policy.get('base-uri')).toEqual([`'none'`])
    expect(policy.get('frame-ancestors')).toEqual([`'none'`])
    expect(policy.get('form-action')).toEqual([`'self'`])
    expect(policy.get('connect-src')).toEqual([`'self'`, PLATFORM])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('gives a prerendered page no nonce (it has none) but no other origin’s script, no eval', () => {
    const policy = directives(contentSecurityPolicy({ platform: PLATFORM, https: false }))
    expect(policy.get('script-src')).toEqual([`'self'`, `'unsafe-inline'`])
    expect(policy.get('frame-ancestors')).toEqual([`'none'`])
    expect(policy.get('object-src')).toEqual([`'none'`])
  })

  it('allows eval in development only (React’s error overlay)', () => {
    expect(contentSecurityPolicy({ nonce: 'n', platform: PLATFORM, https: false, dev: true })).toContain(
      `'unsafe-eval'`,
    )
    expect(contentSecurityPolicy({ nonce: 'n', platform: PLATFORM, https: false })).not.toContain(
      'unsafe-eval',
    )
  })

  it('sends HSTS and upgrades plain-http requests over https only', () => {
    const plain = new Map(securityHeaders({ platform: PLATFORM, https: false }))
    expect(plain.has('Strict-Transport-Security')).toBe(false)
    const secure = new Map(securityHeaders({ platform: 'https://www.wixapis.com', https: true }))
    expect(secure.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(secure.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
    for (const headers of [plain, secure]) {
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('X-Frame-Options')).toBe('DENY')
      expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\)/)
    }
  })

  it('puts a nonce on the pages rendered per request only', () => {
    for (const page of NONCE_PAGES) {
      expect(takesNonce(page)).toBe(true)
      expect(takesNonce(`${page}/`)).toBe(true)
    }
    for (const page of [
      '/',
      '/products/classic-tee',
      '/collections/apparel',
      '/search',
      '/register',
      '/sign-in/x',
    ])
      expect(takesNonce(page)).toBe(false)
  })

  it('makes a new, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
