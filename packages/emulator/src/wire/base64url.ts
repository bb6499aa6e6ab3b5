/** base64url without padding (RFC 4648 §5), the one encoding of every token, key and hash the emulator makes. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const DECODE = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i

/**
 * `bytes` in base64url without padding, after `prefix`, built as one flat string (a string made by
 * concatenation is a rope of small heap objects: see `random.ts`).
 */
export function base64url(bytes: Uint8Array, prefix = ''): string {
  const codes: number[] = []
  for (let i = 0; i < prefix.length; i++) codes.push(prefix.charCodeAt(i))
  let i = 0
  for (; i + 3 <= bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number)
    codes.push(
      ALPHABET.charCodeAt(n >>> 18),
      ALPHABET.charCodeAt((n >>> 12) & 63),
      ALPHABET.charCodeAt((n >>> 6) & 63),
      ALPHABET.charCodeAt(n & 63),
    )
  }
  const rest = bytes.length - i
  if (rest > 0) {
    const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0)
    codes.push(ALPHABET.charCodeAt(n >>> 18), ALPHABET.charCodeAt((n >>> 12) & 63))
    if (rest === 2) codes.push(ALPHABET.charCodeAt((n >>> 6) & 63))
  }
  return String.fromCharCode(...codes)
}

/** The bytes of `text` from `start` on, strict base64url without padding; `undefined` if it is not. */
export function fromBase64url(text: string, start = 0): Uint8Array | undefined {
  const length = text.length - start
  if (length % 4 === 1) return undefined
  const bytes = new Uint8Array(Math.floor((length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const digit = code < 128 ? (DECODE[code] as number) : -1
    if (digit < 0) return undefined
    value = ((value << 6) | digit) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (value >>> bits) & 0xff
    }
  }
  // Leftover bits must be zero: one string per token.
  if ((value & ((1 << bits) - 1)) !== 0) return undefined
  return bytes
}
