import { beforeAll, describe, expect, test, vi } from 'vitest'
import { type KeyPair, now, rsaKeys, sign, signText } from '../test/helpers'
import { createWebhooks, ServicePluginError, type Webhooks } from './index'

let keys: KeyPair
let webhooks: Webhooks
const reported: unknown[] = []

beforeAll(async () => {
  keys = await rsaKeys()
  webhooks = createWebhooks({
    publicKey: keys.pem,
    issuer: 'wix.com',
    audience: 'app-1',
    onError: (e) => reported.push(e),
  })
})

const call = async (
  data: unknown,
  path = '/plugins/shipping/v1/getRates',
  claims: Record<string, unknown> = {},
) =>
  new Request(`https://app.example${path}`, {
    method: 'POST',
    body: await sign({ data, iss: 'wix.com', aud: 'app-1', ...claims }, keys.privateKey),
  })

const shippingCall = {
  metadata: { appExtensionType: 'ECOM_SHIPPING_RATES', instanceId: 'inst-1', currency: 'EUR' },
  request: { lineItems: [{ quantity: 2 }] },
}

describe('servicePlugins', () => {
  test('routes a verified call by extension type and path suffix, and answers the method JSON', async () => {
    const getRates = vi.fn(({ request }: { request: unknown }) => ({
      shippingRates: [{ code: 'std', lines: (request as { lineItems: unknown[] }).lineItems.length }],
    }))
    const off = webhooks.servicePlugins.register('ecom_shipping_rates', { '/v1/getRates': getRates })
    const response = await webhooks.servicePlugins.processRequest(await call(shippingCall))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ shippingRates: [{ code: 'std', lines: 1 }] })
    expect(getRates).toHaveBeenCalledWith({
      request: shippingCall.request,
      metadata: shippingCall.metadata,
      url: 'https://app.example/plugins/shipping/v1/getRates',
    })
    off()
    expect((await webhooks.servicePlugins.processRequest(await call(shippingCall))).status).toBe(404)
  })

  test('accepts the plugin data nested as a JSON string too; an undefined result answers {}', async () => {
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', { '/v1/getRates': () => undefined })
    const response = await webhooks.servicePlugins.processRequest(await call(JSON.stringify(shippingCall)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
  })

  test('a ServicePluginError answers the platform application-error shape with its status', async () => {
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', {
      '/v1/getRates': () => {
        throw new ServicePluginError('DESTINATION_NOT_SUPPORTED', {
          description: 'We do not ship there',
          data: { country: 'AQ' },
          status: 422,
        })
      },
    })
    const response = await webhooks.servicePlugins.processRequest(await call(shippingCall))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      applicationError: {
        code: 'DESTINATION_NOT_SUPPORTED',
        description: 'We do not ship there',
        data: { country: 'AQ' },
      },
    })
    const plain = new ServicePluginError('OUT_OF_STOCK')
    expect(plain).toMatchObject({ code: 'OUT_OF_STOCK', description: 'OUT_OF_STOCK', data: {}, status: 400 })
    expect(ServicePluginError.is(plain)).toBe(true)
  })

  test('another error thrown by a method answers 500 with no details and is reported', async () => {
    reported.length = 0
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', {
      '/v1/getRates': async () => {
        throw new Error('db password is hunter2')
      },
    })
    const response = await webhooks.servicePlugins.processRequest(await call(shippingCall))
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
    expect(reported).toHaveLength(1)
  })

  test('bad tokens answer 400 / 401 / 413 with no details; no method runs', async () => {
    const method = vi.fn()
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', { '/v1/getRates': method })
    const other = await rsaKeys()
    const forged = new Request('https://app.example/v1/getRates', {
      method: 'POST',
      body: await sign({ data: shippingCall, iss: 'wix.com', aud: 'app-1' }, other.privateKey),
    })
    const wrongAudience = await call(shippingCall, undefined, { aud: 'app-2' })
    const noMetadata = await call({ request: {} })
    const noType = await call({ metadata: { appExtensionType: 3 } })
    const huge = new Request('https://app.example/v1/getRates', { method: 'POST', body: 'x'.repeat(300_000) })
    const statuses = []
    for (const request of [forged, wrongAudience, noMetadata, noType, huge]) {
      const response = await webhooks.servicePlugins.processRequest(request)
      expect(await response.text()).toBe('')
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 400, 400, 413])
    expect(method).not.toHaveBeenCalled()
  })

  test('a call nested 8 000 levels deep answers 400 (INVALID_PAYLOAD), as an object or as a JSON string; no method runs', async () => {
    const method = vi.fn()
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', { '/v1/getRates': method })
    reported.length = 0
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`
    const metadata = JSON.stringify(shippingCall.metadata)
    const data = `{"metadata":${metadata},"request":${deep}}`
    const claims = (value: string) => `{"data":${value},"iss":"wix.com","aud":"app-1","exp":${now() + 60}}`
    // `data` as an object (as service plugins send it), and as a JSON string.
    for (const text of [claims(data), claims(JSON.stringify(data))]) {
      const request = new Request('https://app.example/plugins/shipping/v1/getRates', {
        method: 'POST',
        body: await signText('{"alg":"RS256"}', text, keys.privateKey),
      })
      const response = await webhooks.servicePlugins.processRequest(request)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('')
    }
    expect(method).not.toHaveBeenCalled()
    expect(reported).toEqual([
      expect.objectContaining({ code: 'INVALID_PAYLOAD' }),
      expect.objectContaining({ code: 'INVALID_PAYLOAD' }),
    ])
  })

  test('an unregistered extension type or path answers 404; GET answers 405', async () => {
    webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', { '/v1/getRates': () => ({}) })
    const unknownType = await call({ metadata: { appExtensionType: 'ECOM_TAX' }, request: {} })
    expect((await webhooks.servicePlugins.processRequest(unknownType)).status).toBe(404)
    const unknownPath = await call(shippingCall, '/v1/other')
    expect((await webhooks.servicePlugins.processRequest(unknownPath)).status).toBe(404)
    const get = new Request('https://app.example/v1/getRates')
    expect((await webhooks.servicePlugins.processRequest(get)).status).toBe(405)
  })
})
