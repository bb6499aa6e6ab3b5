import { ApplicationError, createClient, InvalidInputError } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOST } from '../test/helpers'
import { apiKey } from './api-key'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('apiKey()', () => {
  it('sends the raw key and the site id, and the emulator takes it as the owner', async () => {
    const emulator = createEmulator()
    const seen: Headers[] = []
    const client = createClient({
      host: HOST,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        seen.push(request.headers)
        return emulator.fetch(request)
      },
    })
    const answer = await client.request<{ product: { id: string } }>({
      method: 'POST',
      service: 'catalog-server',
      path: '/v1/products',
      body: { product: { name: 'Owner-made', productType: 'physical', priceData: { price: 5 } } },
    })
    expect(answer.product.id).toEqual(expect.any(String))
    expect(seen[0]?.get('authorization')).toBe(DEMO_API_KEY)
    expect(seen[0]?.get('wix-site-id')).toBe(DEMO_SITE_ID)
    expect(emulator.stats().tokenRequests.total).toBe(0)
  })

  it('adds wix-account-id when given, and hands out copies of its headers', async () => {
    const auth = apiKey({ key: 'k', siteId: 's', accountId: 'acc' })
    const headers = await auth.getAuthHeaders()
    expect(headers).toEqual({ authorization: 'k', 'wix-site-id': 's', 'wix-account-id': 'acc' })
    headers['authorization'] = 'changed'
    expect((await auth.getAuthHeaders())['authorization']).toBe('k')
  })

  it('refuses a missing key or site id, naming the fields', () => {
    expect(() => apiKey({ key: '', siteId: '' })).toThrow(InvalidInputError)
    expect(() => apiKey({ key: '', siteId: 's' })).toThrow(/"key"/)
    expect(() => apiKey({ key: 'k', siteId: ' ' })).toThrow(/"siteId"/)
    expect(() => apiKey(undefined as never)).toThrow(/"key".*"siteId"/)
  })

  it('warns in development when created in a browser, and never puts the key in the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', {})
    vi.stubEnv('NODE_ENV', 'development')
    apiKey({ key: 'secret-key', siteId: 's' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/browser/)
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('secret-key')
  })

  it('stays silent in production builds and on servers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    apiKey({ key: 'k', siteId: 's' })
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', {})
    vi.stubEnv('NODE_ENV', 'production')
    apiKey({ key: 'k', siteId: 's' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('a refused key (401): the ApplicationError, sent once, and one warning naming the key and the site, never the key', async () => {
    const emulator = createEmulator()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let sent = 0
    const client = createClient({
      host: HOST,
      auth: apiKey({ key: 'secret-but-wrong', siteId: DEMO_SITE_ID }),
      fetch: async (input, init) => {
        sent++
        return emulator.fetch(new Request(input, init))
      },
    })
    const create = () =>
      client.request({
        method: 'POST',
        service: 'catalog-server',
        path: '/v1/products',
        body: { product: { name: 'Never made', productType: 'physical', priceData: { price: 5 } } },
      })
    const error = await create().catch((thrown: unknown) => thrown)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 401 })
    expect(sent).toBe(1)
    expect(warn).toHaveBeenCalledTimes(1)
    const warning = String(warn.mock.calls[0]?.[0])
    expect(warning).toContain('refused the API key')
    expect(warning).toContain(DEMO_SITE_ID)
    expect(warning).toContain('apiKey({ key })')
    expect(warning).toContain('VITRINE_API_KEY')
    expect(warning).not.toContain('secret-but-wrong')
    // The client has a host: nothing about a missing one.
    expect(warning).not.toContain('no host')
    await create().catch(() => undefined)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['key (401)', { key: 'meant-for-the-emulator', siteId: DEMO_SITE_ID }, 401, 'refused the API key'],
    ['site id (403)', { key: DEMO_API_KEY, siteId: 'another-site' }, 403, 'refused the site id'],
  ])(
    'a refused %s from a client without host also says that host is the missing setting',
    async (_kind, credentials, status, refusal) => {
      const emulator = createEmulator()
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const asked: string[] = []
      // No host: the client asks the platform's own hosts. The emulator answers in their place (no
      // network in tests), as the platform would answer credentials it does not know.
      const client = createClient({
        auth: apiKey(credentials),
        fetch: async (input, init) => {
          const request = new Request(input, init)
          asked.push(new URL(request.url).origin)
          return emulator.fetch(request)
        },
      })
      const error = await client
        .request({ method: 'GET', service: 'catalog-reader', path: '/v1/products/some-id' })
        .catch((thrown: unknown) => thrown)
      expect(asked).toEqual(['https://readonly.wixapis.com'])
      expect(error).toMatchObject({ status })
      expect(warn).toHaveBeenCalledTimes(1)
      const warning = String(warn.mock.calls[0]?.[0])
      expect(warning).toContain(refusal)
      expect(warning).toContain('This client has no host')
      expect(warning).toContain('createClient({ host })')
      expect(warning).toContain('VITRINE_HOST')
      expect(warning).not.toContain(DEMO_API_KEY)
    },
  )

  it('warns nothing when the key is accepted', async () => {
    const emulator = createEmulator()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = createClient({
      host: HOST,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      fetch: emulator.fetch,
    })
    await client.request({
      method: 'POST',
      service: 'catalog-server',
      path: '/v1/products',
      body: { product: { name: 'Owner-made', productType: 'physical', priceData: { price: 5 } } },
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('a refused site id (403): the ApplicationError, and one warning naming the site id and where it comes from', async () => {
    const emulator = createEmulator()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = createClient({
      host: HOST,
      auth: apiKey({ key: DEMO_API_KEY, siteId: 'another-site' }),
      fetch: emulator.fetch,
    })
    const create = () =>
      client.request({
        method: 'POST',
        service: 'catalog-server',
        path: '/v1/products',
        body: { product: { name: 'Never made', productType: 'physical', priceData: { price: 5 } } },
      })
    const error = await create().catch((thrown: unknown) => thrown)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 403 })
    expect(warn).toHaveBeenCalledTimes(1)
    const warning = String(warn.mock.calls[0]?.[0])
    expect(warning).toContain('refused the site id "another-site"')
    expect(warning).toContain('apiKey({ siteId })')
    expect(warning).toContain('VITRINE_SITE_ID')
    expect(warning).not.toContain(DEMO_API_KEY)
    await create().catch(() => undefined)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
