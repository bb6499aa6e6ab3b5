import { describe, expect, it } from 'vitest'
import { excerpt, money, plainText, plural, priceLabels } from './format'

describe('format', () => {
  it('writes prices', () => {
    expect(money(25)).toBe('$25.00')
    expect(money('43.2')).toBe('$43.20')
    expect(money(Number.NaN)).toBe('—')
    expect(money(undefined)).toBe('—')
    expect(money(5, 'EUR')).toBe('€5.00')
  })

  it('formats the prices a client part shows, keyed by amount, skipping what is not a price', () => {
    const labels = priceLabels([43.2, 48, undefined, null, Number.NaN, 48], 'USD')
    expect(labels).toEqual({ '43.2': '$43.20', '48': '$48.00' })
    expect(labels[String(43.2)]).toBe(money(43.2))
    expect(priceLabels([5], 'EUR')).toEqual({ '5': '€5.00' })
  })

  it('takes the text of a description, HTML and all, without a DOM', () => {
    expect(plainText('<p>Soft &amp; warm</p><p>Wash at 30°</p>')).toBe('Soft & warm Wash at 30°')
    expect(plainText('<script>alert(1)</script>Hi <b>there</b>')).toBe('alert(1)Hi there')
    expect(plainText(null)).toBe('')
    expect(plainText('Line<br>next<br />and<BR/>last</li>')).toBe('Line next and last')
    expect(plainText('2 < 3 and 4 > 1')).toBe('2 1') // a `<` before a `>` opens a tag
    expect(plainText('5 > 4 and 1 < 2')).toBe('5 > 4 and 1 < 2') // no `>` after the `<`: text
    expect(plainText('&lt;b&gt; stays text')).toBe('<b> stays text')
  })

  it('reads a hostile 200 KB description in linear time, and only as far as asked', () => {
    // Every `<` without a `>` after it: a backtracking regex reads to the end from each one.
    const hostile = `${'<a'.repeat(50_000)}${'x<'.repeat(50_000)}`
    expect(hostile.length).toBe(200_000)
    const started = performance.now()
    const text = plainText(hostile)
    const elapsed = performance.now() - started
    expect(text.length).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(250) // linear: a few ms; the old regex took seconds
    expect(plainText(`${'word '.repeat(40_000)}<b>tail</b>`, 1000)).toHaveLength(999)
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
