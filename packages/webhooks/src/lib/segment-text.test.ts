import { expect, test } from 'vitest'
import { segmentText } from './segment-text'

const samples = ['', 'a', 'ab', 'abc', '{"price":"€10.50","name":"Ünïcödé ✓"}', '>>>???', 'x'.repeat(1001)]

test('decodes base64url segments to UTF-8 text, with Node Buffer and with the portable path', () => {
  for (const text of samples) {
    const segment = Buffer.from(text).toString('base64url')
    expect(segmentText(segment)).toBe(text)
    expect(segmentText(segment, null)).toBe(text)
  }
})
