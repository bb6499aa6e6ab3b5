import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'
import { config as proxyConfig } from '../proxy'
import {
  contentSecurityPolicy,
  FIXED_HEADER_PATHS,
  headerRules,
  NONCE_PAGES,
  newNonce,
  policyPlatform,
  securityHeaders,
  takesNonce,
} from './security-headers'

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

describe('who sets the headers: next.config for prerendered pages, the proxy for the others', () => {
  // Next.js matches `headers()` sources and the proxy's matcher with its own path matcher.
  const fixed = getPathMatch(FIXED_HEADER_PATHS, { strict: true })
  const proxied = proxyConfig.matcher.map((source) => getPathMatch(source, { strict: true }))
  const byProxy = (path: string) => proxied.some((match) => match(path) !== false)

  it('gives every page exactly one of the two, and the proxy the pages that take a nonce', () => {
    const prerendered = [
      '/',
      '/products/classic-tee',
      '/collections/apparel',
      '/search',
      '/register',
      '/no-such-page',
    ]
    for (const path of prerendered) {
      expect(fixed(path), path).not.toBe(false)
      expect(byProxy(path), path).toBe(false)
    }
    for (const page of NONCE_PAGES) {
      expect(byProxy(page), page).toBe(true)
      expect(fixed(page), page).toBe(false)
      // A path below one of them (a 404) is the proxy's too, without a nonce.
      expect(byProxy(`${page}/x`), page).toBe(true)
      expect(fixed(`${page}/x`), page).toBe(false)
    }
    // Lookalikes of a nonce page are prerendered pages.
    expect(fixed('/accounts')).not.toBe(false)
    expect(byProxy('/accounts')).toBe(false)
  })

  it('leaves the build’s files, the API routes and the metadata files alone', () => {
    for (const path of [
      '/_next/static/chunks/a.js',
      '/api/session',
      '/api/webhooks',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
    ]) {
      expect(fixed(path), path).toBe(false)
      expect(byProxy(path), path).toBe(false)
    }
  })

  it('sends the prerendered pages the policy without a nonce, and HSTS behind an https proxy only', () => {
    const [plain, secure] = headerRules({ platform: 'https://www.wixapis.com' })
    const headers = (rule: typeof plain) => new Map(rule?.headers.map(({ key, value }) => [key, value]))
    expect(plain?.has).toBeUndefined()
    expect(headers(plain).get('Content-Security-Policy')).toBe(
      contentSecurityPolicy({ platform: 'https://www.wixapis.com', https: false }),
    )
    expect(headers(plain).has('Strict-Transport-Security')).toBe(false)
    expect(secure?.source).toBe(plain?.source)
    const condition = secure?.has?.[0]
    expect(condition?.key).toBe('x-forwarded-proto')
    const value = new RegExp(`^(?:${condition?.value})$`)
    expect(['https', 'https,http'].every((v) => value.test(v))).toBe(true)
    expect(['http', 'xhttps', 'http,https'].some((v) => value.test(v))).toBe(false)
    expect(headers(secure).get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(headers(secure).get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
    expect(headerRules({ platform: 'https://www.wixapis.com', dev: true })[0]?.headers[0]?.value).toContain(
      `'unsafe-eval'`,
    )
  })

  it('names the platform exactly, or any port of this machine’s address for a build on the emulator', () => {
    expect(policyPlatform('https://www.wixapis.com')).toBe('https://www.wixapis.com')
    expect(policyPlatform('https://www.wixapis.com/')).toBe('https://www.wixapis.com')
    expect(policyPlatform('http://127.0.0.1:4010')).toBe('http://127.0.0.1:*')
    expect(policyPlatform('http://localhost:39111')).toBe('http://localhost:*')
    expect(policyPlatform('http://emulator.internal:4010')).toBe('http://emulator.internal:4010')
  })
})
