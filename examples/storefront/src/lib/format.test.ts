import { describe, expect, it } from 'vitest'
import { excerpt, money, plainText, plural } from './format'

describe('format', () => {
  it('writes prices', () => {
    expect(money(25)).toBe('$25.00')
    expect(money('43.2')).toBe('$43.20')
    expect(money(Number.NaN)).toBe('—')
    expect(money(undefined)).toBe('—')
    expect(money(5, 'EUR')).toBe('€5.00')
  })

  it('takes the text of a description, HTML and all, without a DOM', () => {
    expect(plainText('<p>Soft &amp; warm</p><p>Wash at 30°</p>')).toBe('Soft & warm Wash at 30°')
    expect(plainText('<script>alert(1)</script>Hi <b>there</b>')).toBe('alert(1)Hi there')
    expect(plainText(null)).toBe('')
  })

  it('cuts a description at a word', () => {
    expect(excerpt('short')).toBe('short')
    const long = excerpt('word '.repeat(100), 30)
    expect(long.length).toBeLessThanOrEqual(30)
    expect(long.endsWith('word…')).toBe(true)
    expect(plural(1, 'item')).toBe('1 item')
    expect(plural(3, 'product')).toBe('3 products')
  })
})
