import { generateKeyPairSync } from 'node:crypto'
import { InvalidInputError, VitrineError } from '@vitrine/core'
import { exportSPKI, generateKeyPair, SignJWT } from 'jose'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { cartCreatedPayload, envelope, type KeyPair, rsaKeys, sign } from '../test/helpers'
import { createWebhooks, type WebhookEvent, WebhookVerificationError } from './index'

let keys: KeyPair
let token: string
beforeAll(async () => {
  keys = await rsaKeys()
  token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
})

const post = (body: BodyInit, init: RequestInit = {}): Request =>
  new Request('https://app.example/webhooks', { method: 'POST', body, ...init })

describe('configuration', () => {
  test('takes the public key as PEM, as base64 of a PEM, or with literal \\n sequences', async () => {
    const forms = [
      keys.pem,
      Buffer.from(keys.pem).toString('base64'),
      keys.pem.replaceAll('\n', '\\n'),
      `  ${keys.pem}  `,
    ]
    for (const publicKey of forms) {
      await expect(createWebhooks({ publicKey }).verify(token)).resolves.toMatchObject({ eventId: 'evt-1' })
    }
  })

  test('refuses what is not an SPKI public key, naming the field', () => {
    const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'pkcs1',
      format: 'pem',
    })
    const cases: unknown[] = [
      '',
      'not a key',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      '-----BEGIN PUBLIC KEY-----\n!!!!\n-----END PUBLIC KEY-----',
      pkcs1.toString(),
      '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      undefined,
      42,
    ]
    for (const publicKey of cases) {
      let error: unknown
      try {
        createWebhooks({ publicKey: publicKey as string })
      } catch (e) {
        error = e
      }
      expect(InvalidInputError.is(error), String(publicKey)).toBe(true)
      expect((error as InvalidInputError).violations[0]?.field).toBe('publicKey')
    }
  })

  test('refuses EC and Ed25519 keys, EC / HMAC algorithms and an empty algorithm list', async () => {
    const ed = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect(() => createWebhooks({ publicKey: ed })).toThrow(/must be an RSA public key/)
    const ec = await exportSPKI((await generateKeyPair('ES256')).publicKey)
    expect(() => createWebhooks({ publicKey: ec })).toThrow(/must be an RSA public key/)
    for (const algorithms of [['ES256'], ['HS256'], ['RS256', 'EdDSA'], []]) {
      expect(() => createWebhooks({ publicKey: keys.pem, algorithms: algorithms as never })).toThrow(
        /algorithms/,
      )
    }
  })

  test('refuses a bad maxBytes', () => {
    for (const maxBytes of [0, -1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(() => createWebhooks({ publicKey: keys.pem, maxBytes })).toThrow(/maxBytes/)
    }
  })

  test('verifies several algorithms with one RSA key (RS256 + PS256), and RS512 alone', async () => {
    const rs512Keys = await generateKeyPair('RS512')
    const rs512 = createWebhooks({ publicKey: await exportSPKI(rs512Keys.publicKey), algorithms: ['RS512'] })
    const rs512Token = await sign(
      envelope('wix.ecom.v1.cart_created', cartCreatedPayload()),
      rs512Keys.privateKey,
      {
        alg: 'RS512',
      },
    )
    await expect(rs512.verify(rs512Token)).resolves.toMatchObject({ eventId: 'evt-1' })
    await expect(rs512.verify(token)).rejects.toMatchObject({ code: 'ALGORITHM_NOT_ALLOWED' })

    const pss = await generateKeyPair('PS256', { extractable: true })
    const both = createWebhooks({
      publicKey: await exportSPKI(pss.publicKey),
      algorithms: ['RS256', 'PS256'],
    })
    const pssToken = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), pss.privateKey, {
      alg: 'PS256',
    })
    await expect(both.verify(pssToken)).resolves.toMatchObject({ eventId: 'evt-1' })
    // RS256 is allowed here but the token is signed by another key: the RS256 key import is used.
    await expect(both.verify(token)).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    // PS256 tokens are refused by an RS256-only verifier.
    await expect(createWebhooks({ publicKey: keys.pem }).verify(pssToken)).rejects.toMatchObject({
      code: 'ALGORITHM_NOT_ALLOWED',
    })
  })

  test('does not keep a reference to the caller options', async () => {
    const algorithms: ('RS256' | 'PS256')[] = ['RS256']
    const audience = ['app-1']
    const webhooks = createWebhooks({ publicKey: keys.pem, algorithms, audience })
    algorithms.push('PS256')
    audience.push('app-2')
    const t = await sign(
      { ...envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), aud: 'app-2' },
      keys.privateKey,
    )
    await expect(webhooks.verify(t)).rejects.toMatchObject({ code: 'INVALID_CLAIM', claim: 'aud' })
  })
})

describe('verify', () => {
  test('accepts a string, bytes, an ArrayBuffer and a Request; surrounding whitespace is ignored', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    const bytes = new TextEncoder().encode(`${token}\n`)
    for (const input of [token, `\n ${token}\r\n`, bytes, bytes.buffer, post(token), post(bytes)]) {
      await expect(webhooks.verify(input)).resolves.toMatchObject({ eventType: 'wix.ecom.v1.cart_created' })
    }
  })

  test('accepts a Request of another realm (duck-typed), a Buffer and a DataView', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    const foreign = { headers: new Headers(), bodyUsed: false, body: post(token).body, method: 'POST' }
    await expect(webhooks.verify(foreign as unknown as Request)).resolves.toMatchObject({ eventId: 'evt-1' })
    const buffer = Buffer.from(token)
    await expect(webhooks.verify(buffer)).resolves.toMatchObject({ eventId: 'evt-1' })
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    await expect(webhooks.verify(view as unknown as Uint8Array)).resolves.toMatchObject({ eventId: 'evt-1' })
  })

  test('a Request whose body was already read is refused', async () => {
    const request = post(token)
    await request.text()
    await expect(createWebhooks({ publicKey: keys.pem }).verify(request)).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    })
  })

  test('a Request body arriving in several chunks is read whole', async () => {
    const chunks = [token.slice(0, 100), token.slice(100, 200), token.slice(200)]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })
    const request = post(body, { duplex: 'half' } as RequestInit)
    await expect(createWebhooks({ publicKey: keys.pem }).verify(request)).resolves.toMatchObject({
      eventId: 'evt-1',
    })
  })

  test('errors are WebhookVerificationErrors and VitrineErrors, found by kind, with no token inside', async () => {
    const error = await createWebhooks({ publicKey: keys.pem, clockTolerance: 0 })
      .verify(await sign(envelope('x', {}), keys.privateKey, {}, { exp: Math.floor(Date.now() / 1000) - 10 }))
      .catch((e: unknown) => e)
    expect(WebhookVerificationError.is(error)).toBe(true)
    expect(VitrineError.is(error)).toBe(true)
    expect(error).toMatchObject({ name: 'WebhookVerificationError', code: 'EXPIRED', claim: 'exp' })
    expect((error as Error).message).toMatch(/^Invalid JWT: /)
    expect(JSON.stringify(error) + String((error as Error).stack)).not.toContain(token.split('.')[2])
  })

  test('does not consult the seen-store nor run handlers', async () => {
    const add = vi.fn(() => true)
    const webhooks = createWebhooks({ publicKey: keys.pem, seenStore: { add, delete: () => {} } })
    const handler = vi.fn()
    webhooks.on('wix.ecom.v1.cart_created', handler)
    await webhooks.verify(token)
    await webhooks.verify(token)
    expect(add).not.toHaveBeenCalled()
    expect(handler).not.toHaveBeenCalled()
  })

  test('a key WebCrypto refuses surfaces as an InvalidInputError on use, never as an unhandled rejection', async () => {
    // An SPKI whose RSA key holds a 2048-bit modulus but no exponent: passes the sync checks,
    // fails WebCrypto's import.
    const tlv = (tag: number, content: Buffer): Buffer => {
      const n = content.length
      const length = n < 128 ? Buffer.from([n]) : Buffer.from([0x82, n >> 8, n & 0xff])
      return Buffer.concat([Buffer.from([tag]), length, content])
    }
    const modulus = tlv(0x02, Buffer.concat([Buffer.from([0x00, 0xc0]), Buffer.alloc(255, 1)]))
    const rsaOid = Buffer.from('06092a864886f70d0101010500', 'hex')
    const der = tlv(
      0x30,
      Buffer.concat([tlv(0x30, rsaOid), tlv(0x03, Buffer.concat([Buffer.from([0]), tlv(0x30, modulus)]))]),
    )
    const pem = `-----BEGIN PUBLIC KEY-----\n${der.toString('base64')}\n-----END PUBLIC KEY-----`
    const webhooks = createWebhooks({ publicKey: pem, onError: () => {} })
    await expect(webhooks.verify(token)).rejects.toSatisfy((e) => InvalidInputError.is(e))
    const response = await webhooks.handler()(post(token))
    expect(response.status).toBe(500)
  })
})

describe('handlers', () => {
  test('on() receives the typed event; handlers run in registration order, type handlers before catch-alls', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    const order: string[] = []
    webhooks.onAny((event) => {
      order.push(`any:${event.eventType}`)
    })
    webhooks.on('wix.ecom.v1.cart_created', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push(`first:${event.entity.id}`)
    })
    webhooks.on('wix.ecom.v1.cart_created', (event) => {
      order.push(`second:${event.entityId}`)
    })
    webhooks.on('wix.ecom.v1.cart_deleted', () => {
      order.push('never')
    })
    const event = await webhooks.process(token)
    expect(event.eventId).toBe('evt-1')
    expect(order).toEqual(['first:cart-1', 'second:cart-1', 'any:wix.ecom.v1.cart_created'])
  })

  test('the function returned by on() / onAny() unregisters the handler', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem, seenStore: false })
    const handler = vi.fn()
    const all = vi.fn()
    const off = webhooks.on('wix.ecom.v1.cart_created', handler)
    const offAll = webhooks.onAny(all)
    await webhooks.process(token)
    off()
    offAll()
    off()
    await webhooks.process(token)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(all).toHaveBeenCalledTimes(1)
  })

  test('a known event type without handlers is processed (200), not an error', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    webhooks.on('wix.ecom.v1.cart_deleted', () => {})
    expect((await webhooks.handler()(post(token))).status).toBe(200)
  })

  test('a handler error rejects process() with that very error and makes handler() answer 500', async () => {
    const reported: unknown[] = []
    const webhooks = createWebhooks({ publicKey: keys.pem, onError: (e) => reported.push(e) })
    const failure = new Error('boom')
    webhooks.on('wix.ecom.v1.cart_created', () => {
      throw failure
    })
    await expect(webhooks.process(token)).rejects.toBe(failure)
    const response = await webhooks.handler()(post(token))
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
    expect(reported).toEqual([failure])
  })
})

describe('handler()', () => {
  test('answers 200 / 400 / 401 / 405 with empty bodies and reports failures', async () => {
    const reported: unknown[] = []
    const webhooks = createWebhooks({ publicKey: keys.pem, onError: (e) => reported.push(e) })
    const handle = webhooks.handler()
    const other = await rsaKeys()
    const forged = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), other.privateKey)
    const malformed = await sign({ data: '{' }, keys.privateKey)
    const cases: [Request, number][] = [
      [post(token), 200],
      [post('not a jwt'), 400],
      [post(malformed), 400],
      [post(forged), 401],
      [new Request('https://app.example/webhooks'), 405],
    ]
    for (const [request, status] of cases) {
      const response = await handle(request)
      expect(response.status).toBe(status)
      expect(await response.text()).toBe('')
    }
    expect(
      (await handle(new Request('https://app.example/webhooks', { method: 'PUT', body: 'x' }))).headers.get(
        'allow',
      ),
    ).toBe('POST')
    expect(reported.map((e) => (e as WebhookVerificationError).code)).toEqual([
      'INVALID_TOKEN',
      'INVALID_PAYLOAD',
      'INVALID_SIGNATURE',
    ])
  })

  test('answers 5xx only when the app failed: a delivery that can never succeed is a 4xx, never retried', async () => {
    const now = Math.floor(Date.now() / 1000)
    const other = await rsaKeys()
    const nest = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`
    const valid = envelope('wix.ecom.v1.cart_created', cartCreatedPayload())
    const never: [string, BodyInit, number][] = [
      ['not a JWT', 'not a jwt', 400],
      ['forged', await sign(valid, other.privateKey), 401],
      ['expired', await sign(valid, keys.privateKey, {}, { exp: now - 600 }), 401],
      ['valid for ten years', await sign(valid, keys.privateKey, {}, { exp: now + 3650 * 86_400 }), 401],
      ['too large', 'x'.repeat(300_000), 413],
      ['malformed payload', await sign({ data: '{' }, keys.privateKey), 400],
      [
        'nested 8 000 levels deep',
        await sign(
          envelope(
            'wix.ecom.v1.cart_created',
            `{"id":"e","createdEvent":{"entity":{"lineItems":${nest(8000)}}}}`,
          ),
          keys.privateKey,
        ),
        400,
      ],
      ['of an unknown type', await sign(envelope('x.unknown', { id: 'u' }), keys.privateKey), 400],
    ]
    const webhooks = createWebhooks({ publicKey: keys.pem, onError: () => {} })
    for (const [name, body, status] of never) {
      expect((await webhooks.handler()(post(body))).status, name).toBe(status)
    }

    // The app's side: a handler that throws, a seen-store that is down. The platform retries.
    const failing = createWebhooks({ publicKey: keys.pem, onError: () => {} })
    failing.on('wix.ecom.v1.cart_created', () => {
      throw new Error('database down')
    })
    expect((await failing.handler()(post(token))).status).toBe(500)
    const storeDown = createWebhooks({
      publicKey: keys.pem,
      onError: () => {},
      seenStore: {
        add: () => Promise.reject(new Error('redis down')),
        delete: () => {},
      },
    })
    expect((await storeDown.handler()(post(token))).status).toBe(500)
  })

  test('a throwing onError does not break the answer; the default reporter logs one line without the token', async () => {
    const throwing = createWebhooks({
      publicKey: keys.pem,
      onError: () => {
        throw new Error('reporter down')
      },
    })
    expect((await throwing.handler()(post('x.y.z'))).status).toBe(400)

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const other = await rsaKeys()
    const forged = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), other.privateKey)
    expect((await createWebhooks({ publicKey: keys.pem }).handler()(post(forged))).status).toBe(401)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[@vitrine\/webhooks\] INVALID_SIGNATURE: Invalid JWT/)
    expect(String(warn.mock.calls[0]?.[0])).not.toContain(forged.split('.')[1]!.slice(0, 20))
    warn.mockRestore()
  })

  test('concurrent deliveries of one event: exactly one is processed', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem, onError: () => {} })
    let runs = 0
    webhooks.on('wix.ecom.v1.cart_created', async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        webhooks
          .handler()(post(token))
          .then((r) => r.status),
      ),
    )
    expect(statuses).toEqual(Array(10).fill(200))
    expect(runs).toBe(1)
  })
})

describe('typed result', () => {
  test('process() returns the event handlers saw', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    let seen: WebhookEvent | undefined
    webhooks.on('wix.ecom.v1.cart_created', (event) => {
      seen = event
    })
    expect(await webhooks.process(token)).toBe(seen)
  })

  test('signing with a JWT library the platform might use: standard claims pass through', async () => {
    const t = await new SignJWT(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'platform-key-1' })
      .setIssuer('platform')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.privateKey)
    await expect(
      createWebhooks({ publicKey: keys.pem, issuer: ['platform', 'other'] }).verify(t),
    ).resolves.toBeDefined()
  })
})
