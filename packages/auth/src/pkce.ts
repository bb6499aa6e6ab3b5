import type { Pkce } from './interactive/pkce'

// Both functions live in the interactive chunk, with the flows that use them, and load it on
// first call: importing `oauth` never pulls PKCE into a page's first load.

/**
 * The S256 code challenge of a PKCE verifier: `BASE64URL(SHA-256(verifier))`, computed with
 * Web Crypto. The verifier is checked first (43–128 characters of `[A-Za-z0-9-._~]`).
 *
 * @param verifier - the code verifier.
 * @throws {@link PkceError} when the verifier is malformed.
 * @example
 * ```ts
 * import { codeChallenge } from '@vitrine/auth'
 *
 * await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
 * // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
 */
export async function codeChallenge(verifier: string): Promise<string> {
  return (await import('./interactive/index')).codeChallenge(verifier)
}

/**
 * Creates a PKCE pair: a random verifier of `length` characters (43 to 128, default 43) and
 * its S256 challenge.
 *
 * @param length - the verifier's length.
 * @throws {@link PkceError} `Expected a length between 43 and 128. Received {n}.`
 * @example
 * ```ts
 * import { createPkce } from '@vitrine/auth'
 *
 * const { codeVerifier, codeChallenge } = await createPkce()
 * ```
 */
export async function createPkce(length?: number): Promise<Pkce> {
  return (await import('./interactive/index')).createPkce(length)
}
