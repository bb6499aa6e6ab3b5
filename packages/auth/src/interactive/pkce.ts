import { PkceError } from '../errors'
import { CryptoUnavailableError } from './errors'

/** A PKCE verifier and its S256 challenge. */
export interface Pkce {
  /** The secret kept by this browser until the code exchange. */
  codeVerifier: string
  /** `BASE64URL(SHA-256(codeVerifier))`, sent with the authorization request. */
  codeChallenge: string
  /** Always `S256`. */
  codeChallengeMethod: 'S256'
}

/** The characters of a PKCE verifier (RFC 7636: unreserved URI characters). */
const CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'
/** Bytes at or above this (`256 - 256 % 66`, the largest multiple of 66 that fits a byte) are discarded: no modulo bias. */
const UNBIASED = 198
const VERIFIER = /^[A-Za-z0-9\-._~]+$/
/** A UTF-16 surrogate without its pair: a string that has no UTF-8 form at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function crypto(): Crypto {
  const value = globalThis.crypto
  if (!value?.subtle || typeof value.getRandomValues !== 'function') {
    throw new CryptoUnavailableError()
  }
  return value
}

function lengthMessage(length: unknown): string {
  return `Expected a length between 43 and 128. Received ${String(length)}.`
}

/**
 * `length` random characters of `[A-Za-z0-9-._~]` from the platform's CSPRNG, drawn by
 * rejection sampling so that every character is equally likely.
 */
export function randomString(length: number): string {
  const source = crypto()
  let out = ''
  while (out.length < length) {
    // getRandomValues gives at most 65 536 bytes per call.
    const bytes = source.getRandomValues(new Uint8Array(Math.min(65_536, length - out.length + 16)))
    for (const byte of bytes) {
      if (byte >= UNBIASED) continue
      out += CHARSET[byte % CHARSET.length]
      if (out.length === length) break
    }
  }
  return out
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Checks a verifier: 43 to 128 characters of `[A-Za-z0-9-._~]`.
 *
 * @throws {@link PkceError} naming the problem; for a wrong length and for a lone surrogate
 * the spec's messages (`Expected a length between 43 and 128. Received {n}.`, `Malformed UTF-8 data`).
 */
export function assertVerifier(verifier: unknown, field = 'verifier'): asserts verifier is string {
  if (typeof verifier !== 'string') throw new PkceError(field, 'Expected a string verifier.')
  // The spec's hashing message: such a verifier cannot even be encoded to hash it.
  if (LONE_SURROGATE.test(verifier)) throw new PkceError(field, 'Malformed UTF-8 data')
  if (verifier.length < 43 || verifier.length > 128)
    throw new PkceError(field, lengthMessage(verifier.length))
  if (!VERIFIER.test(verifier)) {
    throw new PkceError(field, 'Expected only the characters A-Z, a-z, 0-9 and - . _ ~ in the verifier.')
  }
}

/** The public `codeChallenge()` (`src/pkce.ts` loads this chunk to run it). */
export async function codeChallenge(verifier: string): Promise<string> {
  assertVerifier(verifier)
  const digest = await crypto().subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

/** The public `createPkce()` (`src/pkce.ts` loads this chunk to run it). */
export async function createPkce(length = 43): Promise<Pkce> {
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 43 || length > 128) {
    throw new PkceError('length', lengthMessage(length))
  }
  const codeVerifier = randomString(length)
  return { codeVerifier, codeChallenge: await codeChallenge(codeVerifier), codeChallengeMethod: 'S256' }
}
