import { describe, expect, it } from 'vitest'
import { quantityProblem, readQuantity } from './quantity'

describe('a quantity field, read when the shopper is done typing', () => {
  it('reads what was typed after clearing the field: 3, not 13', () => {
    expect(readQuantity('3', 10)).toEqual({ kind: 'quantity', quantity: 3, capped: false })
    expect(readQuantity('13', 40)).toEqual({ kind: 'quantity', quantity: 13, capped: false })
    expect(readQuantity(' 7 ', 10)).toEqual({ kind: 'quantity', quantity: 7, capped: false })
  })

  it('keeps an empty field empty: it never silently becomes 1', () => {
    expect(readQuantity('', 10)).toEqual({ kind: 'empty' })
    expect(readQuantity('   ', 10)).toEqual({ kind: 'empty' })
  })

  it('refuses what is not a whole number of at least 1', () => {
    for (const text of [
      '0',
      '-2',
      '1.5',
      '2e3',
      'e',
      '+3',
      '0x10',
      '３',
      '1 2',
      '999999999',
      'NaN',
      'Infinity',
    ])
      expect(readQuantity(text, 10), text).toEqual({ kind: 'invalid' })
  })

  it('lowers a quantity above the stock to the stock, and says it did', () => {
    expect(readQuantity('5', 3)).toEqual({ kind: 'quantity', quantity: 3, capped: true })
    expect(readQuantity('3', 3)).toEqual({ kind: 'quantity', quantity: 3, capped: false })
    // Nothing left to add still reads as at most 1 (the button says why it cannot add).
    expect(readQuantity('4', 0)).toEqual({ kind: 'quantity', quantity: 1, capped: true })
  })

  it('says which quantities are possible', () => {
    expect(quantityProblem(3)).toBe('Enter a quantity from 1 to 3.')
    expect(quantityProblem(1)).toBe('Enter 1 as the quantity.')
    expect(quantityProblem(0)).toBe('Enter 1 as the quantity.')
  })
})
