import { base64url } from '../wire/base64url'

/** Verifier rule of RFC 7636: 43 to 128 characters of `[A-Za-z0-9-._~]`. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

/** Challenge shape: base64url of a SHA-256 digest (43 characters). */
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/

/** Whether a code challenge has the S256 shape. */
export function isS256Challenge(challenge: unknown): challenge is string {
  return typeof challenge === 'string' && CHALLENGE.test(challenge)
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

/** Whether a verifier is well formed and hashes to the challenge. */
export async function verifyPkce(verifier: unknown, challenge: string): Promise<boolean> {
  if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) return false
  return (await s256Challenge(verifier)) === challenge
}
