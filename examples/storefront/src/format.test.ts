// @vitest-environment jsdom
import { oauth } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { choiceAvailable, choiceName, money, plainText, selectedVariant, timeSlot } from './format'

const emulator = createEmulator()
const client = createClient({
  host: emulator.origin,
  fetch: emulator.fetch,
  auth: oauth({ clientId: DEMO_CLIENT_ID }),
  modules: { products },
})
const tee = (await client.products.query().eq('slug', 'classic-tee').find()).items[0]!

describe('the product page logic', () => {
  it('finds the variant of a full choice, and none of a partial one', () => {
    expect(selectedVariant(tee, { Size: 'M' })).toBeUndefined()
    const variant = selectedVariant(tee, { Size: 'M', Color: 'Black' })
    expect(variant?.choices).toEqual({ Size: 'M', Color: 'Black' })
    expect(selectedVariant(tee, { Size: 'M', Color: 'Purple' })).toBeUndefined()
  })

  it('names colour choices by their name, not their hex value', () => {
    const color = tee.productOptions?.find((o) => o.name === 'Color')
    const black = color?.choices?.find((c) => c.value === '#000000')
    expect(color && black && choiceName(color, black)).toBe('Black')
  })

  it('marks a choice unavailable when every variant with it and the other choices is out of stock', () => {
    // The demo's navy XL tee is out of stock.
    expect(choiceAvailable(tee, { Size: 'XL' }, 'Color', 'Navy')).toBe(false)
    expect(choiceAvailable(tee, { Size: 'M' }, 'Color', 'Navy')).toBe(true)
    expect(choiceAvailable(tee, {}, 'Color', 'Navy')).toBe(true)
  })
})

describe('formatting', () => {
  it('formats money from numbers and decimal strings, and a dash for nothing', () => {
    expect(money(25)).toBe('$25.00')
    expect(money('10.5')).toBe('$10.50')
    expect(money(Number.NaN)).toBe('—')
    expect(money(undefined)).toBe('—')
    expect(money(3, 'EUR')).toBe('€3.00')
  })

  it('shows descriptions as text, never as markup', () => {
    expect(plainText('<p>Soft <b>cotton</b><img src=x onerror=alert(1)></p>')).toBe('Soft cotton')
    expect(plainText(null)).toBe('')
  })

  it('writes a delivery slot', () => {
    expect(timeSlot(new Date('2026-11-22T07:00:00Z'), new Date('2026-11-22T10:00:00Z'))).toMatch(
      /22 Nov, \d\d:00–\d\d:00/,
    )
    expect(timeSlot(undefined, new Date())).toBeUndefined()
  })
})
