import * as currentCart from '@wix/auto_sdk_ecom_current-cart'
import * as redirects from '@wix/auto_sdk_redirects_redirects'
import * as products from '@wix/auto_sdk_stores_products'
import { createClient, OAuthStrategy } from '@wix/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmulator,
  DEMO_MEMBER,
  type NodeEmulator as Emulator,
  type RunningServer,
  STORES_APP_ID,
} from '../src/node'
import { formOf } from './helpers'

/**
 * The platform's official JavaScript client against the emulator over real HTTP: its requests to
 * https://*.wixapis.com are rewritten to the emulator's URL by wrapping the global fetch.
 */
describe('conformance with the official client', () => {
  let emulator: Emulator
  let server: RunningServer
  const originalFetch = globalThis.fetch
  const seen: string[] = []

  beforeAll(async () => {
    emulator = createEmulator({ loginMode: 'email-verification' })
    server = await emulator.listen(0)
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url
      const rewritten = url.replace(/^https:\/\/(www|readonly|edge)\.wixapis\.com/, server.url)
      seen.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`)
      if (input instanceof Request) return originalFetch(new Request(rewritten, input), init)
      return originalFetch(rewritten, init)
    }
  })
  afterAll(async () => {
    globalThis.fetch = originalFetch
    await server.close()
  })

  // A client id the emulator has never seen, as a real site's would be: it is registered on first use.
  const clientId = crypto.randomUUID()
  const newClient = () =>
    createClient({
      modules: { currentCart, products, redirects },
      auth: OAuthStrategy({ clientId }),
    })

  it('completes the storefront journey: tokens, catalogue, cart, checkout, checkout page, hosted login', async () => {
    const client = newClient()

    const tokens = await client.auth.generateVisitorTokens()
    client.auth.setTokens(tokens)
    expect(tokens.accessToken.value).toBeTruthy()
    expect(tokens.refreshToken.role).toBe('visitor')

    const page = await client.products
      .queryProducts()
      .startsWith('name', 'Cl')
      .ascending('name')
      .limit(5)
      .find()
    expect(page.items.map((p) => p.slug)).toEqual(['classic-tee'])
    expect(page.totalCount).toBe(1)
    const physical = await client.products
      .queryProducts()
      .eq('productType', 'physical')
      .gt('priceData.price', 50)
      .find()
    expect(physical.items.every((p) => (p.priceData?.price ?? 0) > 50)).toBe(true)
    expect(physical.items.length).toBeGreaterThan(0)

    const tee = page.items[0]
    const { product } = await client.products.getProduct(tee?._id ?? '')
    expect(product?.name).toBe('Classic Tee')
    expect(product?._createdDate).toBeInstanceOf(Date)
    const variant = product?.variants?.find(
      (v) => v.choices?.['Size'] === 'M' && v.choices?.['Color'] === 'White',
    )

    // A store variant's media.image is an Image object on the wire: the client makes it a
    // wix:image:// string (a bare URL string would come out as undefined).
    const whiteM = await client.products.getStoreVariant(`${product?._id}-${variant?._id}`)
    expect(whiteM.variant?.media?.image).toBe(
      'wix:image://v1/classic-tee-2.svg/classic-tee-2.svg#originWidth=1000&originHeight=1000',
    )
    const storeVariants = await client.products.queryStoreVariants({
      filter: { productId: product?._id ?? '' },
      paging: { limit: 100 },
    })
    const storeVariantImages = (storeVariants.variants ?? []).map((v) => v.media?.image)
    expect(storeVariantImages.length).toBeGreaterThan(0)
    expect(storeVariantImages.every((image) => image?.startsWith('wix:image://v1/'))).toBe(true)

    const added = await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            catalogItemId: product?._id ?? '',
            appId: STORES_APP_ID,
            options: { variantId: variant?._id },
          },
          quantity: 2,
        },
      ],
    })
    const line = added.cart?.lineItems?.[0]
    expect(line?.quantity).toBe(2)
    expect(line?.price?.amount).toBe('25.00')
    expect(line?.url).toMatch(/\/product-page\/classic-tee$/)
    expect(line?.image).toMatch(/^wix:image:\/\/v1\/classic-tee-1\.svg/)
    expect(added.cart?._createdDate).toBeInstanceOf(Date)

    const updated = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: line?._id ?? '', quantity: 3 },
    ])
    expect(updated.cart?.lineItems?.[0]?.quantity).toBe(3)

    const totals = await client.currentCart.estimateCurrentCartTotals({
      selectedShippingOption: { code: 'standard' },
      shippingAddress: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10001',
        addressLine1: '1 Main St',
      },
    })
    expect(totals.priceSummary?.subtotal?.amount).toBe('75.00')
    expect(totals.priceSummary?.shipping?.amount).toBe('0.00')
    expect(totals.priceSummary?.total?.amount).toBe('81.66')
    expect(totals.shippingInfo?.carrierServiceOptions?.length).toBeGreaterThan(0)

    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' })
    expect(checkoutId).toBeTruthy()

    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/thanks' },
    })
    expect(redirectSession?.fullUrl?.startsWith(server.url)).toBe(true)
    const checkoutPage = await originalFetch(redirectSession?.fullUrl ?? '')
    expect(await checkoutPage.text()).toContain('Place order')

    const oauthData = client.auth.generateOAuthData(
      'http://localhost:3000/callback',
      'http://localhost:3000/',
    )
    const { authUrl } = await client.auth.getAuthUrl(oauthData)
    const loginPage = await originalFetch(authUrl)
    const form = formOf(await loginPage.text())
    const submitted = await originalFetch(new URL(form.action, authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
        action: 'login',
      }).toString(),
      redirect: 'manual',
    })
    expect(submitted.status).toBe(303)
    const { code, state } = client.auth.parseFromUrl(submitted.headers.get('location') ?? '', 'fragment')
    const memberTokens = await client.auth.getMemberTokens(code ?? '', state ?? '', oauthData)
    client.auth.setTokens(memberTokens)
    expect(client.auth.loggedIn()).toBe(true)

    const memberCart = await client.currentCart.getCurrentCart()
    expect(memberCart.lineItems?.[0]?.quantity).toBe(3)
    expect(memberCart.buyerInfo?.memberId).toBeTruthy()

    expect(
      seen.some((s) =>
        s.startsWith('GET https://edge.wixapis.com/stores-reader/v1/products/query-platformized?.r='),
      ),
    ).toBe(true)
    expect(seen.some((s) => s === 'POST https://www.wixapis.com/oauth2/token')).toBe(true)
  })

  it('renews an expired access token with the refresh token and falls back to a new visitor on invalid_grant', async () => {
    const client = newClient()
    const tokens = await client.auth.generateVisitorTokens()
    const renewed = await client.auth.generateVisitorTokens({ refreshToken: tokens.refreshToken })
    expect(renewed.refreshToken.value).toBe(tokens.refreshToken.value)
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value)
    emulator.revokeRefreshToken(tokens.refreshToken.value)
    const fresh = await client.auth.generateVisitorTokens({ refreshToken: tokens.refreshToken })
    expect(fresh.refreshToken.value).not.toBe(tokens.refreshToken.value)
  })

  it('registers, verifies with the mailed code and logs in through the identity calls', async () => {
    const client = newClient()
    client.auth.setTokens(await client.auth.generateVisitorTokens())
    const registered = await client.auth.register({
      email: 'official@example.com',
      password: 'secret-1',
      profile: { nickname: 'off' },
    })
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    const code = emulator.mailbox('official@example.com').at(-1)?.code ?? ''
    const verified = await client.auth.processVerification({ verificationCode: code })
    expect(verified.loginState).toBe('SUCCESS')
    const wrong = await client.auth.login({ email: DEMO_MEMBER.email, password: 'nope' })
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' })
    const exists = await client.auth.register({ email: DEMO_MEMBER.email, password: 'whatever' })
    expect(exists).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' })
    const invalid = await client.auth.register({ email: 'not-an-email', password: 'whatever' })
    expect(invalid).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' })
    const ok = await client.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(ok.loginState).toBe('SUCCESS')
  })

  it('answers the generic GraphQL call', async () => {
    const client = newClient()
    client.auth.setTokens(await client.auth.generateVisitorTokens())
    const { data, errors } = await client.graphql(
      'query ($id: String!) { storesProductsV1Product(productId: $id) { name slug } }',
      { id: '5eed0001-0000-4000-8000-000000000008' },
    )
    expect(errors).toBeUndefined()
    expect(data).toEqual({ storesProductsV1Product: { name: 'Canvas Tote Bag', slug: 'canvas-tote' } })
  })
})
