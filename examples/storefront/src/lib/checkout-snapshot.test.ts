import { describe, expect, it } from 'vitest'
import { type CheckoutSnapshot, confirmOrder } from './checkout-snapshot'

const started: CheckoutSnapshot = { checkoutId: 'chk-1', lines: [], totals: {} }

describe('the thank-you page’s word on an order', () => {
  it('confirms the order of the checkout this tab started once the platform deleted its cart', () => {
    expect(confirmOrder(started, null, '10001')).toBe('placed')
    // A new cart since (another tab added something): still not the checkout's cart.
    expect(confirmOrder(started, { checkoutId: null }, '10001')).toBe('placed')
    expect(confirmOrder(started, { checkoutId: 'chk-2' }, '10001')).toBe('placed')
  })

  it('confirms nothing on the URL’s word: no checkout started in this tab', () => {
    expect(confirmOrder(undefined, null, '99999')).toBe('unconfirmed')
    expect(confirmOrder(undefined, undefined, '99999')).toBe('unconfirmed')
  })

  it('confirms nothing while the checkout’s cart is still there (the checkout was left)', () => {
    expect(confirmOrder(started, { checkoutId: 'chk-1' }, '99999')).toBe('unconfirmed')
  })

  it('waits for the platform’s answer', () => {
    expect(confirmOrder(started, undefined, '10001')).toBe('checking')
  })

  it('keeps to the number it confirmed: a later link with another number is not that order', () => {
    const placed = { ...started, placed: '10001' }
    expect(confirmOrder(placed, { checkoutId: 'chk-9' }, '10001')).toBe('placed')
    expect(confirmOrder(placed, null, '99999')).toBe('unconfirmed')
    expect(confirmOrder(started, null, undefined)).toBe('unconfirmed')
  })
})
