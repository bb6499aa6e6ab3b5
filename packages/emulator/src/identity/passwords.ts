import { hasNodeBuiltins, nodeCrypto } from '../pipeline/node-builtins'
import { base64url, fromBase64url } from '../wire/base64url'

/** scrypt parameters (Node): `scrypt$N$r$p$salt$hash`. */
const N = 16_384
const R = 8
const P = 1
const KEY_LENGTH = 32
/** PBKDF2-SHA-256 iterations (Web Crypto, where Node's scrypt is not there): `pbkdf2-sha256$i$salt$hash`. */
const PBKDF2_ITERATIONS = 100_000

/** The bytes of a stored hash's base64url field; throws on a malformed one (never written here). */
function storedBytes(text: string): Uint8Array {
  const bytes = fromBase64url(text)
  if (!bytes) throw new Error('Malformed password hash')
  return bytes
}

function scrypt(password: string, salt: Uint8Array, n: number, r: number, p: number): Promise<Uint8Array> {
  const { scrypt: run } = nodeCrypto()
  return new Promise((resolve, reject) =>
    run(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    ),
  )
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    KEY_LENGTH * 8,
  )
  return new Uint8Array(bits)
}

/** Compares two byte strings without stopping at the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/**
 * Hashes a password with a random salt: scrypt on Node, PBKDF2-SHA-256 through Web Crypto where
 * Node's crypto is not there (browsers, workers).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  if (hasNodeBuiltins()) {
    const key = await scrypt(password, salt, N, R, P)
    return `scrypt$${N}$${R}$${P}$${base64url(salt)}$${base64url(key)}`
  }
  const key = await pbkdf2(password, salt, PBKDF2_ITERATIONS)
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(key)}`
}

/** Checks a password against a stored hash (either scheme) in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts[0] === 'pbkdf2-sha256' && parts.length === 4) {
    const [, iterations, salt = '', hash = ''] = parts
    const actual = await pbkdf2(password, storedBytes(salt), Number(iterations))
    return sameBytes(actual, storedBytes(hash))
  }
  if (parts[0] === 'scrypt' && parts.length === 6 && hasNodeBuiltins()) {
    const [, n, r, p, salt = '', hash = ''] = parts
    const actual = await scrypt(password, storedBytes(salt), Number(n), Number(r), Number(p))
    return sameBytes(actual, storedBytes(hash))
  }
  return false
}
