import { describe, expect, it } from 'vitest'
import { safeReturn } from './safe-return'

describe('the way back after signing in', () => {
  it('is a path of this shop, never another site', () => {
    expect(safeReturn('/products/classic-tee')).toBe('/products/classic-tee')
    for (const hostile of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      undefined,
      null,
    ]) {
      expect(safeReturn(hostile)).toBe('/account')
    }
  })
})
