import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN, safeReturn } from './safe-return'

const SHOP = 'https://shop.example'

/** Where a browser on the shop goes when a page sends it to `target` (a link, `location`, a redirect). */
function whereTheBrowserGoes(target: string): string {
  return new URL(target, `${SHOP}/sign-in`).origin
}

describe('the way back after signing in', () => {
  it('keeps a place of this shop: path, query and hash', () => {
    expect(safeReturn('/products/classic-tee')).toBe('/products/classic-tee')
    expect(safeReturn('/search?q=mug&page=2#results', SHOP)).toBe('/search?q=mug&page=2#results')
    expect(safeReturn('/collections/apparel?size=M', SHOP)).toBe('/collections/apparel?size=M')
    expect(safeReturn(`${SHOP}/account?tab=orders`, SHOP)).toBe('/account?tab=orders')
    // The shop's own scheme without slashes is a path of the shop to a browser, too.
    expect(safeReturn('https:evil.example', SHOP)).toBe('/evil.example')
  })

  // Each reproduced on main: the browser strips tab, CR and LF and reads `\` as `/`, so these
  // paths were another site once the form or the hosted sign-in sent the shopper there.
  const hostile: [string, string][] = [
    ['tab', '/\t/evil.example/steal'],
    ['CR', '/\r/evil.example/steal'],
    ['LF', '/\n/evil.example/steal'],
    ['CR LF', '/\r\n/evil.example/steal'],
    ['tab + backslash', '/\t\\evil.example/steal'],
    ['leading tab', '\t//evil.example'],
    ['leading space', ' //evil.example'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['dot segment to //', '/.//evil.example'],
    ['dot-dot segment to //', '/x/..//evil.example'],
    ['absolute URL elsewhere', 'https://evil.example/'],
    ['same host, other scheme', 'http://shop.example/account'],
    ['same host, other port', 'https://shop.example:8443/account'],
    ['credentials', 'https://user:pass@shop.example/account'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['scheme-relative with tab inside the scheme', 'https:\t//evil.example'],
    ['empty', ''],
  ]

  it.each(hostile)('refuses %s, which leads to another site', (_name, target) => {
    expect(safeReturn(target, SHOP)).toBe(DEFAULT_RETURN)
    expect(safeReturn(target)).toBe(DEFAULT_RETURN)
  })

  it('answers only targets a browser opens on the shop', () => {
    for (const [, target] of hostile) {
      expect(whereTheBrowserGoes(safeReturn(target, SHOP))).toBe(SHOP)
    }
  })

  it('never returns a tab, CR or LF (a member redirected with one got a 500)', () => {
    for (const target of ['/account%0A', '/account\n', '/acc\rount', '/acc%0D%0Aount', '/a\tb']) {
      const place = safeReturn(target, SHOP)
      expect(place).not.toMatch(/[\t\r\n]/)
      expect(whereTheBrowserGoes(place)).toBe(SHOP)
    }
    // Encoded forms stay encoded: a path of this shop (a 404 at worst), never another site.
    expect(safeReturn('/%09/evil.example/steal', SHOP)).toBe('/%09/evil.example/steal')
    expect(safeReturn('/%2F%2Fevil.example', SHOP)).toBe('/%2F%2Fevil.example')
    expect(safeReturn('/%5Cevil.example', SHOP)).toBe('/%5Cevil.example')
  })

  it('refuses what is not a string, too long, or no URL at all', () => {
    for (const target of [undefined, null, `/${'a'.repeat(2001)}`, 'http://[::1', 'https://%%']) {
      expect(safeReturn(target, SHOP)).toBe(DEFAULT_RETURN)
    }
    expect(safeReturn('/account', 'not an origin')).toBe(DEFAULT_RETURN)
  })
})
