import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hmacSha256, sha256 } from './hmac-sha256'

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

describe('HMAC-SHA-256 in plain JavaScript', () => {
  it('matches node:crypto for messages and keys of every length around the block size', () => {
    for (let length = 0; length <= 200; length += 1) {
      const message = crypto.getRandomValues(new Uint8Array(length))
      const key = crypto.getRandomValues(new Uint8Array((length * 7) % 150))
      expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'))
      expect(hex(hmacSha256(key)(message))).toBe(createHmac('sha256', key).update(message).digest('hex'))
    }
  })

  it('gives the RFC 4231 test vectors', () => {
    const encoder = new TextEncoder()
    // Test case 2: a short key.
    expect(hex(hmacSha256(encoder.encode('Jefe'))(encoder.encode('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
    // Test case 6: a key longer than the block is hashed first.
    const long = new Uint8Array(131).fill(0xaa)
    expect(
      hex(hmacSha256(long)(encoder.encode('Test Using Larger Than Block-Size Key - Hash Key First'))),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
  })
})
