// The session route's cookie: the token pair sealed with AES-256-GCM under a key derived from the
// app's secret (HKDF-SHA-256), the cookie's name as additional data (a value moved to another
// cookie does not open), and an expiry inside the seal (a copy kept past it does not open).
import { isRecord } from '../env'
import { parseTokens, type Tokens } from '../tokens'

/** What a sealed cookie holds. */
export interface SealedSession {
  /** The token pair (the refresh token with its role). */
  tokens: Tokens
  /** When the cookie stops opening, in seconds since the epoch. */
  expiresAt: number
}

const IV_BYTES = 12
const VERSION = 'v1.'

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** The AES-GCM keys of the secrets, derived on first use (never at import or creation). */
export class CookieSealer {
  readonly #secrets: readonly string[]
  #keys: Promise<CryptoKey[]> | undefined

  /** @param secrets - the current secret first, then older ones that still open cookies. */
  constructor(secrets: readonly string[]) {
    this.#secrets = secrets
  }

  #derive(): Promise<CryptoKey[]> {
    this.#keys ??= Promise.all(
      this.#secrets.map(async (secret) => {
        const material = await crypto.subtle.importKey(
          'raw',
          new TextEncoder().encode(secret),
          'HKDF',
          false,
          ['deriveKey'],
        )
        return crypto.subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: new TextEncoder().encode('@vitrine/auth session route'),
            info: new TextEncoder().encode('session cookie v1'),
          },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        )
      }),
    )
    return this.#keys
  }

  /** Seals `session` for the cookie `name` with the current secret. */
  async seal(name: string, session: SealedSession): Promise<string> {
    const [key] = await this.#derive()
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
    const plain = new TextEncoder().encode(JSON.stringify({ t: session.tokens, e: session.expiresAt }))
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
        key as CryptoKey,
        plain,
      ),
    )
    const out = new Uint8Array(IV_BYTES + sealed.length)
    out.set(iv)
    out.set(sealed, IV_BYTES)
    return VERSION + toBase64Url(out)
  }

  /**
   * Opens a cookie value sealed for `name` by any of the secrets; `undefined` when it was
   * tampered with, sealed for another name or with an unknown secret, expired at `now`, or is
   * not a sealed value at all.
   */
  async open(name: string, value: string, now: number): Promise<SealedSession | undefined> {
    if (!value.startsWith(VERSION) || value.length > 8192) return undefined
    const bytes = fromBase64Url(value.slice(VERSION.length))
    if (!bytes || bytes.length <= IV_BYTES + 16) return undefined
    for (const key of await this.#derive()) {
      let plain: ArrayBuffer
      try {
        plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(name) },
          key,
          bytes.slice(IV_BYTES),
        )
      } catch {
        continue
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(new TextDecoder().decode(plain))
      } catch {
        return undefined
      }
      if (!isRecord(parsed)) return undefined
      const tokens = parseTokens(parsed['t'])
      const expiresAt = parsed['e']
      if (!tokens || tokens.refreshToken.value === '' || typeof expiresAt !== 'number' || expiresAt <= now) {
        return undefined
      }
      return { tokens, expiresAt }
    }
    return undefined
  }
}
