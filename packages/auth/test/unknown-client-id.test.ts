/**
 * Issue 23: errors that say what to do. A client id the platform does not know fails with the
 * spec's `something went wrong` (a `TokenRequestError`, `oauthError: 'invalid_client'`), and a
 * console warning, once per client id, names the id and where it comes from.
 */
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenRequestError } from '../src/errors'
import { oauth } from '../src/session/oauth'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an unknown OAuth client id', () => {
  it('is a TokenRequestError with the spec message, and one warning naming the id and where it is set', async () => {
    const lines: string[] = []
    const emulator = createEmulator({
      clients: [{ clientId: 'my-site' }],
      logger: (line) => lines.push(line),
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = oauth({ clientId: 'my-sit' })
    createClient({ host: 'http://127.0.0.1:4010', fetch: emulator.fetch, auth: session })

    const error = await session.visitorTokens().catch((thrown: unknown) => thrown)
    expect(TokenRequestError.is(error)).toBe(true)
    expect(error).toMatchObject({
      message: 'something went wrong',
      code: 'TOKEN_REQUEST_FAILED',
      status: 400,
      oauthError: 'invalid_client',
    })
    expect(warn).toHaveBeenCalledTimes(1)
    const warning = String(warn.mock.calls[0]?.[0])
    expect(warning).toContain('OAuth client id "my-sit"')
    expect(warning).toContain('oauth({ clientId })')
    expect(warning).toContain('VITRINE_CLIENT_ID')
    expect(warning).toContain('--client-id')
    // The emulator's log lists what it accepts.
    expect(lines.join('\n')).toContain('accepts only "my-site"')

    // Told once per id: the next failure of the same id adds no line.
    await session.renewTokens().catch(() => undefined)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('warns nothing for a known id, nor for other token failures', async () => {
    const emulator = createEmulator({ clients: [{ clientId: 'my-site' }] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = oauth({ clientId: 'my-site' })
    createClient({ host: 'http://127.0.0.1:4010', fetch: emulator.fetch, auth: session })
    await session.visitorTokens()
    // A refresh token the platform never issued: invalid_grant, a new visitor, no client warning.
    await session.setTokens({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'forged', role: 'visitor' },
    })
    await session.visitorTokens()
    expect(warn).not.toHaveBeenCalled()
  })

  it('says so when the client has no host (it asked the platform, not the emulator)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const emulator = createEmulator({ clients: [{ clientId: 'my-site' }] })
    // Where the platform's hosts would answer, the emulator answers: no network in tests.
    const session = oauth({ clientId: 'demo-storefront-typo' })
    createClient({ fetch: (input, init) => emulator.fetch(new Request(input, init)), auth: session })
    await session.visitorTokens().catch(() => undefined)
    const warning = String(warn.mock.calls[0]?.[0])
    expect(warning).toContain('This client has no host')
    expect(warning).toContain('https://www.wixapis.com')
    expect(warning).toContain('createClient({ host })')
    expect(warning).toContain('VITRINE_HOST')
  })

  it('says nothing of the host when the client has one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const emulator = createEmulator({ clients: [{ clientId: 'my-site' }] })
    const session = oauth({ clientId: 'other-typo' })
    createClient({ host: 'http://127.0.0.1:4010', fetch: emulator.fetch, auth: session })
    await session.visitorTokens().catch(() => undefined)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('no host')
  })
})
