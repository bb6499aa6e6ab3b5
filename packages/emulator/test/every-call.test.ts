import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmulator,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  type NodeEmulator as Emulator,
  type RunningServer,
  STORES_APP_ID,
} from '../src/node'
import { type Json, OWNER } from './helpers'

/** Both path forms of each service (wire-notes §1). */
const FORMS = {
  cart: ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'],
  read: ['/stores-reader/v1', '/_api/catalog-reader-server/v1'],
  write: ['/stores/v1', '/_api/catalog-server/v1'],
  redirect: ['/_api/redirects-api/v1/redirect-session', '/headless/v1/redirect-session'],
  recovery: ['/_api/iam/recovery/v1', '/_iam/recovery/v1'],
} as const

const TEE = '5eed0001-0000-4000-8000-000000000001'
const TOTE = '5eed0001-0000-4000-8000-000000000008'
const APPAREL = '5eed0002-0000-4000-8000-000000000001'
const r = (payload: unknown): string => Buffer.from(JSON.stringify(payload)).toString('base64url')

type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Json }>

function transports(): { name: string; start(): Promise<{ send: Send; stop(): Promise<void> }> }[] {
  const sender =
    (doFetch: (url: string, init: RequestInit) => Promise<Response>, base: string): Send =>
    async (method, path, body, headers = {}) => {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'manual',
      })
      const text = await response.text()
      const isJson = response.headers.get('content-type')?.includes('json')
      return { status: response.status, body: isJson && text ? JSON.parse(text) : text }
    }
  return [
    {
      name: 'in process (fetch)',
      async start() {
        const emulator = createEmulator()
        return { send: sender(emulator.fetch, 'https://www.wixapis.com'), stop: async () => undefined }
      },
    },
    {
      name: 'over HTTP (listen(0))',
      async start() {
        const emulator: Emulator = createEmulator()
        const server: RunningServer = await emulator.listen(0)
        return { send: sender((url, init) => fetch(url, init), server.url), stop: () => server.close() }
      },
    },
  ]
}

describe.each(transports())('every call, $name', (transport) => {
  let send: Send
  let stop: () => Promise<void>
  let visitor: Record<string, string>
  beforeAll(async () => {
    ;({ send, stop } = await transport.start())
    const tokens = await send('POST', '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })
    visitor = { authorization: tokens.body.access_token }
  })
  afterAll(() => stop())

  it.each(FORMS.cart)('cart calls at %s', async (base) => {
    const tokens = await send('POST', '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })
    const auth = { authorization: tokens.body.access_token }
    expect((await send('GET', base, undefined, auth)).status).toBe(404)
    const added = await send(
      'POST',
      `${base}/add-to-cart`,
      { lineItems: [{ quantity: 2, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      auth,
    )
    expect(added.status).toBe(200)
    const lineId = added.body.cart.lineItems[0].id
    expect((await send('GET', base, undefined, auth)).body.cart.id).toBe(added.body.cart.id)
    expect(
      (await send('PATCH', base, { couponCode: 'SAVE10' }, auth)).body.cart.appliedDiscounts,
    ).toHaveLength(1)
    expect(
      (
        await send(
          'POST',
          `${base}/update-line-items-quantity`,
          { lineItems: [{ id: lineId, quantity: 3 }] },
          auth,
        )
      ).body.cart.lineItems[0].quantity,
    ).toBe(3)
    expect(
      (
        await send(
          'POST',
          `${base}/estimate-totals`,
          { shippingAddress: { country: 'US', subdivision: 'US-NY' } },
          auth,
        )
      ).body.priceSummary.subtotal.amount,
    ).toBe('54.00')
    expect((await send('POST', `${base}/remove-coupon`, {}, auth)).body.cart.appliedDiscounts).toEqual([])
    expect(
      (await send('POST', `${base}/create-checkout`, { channelType: 'WEB' }, auth)).body.checkoutId,
    ).toEqual(expect.any(String))
    expect(
      (await send('POST', `${base}/remove-line-items`, { lineItemIds: [lineId] }, auth)).body.cart.lineItems,
    ).toEqual([])
    expect((await send('DELETE', base, undefined, auth)).body).toEqual({})
  })

  it.each(FORMS.read)('catalogue read calls at %s', async (base) => {
    const query = { query: { filter: { collectionIds: APPAREL }, paging: { limit: 2 } } }
    expect(
      (await send('GET', `${base}/products/query-platformized?.r=${r(query)}`, undefined, visitor)).body
        .products,
    ).toHaveLength(2)
    expect(
      (await send('POST', `${base}/products/query-platformized`, query, visitor)).body.metadata.count,
    ).toBe(2)
    expect(
      (
        await send(
          'GET',
          `${base}/products/${TEE}?id=${TEE}&includeMerchantSpecificData=true`,
          undefined,
          OWNER,
        )
      ).body.product.costAndProfitData.itemCost,
    ).toBe(9)
    expect(
      (
        await send(
          'POST',
          `${base}/products/${TEE}/productOptionsAvailability`,
          { id: TEE, options: { Size: 'S', Color: 'Black' } },
          visitor,
        )
      ).body.availableForPurchase,
    ).toBe(true)
    expect(
      (
        await send(
          'POST',
          `${base}/products/${TEE}/variants/query`,
          { id: TEE, choices: { Size: 'S' } },
          visitor,
        )
      ).body.variants,
    ).toHaveLength(3)
    const variants = await send(
      'POST',
      `${base}/variants/query`,
      { query: { filter: { productId: TEE }, paging: { limit: 1 } } },
      visitor,
    )
    const variantId = variants.body.variants[0].id
    expect(
      (await send('GET', `${base}/variants/${variantId}?id=${variantId}`, undefined, visitor)).body.variant
        .productId,
    ).toBe(TEE)
    expect(
      (await send('GET', `${base}/collections/slug/apparel?slug=apparel`, undefined, visitor)).body.collection
        .id,
    ).toBe(APPAREL)
  })

  it('collections v2 calls', async () => {
    expect((await send('GET', `/v2/collections/${APPAREL}`, undefined, visitor)).body.collection.slug).toBe(
      'apparel',
    )
    expect((await send('GET', '/v2/collections/slug/apparel', undefined, visitor)).body.collection.id).toBe(
      APPAREL,
    )
    expect(
      (await send('POST', '/v2/collections/query', { query: { paging: { limit: 2 } } }, visitor)).body
        .metadata.count,
    ).toBe(2)
  })

  it.each(FORMS.write)('catalogue write calls at %s', async (base) => {
    const created = await send(
      'POST',
      `${base}/products`,
      {
        product: {
          name: `Mug ${base.length}`,
          productType: 'physical',
          priceData: { price: 10 },
          productOptions: [
            {
              name: 'Color',
              optionType: 'color',
              choices: [
                { value: '#000000', description: 'Black' },
                { value: '#ffffff', description: 'White' },
              ],
            },
          ],
          manageVariants: true,
        },
      },
      OWNER,
    )
    expect(created.status).toBe(200)
    const id = created.body.product.id
    const calls: [string, string, unknown][] = [
      ['PATCH', `${base}/products/${id}`, { product: { id, description: 'Glazed' } }],
      [
        'PATCH',
        `${base}/products/${id}/variants`,
        { id, variants: [{ choices: { Color: 'Black' }, price: 12 }] },
      ],
      ['POST', `${base}/products/${id}/variants/resetToDefault`, { id }],
      ['POST', `${base}/products/${id}/media`, { id, media: [{ url: 'https://example.com/mug.jpg' }] }],
      ['POST', `${base}/collections/${APPAREL}/productIds`, { id: APPAREL, productIds: [id] }],
      ['POST', `${base}/collections/${APPAREL}/productIds/delete`, { id: APPAREL, productIds: [id] }],
      ['POST', `${base}/products/${id}/remove-brand`, { id }],
      ['POST', `${base}/products/${id}/remove-ribbon`, { id }],
      ['POST', `${base}/bulk/products/update`, { ids: [id], set: { weight: 0.4 } }],
      ['POST', `${base}/bulk/products/adjust-properties`, { ids: [id], adjust: { price: { amount: 1 } } }],
    ]
    for (const [method, path, body] of calls)
      expect([method, path, (await send(method, path, body, OWNER)).status]).toEqual([method, path, 200])
    const media = (await send('GET', `/stores-reader/v1/products/${id}`, undefined, OWNER)).body.product.media
      .items[0].id
    expect(
      (
        await send(
          'PATCH',
          `${base}/products/${id}/choices/media`,
          { id, media: [{ option: 'Color', choice: 'Black', mediaIds: [media] }] },
          OWNER,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await send(
          'POST',
          `${base}/products/${id}/choices/media/delete`,
          { id, media: [{ option: 'Color', choice: 'Black' }] },
          OWNER,
        )
      ).status,
    ).toBe(200)
    expect(
      (await send('POST', `${base}/products/${id}/media/delete`, { id, mediaIds: [media] }, OWNER)).status,
    ).toBe(200)
    expect((await send('DELETE', `${base}/products/${id}/options?id=${id}`, undefined, OWNER)).status).toBe(
      200,
    )
    const collection = await send(
      'POST',
      `${base}/collections`,
      { collection: { name: `Winter ${base.length}` } },
      OWNER,
    )
    const collectionId = collection.body.collection.id
    expect(
      (
        await send(
          'PATCH',
          `${base}/collections/${collectionId}`,
          { collection: { id: collectionId, name: 'Winter sale' } },
          OWNER,
        )
      ).body.collection.name,
    ).toBe('Winter sale')
    expect(
      (await send('DELETE', `${base}/collections/${collectionId}?id=${collectionId}`, undefined, OWNER))
        .status,
    ).toBe(200)
    expect((await send('DELETE', `${base}/products/${id}?id=${id}`, undefined, OWNER)).status).toBe(200)
    expect(
      (
        await send(
          'POST',
          `${base}/products`,
          { product: { name: 'x', productType: 'physical', priceData: { price: 1 } } },
          visitor,
        )
      ).status,
    ).toBe(403)
  })

  it.each(FORMS.redirect)('redirect sessions at %s', async (path) => {
    const session = await send(
      'POST',
      path,
      { logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: 'http://localhost:3000/' } },
      visitor,
    )
    expect(session.body.redirectSession).toMatchObject({
      id: expect.any(String),
      fullUrl: expect.any(String),
      urlDetails: { endpoint: expect.any(String) },
    })
  })

  it('identity calls', async () => {
    const auth = '/_api/iam/authentication'
    const email = `every-${Math.random().toString(36).slice(2)}@example.com`
    const registered = await send(
      'POST',
      `${auth}/v2/register`,
      { loginId: { email }, password: 'secret-1' },
      visitor,
    )
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    const resent = await send(
      'POST',
      '/_api/iam/verification/v1/auth/resend',
      { stateToken: registered.body.stateToken },
      visitor,
    )
    expect(resent.status).toBe(200)
    expect(
      (
        await send(
          'POST',
          '/_api/iam/verification/v1/start',
          { identityId: registered.body.identity.id, target: 'EMAIL' },
          visitor,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await send(
          'POST',
          '/_api/iam/verification/v1/auth/verify',
          { code: 'wrong', stateToken: registered.body.stateToken },
          visitor,
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await send(
          'POST',
          `${auth}/v2/login`,
          { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
          visitor,
        )
      ).body.state,
    ).toBe('SUCCESS')
    expect(
      (
        await send(
          'POST',
          `${auth}/v1/login`,
          {
            loginId: { email: DEMO_MEMBER.email },
            inputs: [{ name: 'password', value: DEMO_MEMBER.password }],
          },
          visitor,
        )
      ).body.state,
    ).toBe('SUCCESS')
    expect(
      (
        await send(
          'POST',
          `${auth}/v1/register`,
          {
            identity: { email: { address: DEMO_MEMBER.email } },
            inputs: [{ name: 'password', value: 'x1234' }],
          },
          visitor,
        )
      ).body.details.applicationError.code,
    ).toBe('-19995')
    expect(
      (await send('POST', `${auth}/v1/state/proceed`, { stateToken: registered.body.stateToken }, visitor))
        .body.state,
    ).toBe('REQUIRE_EMAIL_VERIFICATION')
    expect(
      (await send('POST', `${auth}/v2/change-password`, { newPassword: 'secret-2' }, visitor)).status,
    ).toBe(401)
    expect((await send('POST', `${auth}/v2/sign-on`, { loginId: { email } }, visitor)).status).toBe(403)
    expect(
      (
        await send(
          'POST',
          `${auth}/v1/sso/login-with-token-params`,
          { idpConnectionId: 'vitrine-emulator-idp', tokenParams: { email: DEMO_MEMBER.email } },
          visitor,
        )
      ).body.state,
    ).toBe('SUCCESS')
    expect(
      (
        await send(
          'GET',
          `${auth}/v1/logout?clientId=${DEMO_CLIENT_ID}&postLogoutRedirectUri=http://localhost:3000/`,
        )
      ).status,
    ).toBe(302)
    for (const base of FORMS.recovery) {
      expect((await send('POST', `${base}/send-email`, { email: DEMO_MEMBER.email }, visitor)).status).toBe(
        200,
      )
      expect(
        (await send('POST', `${base}/activation-email`, { identityId: registered.body.identity.id }, visitor))
          .status,
      ).toBe(200)
      expect(
        (await send('POST', `${base}/recover`, { recoveryToken: 'nope', password: 'secret-3' }, visitor))
          .status,
      ).toBe(400)
    }
  })

  it('GraphQL', async () => {
    const answer = await send(
      'POST',
      '/graphql/alpha',
      {
        query:
          '{ storesCollectionsV1Collection(collectionId: "5eed0002-0000-4000-8000-000000000001") { slug } }',
      },
      visitor,
    )
    expect(answer.body).toEqual({ data: { storesCollectionsV1Collection: { slug: 'apparel' } } })
  })
})
