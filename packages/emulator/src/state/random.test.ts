import { describe, expect, it } from 'vitest'
import { newId, newNumericCode, newSecret } from './random'

describe('random ids and secrets', () => {
  it('makes version-4 GUIDs and prefixed 128-bit base64url secrets, all distinct', () => {
    const ids = Array.from({ length: 5000 }, newId)
    for (const id of ids.slice(0, 200))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
    const secrets = Array.from({ length: 5000 }, () => newSecret('AT'))
    for (const secret of secrets.slice(0, 200)) expect(secret).toMatch(/^AT\.[A-Za-z0-9_-]{22}$/)
    expect(new Set(secrets).size).toBe(secrets.length)
    // Every base64url digit shows up: the encoding uses all 128 bits, not a biased subset.
    expect(new Set(secrets.join('').slice(3)).size).toBeGreaterThanOrEqual(64)
    expect(newNumericCode(6)).toMatch(/^\d{6}$/)
  })
})
