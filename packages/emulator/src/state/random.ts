/**
 * Random identifiers and secrets, from the Web Crypto API. Random bytes come from a pool filled
 * 4 KiB at a time (one `getRandomValues` call per hundreds of ids, not one each), and ids are
 * built as flat strings from character codes: a string made by concatenation (as `randomUUID()`
 * makes its result) is a rope of small heap objects, about 400 bytes more per id than its 36
 * characters — and every anonymous visitor keeps a few ids.
 */
import { base64url } from '../wire/base64url'

const POOL_SIZE = 4096
let pool = new Uint8Array(0)
let offset = 0

/** `count` fresh random bytes (a view into the pool: read them before the next call). */
export function randomBytes(count: number): Uint8Array {
  if (offset + count > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(Math.max(POOL_SIZE, count)))
    offset = 0
  }
  const bytes = pool.subarray(offset, offset + count)
  offset += count
  return bytes
}

const HEX = '0123456789abcdef'

/** A random GUID (version 4). */
export function newId(): string {
  const bytes = randomBytes(16)
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  return guidText(bytes, 0)
}

/** The GUID (`8-4-4-4-12` hex digits) of the 16 bytes at `offset`, as one flat string. */
export function guidText(bytes: Uint8Array, offset: number): string {
  const codes: number[] = []
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) codes.push(45)
    const byte = bytes[offset + i] as number
    codes.push(HEX.charCodeAt(byte >> 4), HEX.charCodeAt(byte & 15))
  }
  return String.fromCharCode(...codes)
}

/** An opaque secret: a prefix naming its kind, a dot, then 128 random bits in base64url. */
export function newSecret(prefix: string): string {
  return base64url(randomBytes(16), `${prefix}.`)
}

/** A fresh 256-bit secret key, base64url (43 characters). */
export function newTokenKey(): string {
  return base64url(randomBytes(32))
}

/** A numeric code such as an e-mail verification code, drawn without modulo bias. */
export function newNumericCode(digits: number): string {
  let code = ''
  while (code.length < digits) {
    const [byte = 255] = randomBytes(1)
    if (byte < 250) code += String(byte % 10)
  }
  return code
}
