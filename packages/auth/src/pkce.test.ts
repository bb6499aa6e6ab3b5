import { InvalidInputError } from '@vitrine/core'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PkceError } from './errors'
import { randomString } from './interactive/pkce'
import { codeChallenge, createPkce } from './pkce'

const CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('codeChallenge()', () => {
  it('matches the RFC 7636 appendix B vector', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('refuses verifiers of the wrong length with the spec message', async () => {
    await expect(codeChallenge('a'.repeat(42))).rejects.toThrow(
      new PkceError('verifier', 'Expected a length between 43 and 128. Received 42.'),
    )
    const error = await codeChallenge('a'.repeat(129)).catch((e: unknown) => e)
    expect((error as Error).message).toBe('Expected a length between 43 and 128. Received 129.')
    expect(PkceError.is(error)).toBe(true)
    expect(InvalidInputError.is(error)).toBe(true)
  })

  it('accepts the bounds 43 and 128', async () => {
    await expect(codeChallenge('a'.repeat(43))).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(codeChallenge('~'.repeat(128))).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a verifier with a lone surrogate with the spec message "Malformed UTF-8 data"', async () => {
    for (const bad of ['\uD800', '\uDFFF', `${'\uDC00'}x`]) {
      await expect(codeChallenge(`${'a'.repeat(50)}${bad}`)).rejects.toThrow(
        new PkceError('verifier', 'Malformed UTF-8 data'),
      )
    }
    // A well-formed pair is not malformed, only outside the alphabet.
    await expect(codeChallenge(`${'a'.repeat(50)}😀`)).rejects.toThrow(/Expected only the characters/)
  })

  for (const [name, bad] of [
    ['a plus sign', '+'],
    ['a slash', '/'],
    ['an equals sign', '='],
    ['a space', ' '],
    ['an é', 'é'],
    ['a lone surrogate', '\uD800'],
  ] as const) {
    it(`refuses a verifier with ${name} before hashing`, async () => {
      const digest = vi.spyOn(crypto.subtle, 'digest')
      const error = await codeChallenge(`${'a'.repeat(50)}${bad}`).catch((e: unknown) => e)
      expect(PkceError.is(error)).toBe(true)
      expect(digest).not.toHaveBeenCalled()
    })
  }
})

describe('createPkce()', () => {
  it('creates a 43-character verifier by default, with its S256 challenge', async () => {
    const pkce = await createPkce()
    expect(pkce.codeVerifier).toHaveLength(43)
    expect(pkce.codeChallengeMethod).toBe('S256')
    expect(pkce.codeChallenge).toBe(await codeChallenge(pkce.codeVerifier))
  })

  it('refuses lengths outside 43…128 with the spec message', async () => {
    await expect(createPkce(42)).rejects.toThrow('Expected a length between 43 and 128. Received 42.')
    await expect(createPkce(129)).rejects.toThrow('Expected a length between 43 and 128. Received 129.')
    await expect(createPkce(60.5)).rejects.toThrow('Expected a length between 43 and 128. Received 60.5.')
    await expect(createPkce(128)).resolves.toMatchObject({ codeVerifier: expect.stringMatching(/^.{128}$/) })
  })

  it('property: any length in 43…128 gives a verifier of that length over [A-Za-z0-9-._~] and a matching challenge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 43, max: 128 }), async (length) => {
        const { codeVerifier, codeChallenge: challenge } = await createPkce(length)
        expect(codeVerifier).toHaveLength(length)
        expect(codeVerifier).toMatch(/^[A-Za-z0-9\-._~]+$/)
        expect(challenge).toBe(await codeChallenge(codeVerifier))
      }),
      { numRuns: 200 },
    )
  })

  it('property: the challenge of any valid verifier is 43 base64url characters', async () => {
    const verifier = fc
      .array(fc.constantFrom(...CHARSET), { minLength: 43, maxLength: 128 })
      .map((chars) => chars.join(''))
    await fc.assert(
      fc.asyncProperty(verifier, async (v) => {
        expect(await codeChallenge(v)).toMatch(/^[A-Za-z0-9_-]{43}$/)
      }),
    )
  })
})

describe('randomString(): no modulo bias', () => {
  it('discards random bytes at or above 198 (3 × 66) instead of folding them onto the first characters', () => {
    // 198 % 66 === 0 and 255 % 66 === 57 would be 'A' and '5' with a plain modulo.
    const bytes = [198, 255, 0, 65, 200, 130]
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const view = array as unknown as Uint8Array
        for (let i = 0; i < view.length; i++) view[i] = bytes[i % bytes.length] ?? 0
        return array
      },
    )
    expect(randomString(3)).toBe(`${CHARSET[0]}${CHARSET[65]}${CHARSET[130 % 66]}`)
  })

  it('draws every character about equally often', () => {
    const counts = new Map<string, number>()
    const sample = randomString(66 * 1500)
    for (const c of sample) counts.set(c, (counts.get(c) ?? 0) + 1)
    expect(counts.size).toBe(66)
    // Expected 1500 each; with modulo bias the first 58 characters would get ~1.33× the others.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1500 * 0.8)
      expect(count).toBeLessThan(1500 * 1.2)
    }
  })
})
