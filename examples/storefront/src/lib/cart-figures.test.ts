import { describe, expect, it } from 'vitest'
import { cartFigures, lineTotal } from './cart-figures'

const usd = (value: number) => ({ amount: value.toFixed(2), formattedAmount: `$${value.toFixed(2)}` })

/** A line of $18 each, as the platform priced it at `confirmed` units, now showing `quantity`. */
const tote = (quantity: number, confirmed = quantity) => ({
  quantity,
  price: usd(18),
  lineItemPrice: usd(18 * confirmed),
  availability: { status: 'AVAILABLE' },
})

describe('a line total while the quantity changes', () => {
  it('follows the quantity at once, from the unit price, marked as estimating', () => {
    expect(lineTotal(tote(3, 1), false, 'USD')).toEqual({ text: '$54.00', estimating: true })
  })

  it('is the platform’s figure once it answered', () => {
    expect(lineTotal(tote(3), true, 'USD')).toEqual({ text: '$54.00', estimating: false })
    // A price the platform computed differently (a line discount) wins once settled.
    expect(lineTotal({ quantity: 2, price: usd(10), lineItemPrice: usd(18) }, true, 'USD')).toEqual({
      text: '$18.00',
      estimating: false,
    })
  })

  it('is not marked when the other lines are the ones changing', () => {
    expect(lineTotal(tote(2), false, 'USD')).toEqual({ text: '$36.00', estimating: false })
  })

  it('is unknown, not a wrong amount, for a line still being added', () => {
    expect(lineTotal({ quantity: 1 }, false, 'USD')).toEqual({ text: undefined, estimating: true })
  })

  it('reads no amount that is not a number', () => {
    expect(lineTotal({ quantity: 2, price: { amount: 'abc' } }, false, 'USD').text).toBeUndefined()
  })
})

describe('the cart’s totals while a quantity changes', () => {
  const summary = {
    subtotal: usd(54),
    discount: usd(5.4),
    shipping: usd(15),
    tax: usd(4.37),
    total: usd(67.97),
  }

  it('are the platform’s once it answered for the cart as it is', () => {
    expect(cartFigures([tote(3)], summary, true, 'USD')).toEqual({
      subtotal: { text: '$54.00', estimating: false },
      total: { text: '$67.97', estimating: false },
    })
  })

  it('move with the quantity at once, estimating: the discount and tax scale, shipping stays', () => {
    // 4 × $18 = $72: discount 5.40 × 72/54 = 7.20, tax 4.37 × 72/54 = 5.83 (rounded).
    expect(cartFigures([tote(4, 3)], summary, false, 'USD')).toEqual({
      subtotal: { text: '$72.00', estimating: true },
      total: { text: `$${(72 - 7.2 + 15 + 5.83).toFixed(2)}`, estimating: true },
    })
  })

  it('never show “—” before the first estimate: the items alone, estimating', () => {
    expect(cartFigures([tote(2), { quantity: 1, price: usd(9.5) }], undefined, false, 'USD')).toEqual({
      subtotal: { text: '$45.50', estimating: true },
      total: { text: '$45.50', estimating: true },
    })
  })

  it('leave out lines that cannot be bought, as the platform does', () => {
    const gone = { quantity: 2, price: usd(100), availability: { status: 'NOT_AVAILABLE' } }
    expect(cartFigures([tote(1), gone], undefined, false, 'USD').subtotal.text).toBe('$18.00')
  })

  it('are unknown while a line without a price is being added', () => {
    expect(cartFigures([tote(1), { quantity: 1 }], summary, false, 'USD').total).toEqual({
      text: undefined,
      estimating: true,
    })
  })

  it('keep the platform’s last figures, estimating, when the items did not change', () => {
    expect(cartFigures([tote(3)], summary, false, 'USD').total).toEqual({ text: '$67.97', estimating: true })
  })
})
