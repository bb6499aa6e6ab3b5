/**
 * DNS rebinding: a page on `evil.example`, whose name its owner points at 127.0.0.1, is
 * same-origin with itself and sends no foreign `Origin`; only its `Host` gives it away. Over real
 * HTTP (a `fetch` cannot forge `Host`), with node:http.
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmulator, listen, type RunningServer } from '../src/node'

let server: RunningServer

beforeAll(async () => {
  server = await listen(createEmulator(), 0)
})
afterAll(() => server.close())

/** A GET to the emulator with the given `Host` header: its status and body. */
function get(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: server.port, path, headers: { host } },
      (incoming) => {
        let body = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => (body += chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const ADMIN = ['/_emulator/mailbox', '/_emulator/members', '/_emulator/stats']
const HOSTED = ['/hosted/login', '/oauth2/authorize?client_id=x', '/hosted/checkout']

describe('the admin API and hosted pages refuse a foreign Host', () => {
  it.each([...ADMIN, ...HOSTED])('%s under Host: evil.example is 403 FORBIDDEN_HOST', async (path) => {
    for (const host of [
      'evil.example',
      `evil.example:${server.port}`,
      '127.0.0.1.evil.example',
      'localhost.evil',
    ]) {
      const answer = await get(path, host)
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).details.applicationError.code).toBe('FORBIDDEN_HOST')
      // The attacker's host is not echoed back.
      expect(answer.body).not.toContain('evil')
    }
  })

  it.each(['127.0.0.1', 'localhost', '[::1]', 'shop.localhost', '127.0.0.2'])(
    'the admin API answers under the loopback name %s',
    async (name) => {
      const answer = await get('/_emulator/members', `${name}:${server.port}`)
      expect(answer.status).toBe(200)
    },
  )

  it('a hosted page answers under a loopback name (not refused for its Host)', async () => {
    const answer = await get('/hosted/login', `localhost:${server.port}`)
    expect(answer.body).not.toContain('FORBIDDEN_HOST')
  })

  it('answers under the host of its configured origin', async () => {
    const named = await listen(createEmulator({ origin: 'http://emulator.test:4010' }), 0)
    try {
      const answer = await new Promise<number>((resolve, reject) => {
        request(
          {
            host: '127.0.0.1',
            port: named.port,
            path: '/_emulator/members',
            headers: { host: 'emulator.test' },
          },
          (r) => {
            r.resume()
            resolve(r.statusCode ?? 0)
          },
        )
          .on('error', reject)
          .end()
      })
      expect(answer).toBe(200)
    } finally {
      await named.close()
    }
  })
})
