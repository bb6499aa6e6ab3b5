// nodeHandler(): over real node:http on port 0 (the network matters here: streaming, caps,
// aborted uploads), and with Express-style req/res objects (req.body from body parsers).
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { cartCreatedPayload, envelope, type KeyPair, rsaKeys, sign } from '../test/helpers'
import { createWebhooks, type NodeRequestLike, type NodeResponseLike, type Webhooks } from './index'

let keys: KeyPair
let token: string
let webhooks: Webhooks
let server: Server
let origin = ''
const handled: unknown[] = []
const reported: unknown[] = []

beforeAll(async () => {
  keys = await rsaKeys()
  token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
  webhooks = createWebhooks({ publicKey: keys.pem, seenStore: false, onError: (e) => reported.push(e) })
  webhooks.on('wix.ecom.v1.cart_created', (event) => {
    handled.push(event.eventId)
  })
  server = createServer(webhooks.nodeHandler())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Streams `chunks` with Transfer-Encoding: chunked (no Content-Length) and resolves the status. */
function streamed(chunks: Iterable<Uint8Array | string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/webhooks`, { method: 'POST' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we are still uploading; the answer already arrived then.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    const iterator = chunks[Symbol.iterator]()
    const next = (): void => {
      const { done, value } = iterator.next()
      if (done) return void req.end()
      if (req.write(value)) setImmediate(next)
      else req.once('drain', next)
    }
    next()
  })
}

describe('nodeHandler over node:http', () => {
  test('a valid delivery is answered 200 and handled', async () => {
    handled.length = 0
    const response = await fetch(`${origin}/webhooks`, { method: 'POST', body: token })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(handled).toEqual(['evt-1'])
  })

  test('a chunked body is read whole', async () => {
    handled.length = 0
    const parts = [token.slice(0, 10), token.slice(10, 500), token.slice(500)]
    expect(await streamed(parts)).toBe(200)
    expect(handled).toEqual(['evt-1'])
  })

  test('a forged delivery is answered 401 with an empty body', async () => {
    const other = await rsaKeys()
    const forged = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), other.privateKey)
    const response = await fetch(`${origin}/webhooks`, { method: 'POST', body: forged })
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('')
  })

  test('GET is answered 405 with Allow: POST', async () => {
    const response = await fetch(`${origin}/webhooks`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  test('a Content-Length over the cap is answered 413 before the body is read', async () => {
    reported.length = 0
    const verify = vi.spyOn(crypto.subtle, 'verify')
    const response = await fetch(`${origin}/webhooks`, { method: 'POST', body: 'x'.repeat(300_000) })
    expect(response.status).toBe(413)
    expect(verify).not.toHaveBeenCalled()
    expect(reported).toEqual([expect.objectContaining({ code: 'TOO_LARGE' })])
    verify.mockRestore()
  })

  test('a chunked body growing past the cap is cut off while streaming: 413', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(65)
    const chunks = Array.from({ length: 64 }, () => chunk) // 1 MB in all
    expect(await streamed(chunks)).toBe(413)
    // The server still answers afterwards.
    expect((await fetch(`${origin}/webhooks`, { method: 'POST', body: token })).status).toBe(200)
  })

  test('a client that aborts mid-body does not crash the server', async () => {
    reported.length = 0
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${origin}/webhooks`, { method: 'POST', headers: { 'content-length': '1000' } })
      req.on('error', () => resolve())
      req.write('eyJhbGciOi')
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 20)
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await fetch(`${origin}/webhooks`, { method: 'POST', body: token })).status).toBe(200)
  })
})

// Express-style objects: a readable stream with the fields Express adds, a response recorder.
function expressRequest(body: unknown, raw?: string): NodeRequestLike & Readable {
  const req = Readable.from(raw === undefined ? [] : [Buffer.from(raw)]) as Readable & NodeRequestLike
  Object.assign(req, {
    method: 'POST',
    url: '/webhooks',
    headers: { 'content-type': 'application/jwt' },
    body,
  })
  return req
}
function expressResponse(): NodeResponseLike & { done: Promise<void>; headers: Record<string, string> } {
  let finish = (): void => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const res = {
    statusCode: 0,
    headersSent: false,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      res.headers[name] = value
    },
    end() {
      res.headersSent = true
      finish()
    },
    done,
  }
  return res
}

describe('nodeHandler with Express-style req / res', () => {
  test('uses req.body from express.raw() (Buffer) and express.text() (string)', async () => {
    for (const body of [Buffer.from(token), token]) {
      const res = expressResponse()
      webhooks.nodeHandler()(expressRequest(body), res)
      await res.done
      expect(res.statusCode).toBe(200)
    }
  })

  test('reads the stream when a JSON parser skipped the body (req.body = {})', async () => {
    const res = expressResponse()
    webhooks.nodeHandler()(expressRequest({}, token), res)
    await res.done
    expect(res.statusCode).toBe(200)
  })

  test('refuses a body already parsed into an object, with a message that says what to do', async () => {
    reported.length = 0
    const res = expressResponse()
    webhooks.nodeHandler()(expressRequest({ data: 'x' }), res)
    await res.done
    expect(res.statusCode).toBe(400)
    expect(reported).toEqual([
      expect.objectContaining({ code: 'INVALID_TOKEN', message: expect.stringContaining('express.raw()') }),
    ])
  })

  test('string chunks (req.setEncoding) are read too', async () => {
    const req = expressRequest(undefined, token)
    req.setEncoding('utf8')
    const res = expressResponse()
    webhooks.nodeHandler()(req, res)
    await res.done
    expect(res.statusCode).toBe(200)
  })

  test('a raw req.body over the cap is answered 413 with Connection: close', async () => {
    const small = createWebhooks({ publicKey: keys.pem, maxBytes: 100, onError: () => {} })
    const res = expressResponse()
    small.nodeHandler()(expressRequest(Buffer.from(token)), res)
    await res.done
    expect(res.statusCode).toBe(413)
    expect(res.headers.connection).toBe('close')
  })

  test('a response that throws on write does not escape as an unhandled rejection', async () => {
    const res = expressResponse()
    res.end = () => {
      throw new Error('socket gone')
    }
    const errors: unknown[] = []
    const quiet = createWebhooks({ publicKey: keys.pem, onError: (e) => errors.push(e) })
    quiet.nodeHandler()(expressRequest(token), res)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(errors).toEqual([expect.objectContaining({ message: 'socket gone' })])
  })
})
