import { describe, expect, it } from 'vitest'
import { LOCALE, longDate, money, timeSlot } from './format'

describe('one locale for money and dates (en-US)', () => {
  it('writes a member-since day month first, as prices are written the US way', () => {
    expect(LOCALE).toBe('en-US')
    expect(longDate('2026-11-05T10:00:00.000Z', 'UTC')).toBe('November 5, 2026')
    expect(money(1234.5)).toBe('$1,234.50')
  })

  it('a missing or broken date is no date, not "Invalid Date"', () => {
    expect(longDate(undefined)).toBeUndefined()
    expect(longDate('')).toBeUndefined()
    expect(longDate('not a date')).toBeUndefined()
  })

  it('writes a delivery slot with the US day and 12-hour times', () => {
    const from = new Date(2026, 10, 21, 7, 0)
    const to = new Date(2026, 10, 21, 10, 0)
    expect(timeSlot(from, to)).toBe('Sat, Nov 21, 7:00 AM–10:00 AM')
    expect(timeSlot(from, undefined)).toBeUndefined()
  })
})
