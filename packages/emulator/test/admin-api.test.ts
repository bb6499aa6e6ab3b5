import { describe, expect, it } from 'vitest'
import { createEmulator, DEMO_MEMBER, type Emulator } from '../src/index'

const ADMIN = 'http://127.0.0.1:4010/_emulator'
const FOREIGN = 'https://evil.example'

function send(
  emulator: Emulator,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Response> {
  return emulator.fetch(
    new Request(`${ADMIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }),
  )
}

/** A member and a mailbox message exist: what a reset would wipe. */
async function seeded(options: Parameters<typeof createEmulator>[0] = {}): Promise<Emulator> {
  const emulator = createEmulator(options)
  await emulator.members.create({ email: 'kept@example.com', password: 'secret-1' })
  return emulator
}

const stillThere = (emulator: Emulator) => emulator.members.get('kept@example.com') !== undefined

describe('the admin API (/_emulator/…) is not the web’s', () => {
  it('a page on a foreign origin cannot read the mailbox or the members: 403 and no CORS grant', async () => {
    const emulator = await seeded()
    for (const path of [`/mailbox?email=${DEMO_MEMBER.email}`, '/members', '/stats', '']) {
      const response = await send(emulator, 'GET', path, { origin: FOREIGN })
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await response.json()).toMatchObject({
        details: { applicationError: { code: 'FORBIDDEN_ORIGIN' } },
      })
    }
    const preflight = await send(emulator, 'OPTIONS', '/mailbox', {
      origin: FOREIGN,
      'access-control-request-method': 'GET',
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('a foreign page cannot reset, inject faults or register webhooks, even with JSON', async () => {
    const emulator = await seeded()
    const json = { origin: FOREIGN, 'content-type': 'application/json' }
    expect((await send(emulator, 'POST', '/reset', json, '{}')).status).toBe(403)
    expect((await send(emulator, 'POST', '/faults', json, '{"status":500}')).status).toBe(403)
    expect((await send(emulator, 'POST', '/webhooks', json, '{"url":"http://10.0.0.1/"}')).status).toBe(403)
    expect(
      (
        await send(emulator, 'OPTIONS', '/reset', {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
        })
      ).status,
    ).toBe(403)
    expect(stillThere(emulator)).toBe(true)
    expect(emulator.faults.list()).toEqual([])
    expect(emulator.webhooks.urls()).toEqual([])
    // `Origin: null` (a sandboxed frame, a file:// page) is foreign too.
    expect((await send(emulator, 'POST', '/reset', { ...json, origin: 'null' }, '{}')).status).toBe(403)
  })

  it('refuses a text/plain (or type-less) state-changing call, the shape of a cross-site simple request', async () => {
    const emulator = await seeded()
    const types: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ]
    for (const headers of types) {
      const response = await send(emulator, 'POST', '/reset', headers, '{}')
      expect(response.status).toBe(415)
    }
    expect((await send(emulator, 'DELETE', '/faults', { 'content-type': 'text/plain' })).status).toBe(415)
    expect(stillThere(emulator)).toBe(true)
  })

  it('keeps working for Node clients (no Origin) and for the emulator’s own pages', async () => {
    const emulator = await seeded()
    const mailbox = await send(emulator, 'GET', '/mailbox?email=kept@example.com')
    expect(mailbox.status).toBe(200)
    expect(mailbox.headers.get('access-control-allow-origin')).toBeNull()
    for (const origin of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      const own = await send(emulator, 'GET', '/members', { origin })
      expect(own.status).toBe(200)
      expect(own.headers.get('access-control-allow-origin')).toBe(origin)
    }
    expect((await send(emulator, 'GET', '/members', { origin: 'http://localhost:4011' })).status).toBe(403)
    const reset = await send(emulator, 'POST', '/reset', {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(reset.status).toBe(200)
    expect(stillThere(emulator)).toBe(false)
  })

  it('answers the origins allowed with adminOrigins, preflights included', async () => {
    const emulator = await seeded({ adminOrigins: ['http://localhost:5173/'] })
    const preflight = await send(emulator, 'OPTIONS', '/mailbox', {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'GET',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const read = await send(emulator, 'GET', '/mailbox?email=kept@example.com', {
      origin: 'http://localhost:5173',
    })
    expect(read.status).toBe(200)
    expect(read.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(() => createEmulator({ adminOrigins: ['not a url'] })).toThrow(TypeError)
  })

  it('leaves the platform API and the public media open to any origin', async () => {
    const emulator = createEmulator()
    const media = await send(emulator, 'GET', '/media/classic-tee-1.svg', { origin: FOREIGN })
    expect(media.status).toBe(200)
    const token = await emulator.fetch('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'any-site', grantType: 'anonymous' }),
    })
    expect(token.status).toBe(200)
    expect(token.headers.get('access-control-allow-origin')).toBe(FOREIGN)
  })
})
