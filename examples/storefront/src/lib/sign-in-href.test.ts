import { describe, expect, it } from 'vitest'
import { safeReturn } from './safe-return'
import { signInHref } from './sign-in-href'

describe('the sign-in link carries the way back', () => {
  it('names the page the shopper is on, query and all, and signing in returns there', () => {
    const href = signInHref('/products/classic-tee?size=M&color=Navy')
    expect(href).toBe('/sign-in?returnTo=%2Fproducts%2Fclassic-tee%3Fsize%3DM%26color%3DNavy')
    const back = new URL(href, 'http://shop.test').searchParams.get('returnTo')
    expect(safeReturn(back)).toBe('/products/classic-tee?size=M&color=Navy')
    expect(signInHref('/')).toBe('/sign-in?returnTo=%2F')
    expect(signInHref('/search?q=mug#results')).toBe('/sign-in?returnTo=%2Fsearch%3Fq%3Dmug')
  })

  it('from the sign-in pages themselves, it is plain /sign-in (no loop back to a form)', () => {
    for (const page of [
      '/sign-in',
      '/sign-in?returnTo=%2Faccount',
      '/register',
      '/reset-password?x=1',
      '/callback',
    ])
      expect(signInHref(page)).toBe('/sign-in')
  })

  it('never carries another site', () => {
    for (const hostile of ['//evil.example/steal', 'https://evil.example/', 'javascript:alert(1)', ''])
      expect(signInHref(hostile)).toBe('/sign-in?returnTo=%2F')
  })
})
