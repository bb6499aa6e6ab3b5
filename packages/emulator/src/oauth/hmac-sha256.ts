/**
 * HMAC-SHA-256 (RFC 2104 over FIPS 180-4) in plain JavaScript. Synchronous on purpose: every
 * request's access token is checked with it, and Web Crypto would cost a promise (and, in Node, a
 * trip through the thread pool) per request. A key is prepared once — its inner and outer pad
 * states are kept — so a message of up to 55 bytes costs three compressions.
 */

const ROUND = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
])

const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
])

// Scratch space, reused by every call (the emulator is single-threaded and nothing here awaits).
const schedule = new Int32Array(64)
const state = new Int32Array(8)
const tail = new Uint8Array(128)
const inner = new Uint8Array(32)

/** One SHA-256 compression of the 64 bytes at `offset` into `h`. */
function compress(h: Int32Array, block: Uint8Array, offset: number): void {
  const w = schedule
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4
    w[i] =
      ((block[j] as number) << 24) |
      ((block[j + 1] as number) << 16) |
      ((block[j + 2] as number) << 8) |
      (block[j + 3] as number)
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15] as number
    const y = w[i - 2] as number
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0
  }
  let a = h[0] as number
  let b = h[1] as number
  let c = h[2] as number
  let d = h[3] as number
  let e = h[4] as number
  let f = h[5] as number
  let g = h[6] as number
  let k = h[7] as number
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const t1 = (k + s1 + ((e & f) ^ (~e & g)) + (ROUND[i] as number) + (w[i] as number)) | 0
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
    k = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  h[0] = ((h[0] as number) + a) | 0
  h[1] = ((h[1] as number) + b) | 0
  h[2] = ((h[2] as number) + c) | 0
  h[3] = ((h[3] as number) + d) | 0
  h[4] = ((h[4] as number) + e) | 0
  h[5] = ((h[5] as number) + f) | 0
  h[6] = ((h[6] as number) + g) | 0
  h[7] = ((h[7] as number) + k) | 0
}

/**
 * Finishes a hash started at `start` (after `prefix` bytes, a multiple of 64) over `message`,
 * writing the 32-byte digest to `out`.
 */
function finish(start: Int32Array, prefix: number, message: Uint8Array, out: Uint8Array): void {
  state.set(start)
  const length = message.length
  const whole = length - (length % 64)
  for (let offset = 0; offset < whole; offset += 64) compress(state, message, offset)
  const rest = length - whole
  const end = rest + 9 <= 64 ? 64 : 128
  for (let i = 0; i < rest; i++) tail[i] = message[whole + i] as number
  tail[rest] = 0x80
  for (let i = rest + 1; i < end - 4; i++) tail[i] = 0
  const bits = (prefix + length) * 8
  const high = Math.floor(bits / 0x1_0000_0000)
  tail[end - 8] = high >>> 24
  tail[end - 7] = (high >>> 16) & 0xff
  tail[end - 6] = (high >>> 8) & 0xff
  tail[end - 5] = high & 0xff
  tail[end - 4] = bits >>> 24
  tail[end - 3] = (bits >>> 16) & 0xff
  tail[end - 2] = (bits >>> 8) & 0xff
  tail[end - 1] = bits & 0xff
  compress(state, tail, 0)
  if (end === 128) compress(state, tail, 64)
  for (let i = 0; i < 8; i++) {
    const word = state[i] as number
    out[i * 4] = word >>> 24
    out[i * 4 + 1] = (word >>> 16) & 0xff
    out[i * 4 + 2] = (word >>> 8) & 0xff
    out[i * 4 + 3] = word & 0xff
  }
}

/** The SHA-256 digest of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  const out = new Uint8Array(32)
  finish(INITIAL, 0, message, out)
  return out
}

/** A prepared HMAC-SHA-256 key: the 32-byte MAC of a message. */
export type Mac = (message: Uint8Array) => Uint8Array

/** Prepares `key` for HMAC-SHA-256 (keys longer than 64 bytes are hashed first, as RFC 2104 says). */
export function hmacSha256(key: Uint8Array): Mac {
  const block = new Uint8Array(64)
  block.set(key.length > 64 ? sha256(key) : key)
  const innerStart = new Int32Array(INITIAL)
  const outerStart = new Int32Array(INITIAL)
  const pad = new Uint8Array(64)
  for (let i = 0; i < 64; i++) pad[i] = (block[i] as number) ^ 0x36
  compress(innerStart, pad, 0)
  for (let i = 0; i < 64; i++) pad[i] = (block[i] as number) ^ 0x5c
  compress(outerStart, pad, 0)
  return (message) => {
    const out = new Uint8Array(32)
    finish(innerStart, 64, message, inner)
    finish(outerStart, 64, inner, out)
    return out
  }
}
