import { describe, expect, it } from 'vitest'
import {
  CATALOG_EVENTS,
  createEmulator,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  DOMAIN_ENTITIES,
  type Emulator,
  STORES_APP_ID,
} from '../src/index'
import { s256Challenge } from '../src/oauth/pkce'
import { call, formOf, pkcePair, postForm, visitorTokens } from './helpers'

const REDIRECT = 'http://localhost:3000/callback'
const TOTE = '5eed0001-0000-4000-8000-000000000008'

async function setup(options = {}): Promise<{ emulator: Emulator; auth: Record<string, string> }> {
  const emulator = createEmulator(options)
  return { emulator, auth: { authorization: (await visitorTokens(emulator)).access_token } }
}

function authSession(
  emulator: Emulator,
  auth: Record<string, string>,
  challenge: string,
  overrides: Record<string, unknown> = {},
  prompt = 'login',
) {
  return call(
    emulator,
    'POST',
    '/_api/redirects-api/v1/redirect-session',
    {
      auth: {
        authRequest: {
          redirectUri: REDIRECT,
          clientId: DEMO_CLIENT_ID,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: 'state-123',
          ...overrides,
        },
        prompt,
      },
    },
    auth,
  )
}

async function hostedLogin(
  emulator: Emulator,
  fullUrl: string,
  email = DEMO_MEMBER.email,
  password = DEMO_MEMBER.password,
): Promise<Response> {
  const page = await emulator.fetch(new Request(fullUrl, { redirect: 'manual' }))
  const form = formOf(await page.text())
  return postForm(emulator, new URL(form.action, fullUrl).toString(), {
    ...form.fields,
    email,
    password,
    action: 'login',
  })
}

function fragmentOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? '').hash.slice(1))
}

describe('PKCE', () => {
  it('computes the RFC 7636 appendix B challenge', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})

describe('redirect sessions and the hosted login', () => {
  it('validates the auth request', async () => {
    const { emulator, auth } = await setup()
    const bad = await authSession(emulator, auth, 'short', {
      codeChallengeMethod: 'plain',
      redirectUri: 'https://evil.example/cb',
      clientId: '',
    })
    expect(bad.status).toBe(400)
    const fields = bad.body.details.validationError.fieldViolations.map((v: { field: string }) => v.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'auth.authRequest.clientId',
        'auth.authRequest.codeChallengeMethod',
        'auth.authRequest.codeChallenge',
      ]),
    )
    const evil = await authSession(emulator, auth, pkcePair().challenge, {
      redirectUri: 'https://evil.example/cb',
    })
    expect(evil.body.details.validationError.fieldViolations[0].field).toBe('auth.authRequest.redirectUri')
    const noRedirect = await authSession(emulator, auth, pkcePair().challenge, { redirectUri: undefined })
    expect(noRedirect.status).toBe(400)
    const none = await call(emulator, 'POST', '/headless/v1/redirect-session', {}, auth)
    expect(none.body.details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT')
    expect((await call(emulator, 'POST', '/headless/v1/redirect-session', { login: {} })).status).toBe(401)
  })

  it('logs in through the hosted page and exchanges the code once (PKCE, redirect URI, expiry)', async () => {
    let now = Date.parse('2025-06-01T10:00:00Z')
    const { emulator, auth } = await setup({ now: () => now })
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ quantity: 2, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      auth,
    )
    const { verifier, challenge } = pkcePair()
    const session = await authSession(emulator, auth, challenge)
    const { fullUrl, urlDetails } = session.body.redirectSession
    expect(urlDetails.endpoint).toBe('http://127.0.0.1:4010/oauth2/authorize')
    const page = await emulator.fetch(new Request(fullUrl))
    const html = await page.text()
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(html).toContain('<label for="email">')
    expect(html).toContain('<label for="password">')

    const wrong = await hostedLogin(emulator, fullUrl, DEMO_MEMBER.email, 'wrong')
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('role="alert">Wrong e-mail or password.')

    const ok = await hostedLogin(emulator, fullUrl)
    expect(ok.status).toBe(303)
    expect(ok.headers.get('set-cookie')).toContain('vitrine_emulator_session=')
    const params = fragmentOf(ok.headers.get('location'))
    expect(
      new URL(ok.headers.get('location') ?? '').origin + new URL(ok.headers.get('location') ?? '').pathname,
    ).toBe(REDIRECT)
    expect(params.get('state')).toBe('state-123')
    const code = params.get('code') ?? ''

    const exchange = (body: Record<string, unknown>) =>
      call(emulator, 'POST', '/oauth2/token', {
        clientId: DEMO_CLIENT_ID,
        grantType: 'authorization_code',
        code,
        codeVerifier: verifier,
        redirectUri: REDIRECT,
        ...body,
      })
    const mismatched = await exchange({ redirectUri: 'http://localhost:3000/other' })
    expect(mismatched.body.error).toBe('invalid_grant')

    const session2 = await authSession(emulator, auth, challenge)
    const code2 = fragmentOf(
      (await hostedLogin(emulator, session2.body.redirectSession.fullUrl)).headers.get('location'),
    ).get('code')
    const badVerifier = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: code2,
      codeVerifier: pkcePair().verifier,
      redirectUri: REDIRECT,
    })
    expect(badVerifier.body.error).toBe('invalid_grant')

    const session3 = await authSession(emulator, auth, challenge)
    const code3 = fragmentOf(
      (await hostedLogin(emulator, session3.body.redirectSession.fullUrl)).headers.get('location'),
    ).get('code')
    const member = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: code3,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    expect(member.status).toBe(200)
    const replay = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: code3,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    expect(replay.body.error).toBe('invalid_grant')
    const revoked = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: member.body.refresh_token,
    })
    expect(revoked.body.error).toBe('invalid_grant')

    const session4 = await authSession(emulator, auth, challenge)
    const code4 = fragmentOf(
      (await hostedLogin(emulator, session4.body.redirectSession.fullUrl)).headers.get('location'),
    ).get('code')
    now += 61_000
    const late = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: code4,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    expect(late.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The authorization code has expired',
    })
    expect(emulator.stats().tokenRequests.authorization_code).toBe(5)
  })

  it('carries the visitor cart to the member when the code is exchanged', async () => {
    const { emulator, auth } = await setup()
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ quantity: 2, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      auth,
    )
    const { verifier, challenge } = pkcePair()
    const session = await authSession(emulator, auth, challenge, { responseMode: 'query' })
    const done = await hostedLogin(emulator, session.body.redirectSession.fullUrl)
    const location = new URL(done.headers.get('location') ?? '')
    expect(location.searchParams.get('state')).toBe('state-123')
    const tokens = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: location.searchParams.get('code'),
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    const cart = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: tokens.body.access_token,
    })
    expect(cart.body.cart.lineItems[0].quantity).toBe(2)
  })

  it('answers cancel with access_denied and prompt=none without a session with login_required', async () => {
    const { emulator, auth } = await setup()
    const session = await authSession(emulator, auth, pkcePair().challenge)
    const page = await emulator.fetch(new Request(session.body.redirectSession.fullUrl))
    const form = formOf(await page.text())
    const cancelled = await postForm(emulator, new URL(form.action, 'http://127.0.0.1:4010').toString(), {
      action: 'cancel',
    })
    expect(fragmentOf(cancelled.headers.get('location')).get('error')).toBe('access_denied')
    const silent = await authSession(emulator, auth, pkcePair().challenge, {}, 'none')
    const answer = await emulator.fetch(
      new Request(silent.body.redirectSession.fullUrl, { redirect: 'manual' }),
    )
    expect(answer.status).toBe(302)
    expect(fragmentOf(answer.headers.get('location'))).toEqual(
      new URLSearchParams({
        error: 'login_required',
        error_description: 'The member is not logged in',
        state: 'state-123',
      }),
    )
    const expired = await emulator.fetch(
      new Request('http://127.0.0.1:4010/oauth2/authorize?redirect_session_id=nope'),
    )
    expect(expired.status).toBe(400)
  })

  it('posts the code of a direct login to the opener origin only (web_message, prompt=none, sessionToken)', async () => {
    const { emulator, auth } = await setup()
    const login = await call(
      emulator,
      'POST',
      '/_api/iam/authentication/v2/login',
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      auth,
    )
    const { verifier, challenge } = pkcePair()
    const session = await authSession(
      emulator,
      auth,
      challenge,
      { responseMode: 'web_message', sessionToken: login.body.sessionToken },
      'none',
    )
    const page = await emulator.fetch(new Request(session.body.redirectSession.fullUrl))
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://localhost:3000')
    expect(page.headers.get('x-frame-options')).toBeNull()
    const html = await page.text()
    const match = /postMessage\((\{.*?\}), ("[^"]+")\)/.exec(html)
    expect(match).not.toBeNull()
    const message = JSON.parse(match?.[1] ?? '{}')
    expect(JSON.parse(match?.[2] ?? '""')).toBe('http://localhost:3000')
    expect(message.state).toBe('state-123')
    const tokens = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: message.code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    expect(tokens.status).toBe(200)

    const login2 = await call(
      emulator,
      'POST',
      '/_api/iam/authentication/v2/login',
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      auth,
    )
    const noRedirect = await authSession(
      emulator,
      auth,
      challenge,
      { responseMode: 'web_message', sessionToken: login2.body.sessionToken, redirectUri: undefined },
      'none',
    )
    const framed = await emulator.fetch(
      new Request(noRedirect.body.redirectSession.fullUrl, {
        headers: { referer: 'http://localhost:5173/' },
      }),
    )
    expect(await framed.text()).toContain('"http://localhost:5173")')
    const login3 = await call(
      emulator,
      'POST',
      '/_api/iam/authentication/v2/login',
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      auth,
    )
    const foreign = await authSession(
      emulator,
      auth,
      challenge,
      { responseMode: 'web_message', sessionToken: login3.body.sessionToken, redirectUri: undefined },
      'none',
    )
    const foreignPage = await emulator.fetch(
      new Request(foreign.body.redirectSession.fullUrl, { headers: { referer: 'https://evil.example/' } }),
    )
    expect(await foreignPage.text()).not.toContain('postMessage')
    const replayed = await authSession(
      emulator,
      auth,
      challenge,
      { responseMode: 'web_message', sessionToken: login.body.sessionToken },
      'none',
    )
    const replayedPage = await (
      await emulator.fetch(new Request(replayed.body.redirectSession.fullUrl))
    ).text()
    expect(replayedPage).toContain('login_required')
  })

  it('lets only the web_message result be framed, by its target origin; every other hosted page refuses frames', async () => {
    const { emulator, auth } = await setup({
      clients: [
        { clientId: DEMO_CLIENT_ID, allowedRedirectOrigins: ['https://shop.example', 'http://127.0.0.1:*'] },
      ],
    })
    const directLogin = async () =>
      (
        await call(
          emulator,
          'POST',
          '/_api/iam/authentication/v2/login',
          { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
          auth,
        )
      ).body.sessionToken as string
    const { challenge } = pkcePair()
    const silent = async (overrides: Record<string, unknown>, referer?: string) => {
      const session = await authSession(
        emulator,
        auth,
        challenge,
        { responseMode: 'web_message', sessionToken: await directLogin(), ...overrides },
        'none',
      )
      expect(session.status).toBe(200)
      return emulator.fetch(
        new Request(session.body.redirectSession.fullUrl, referer ? { headers: { referer } } : {}),
      )
    }
    const framing = (page: Response) => ({
      csp: page.headers.get('content-security-policy'),
      xfo: page.headers.get('x-frame-options'),
    })

    // The origin of the client's registered redirect URI.
    const registered = await silent({ redirectUri: 'https://shop.example/callback' })
    expect(framing(registered)).toEqual({ csp: 'frame-ancestors https://shop.example', xfo: null })
    expect(await registered.text()).toContain('"https://shop.example")')
    // No redirect URI: the embedding page's origin, when the client allows it.
    const embedded = await silent({ redirectUri: undefined }, 'http://127.0.0.1:5173/shop?x=1')
    expect(framing(embedded)).toEqual({ csp: 'frame-ancestors http://127.0.0.1:5173', xfo: null })
    // An embedding page the client does not allow gets no answer and cannot frame the page.
    const foreign = await silent({ redirectUri: undefined }, 'https://evil.example/')
    expect(framing(foreign)).toEqual({ csp: "frame-ancestors 'none'", xfo: null })
    expect(await foreign.text()).not.toContain('postMessage')
    // A failed silent login is posted back the same way.
    const failed = await emulator.fetch(
      new Request(
        (
          await authSession(
            emulator,
            auth,
            challenge,
            { responseMode: 'web_message', redirectUri: 'https://shop.example/callback' },
            'none',
          )
        ).body.redirectSession.fullUrl,
      ),
    )
    expect(framing(failed)).toEqual({ csp: 'frame-ancestors https://shop.example', xfo: null })
    expect(await failed.text()).toContain('login_required')

    // The login form stays unframeable, web_message or not (clickjacking), and so do the others.
    const form = await emulator.fetch(
      new Request(
        (
          await authSession(emulator, auth, challenge, {
            responseMode: 'web_message',
            redirectUri: 'https://shop.example/callback',
          })
        ).body.redirectSession.fullUrl,
        { headers: { referer: 'http://127.0.0.1:5173/' } },
      ),
    )
    expect(await form.text()).toContain('type="password"')
    expect(framing(form)).toEqual({ csp: null, xfo: 'SAMEORIGIN' })
    const expired = await emulator.fetch(
      new Request('http://127.0.0.1:4010/oauth2/authorize?redirect_session_id=nope'),
    )
    expect(framing(expired)).toEqual({ csp: null, xfo: 'SAMEORIGIN' })
    const other = await call(
      emulator,
      'POST',
      '/headless/v1/redirect-session',
      { storesProduct: { productSlug: 'canvas-tote' }, callbacks: { postFlowUrl: 'https://shop.example/' } },
      auth,
    )
    const acknowledgement = await emulator.fetch(new Request(other.body.redirectSession.fullUrl))
    expect(framing(acknowledgement)).toEqual({ csp: null, xfo: 'SAMEORIGIN' })
  })

  it('asks for the e-mail code on the hosted page when the member is not verified', async () => {
    const { emulator, auth } = await setup()
    await call(
      emulator,
      'POST',
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'new@example.com' }, password: 'secret-1' },
      auth,
    )
    const session = await authSession(emulator, auth, pkcePair().challenge)
    const verifyPage = await hostedLogin(
      emulator,
      session.body.redirectSession.fullUrl,
      'new@example.com',
      'secret-1',
    )
    const form = formOf(await verifyPage.text())
    expect(form.action).toContain('/oauth2/authorize/verify')
    const code = emulator.mailbox('new@example.com').at(-1)?.code ?? ''
    const done = await postForm(emulator, new URL(form.action, 'http://127.0.0.1:4010').toString(), {
      ...form.fields,
      code,
      action: 'verify',
    })
    expect(done.status).toBe(303)
    expect(fragmentOf(done.headers.get('location')).get('code')).toBeTruthy()
  })

  it('logs out on the hosted logout page: clears the session, revokes the member token, returns', async () => {
    const { emulator, auth } = await setup()
    const { verifier, challenge } = pkcePair()
    const session = await authSession(emulator, auth, challenge)
    const login = await hostedLogin(emulator, session.body.redirectSession.fullUrl)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const tokens = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'authorization_code',
      code: fragmentOf(login.headers.get('location')).get('code'),
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    })
    const silent = await authSession(emulator, auth, pkcePair().challenge, {}, 'none')
    const silentAnswer = await emulator.fetch(
      new Request(silent.body.redirectSession.fullUrl, { headers: { cookie }, redirect: 'manual' }),
    )
    expect(fragmentOf(silentAnswer.headers.get('location')).get('code')).toBeTruthy()

    const logout = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: 'http://localhost:3000/' } },
      { authorization: tokens.body.access_token },
    )
    const answer = await emulator.fetch(
      new Request(logout.body.redirectSession.fullUrl, { headers: { cookie }, redirect: 'manual' }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('http://localhost:3000/')
    expect(answer.headers.get('set-cookie')).toContain('Max-Age=0')
    const refresh = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: tokens.body.refresh_token,
    })
    expect(refresh.body.error).toBe('invalid_grant')
    const after = await authSession(emulator, auth, pkcePair().challenge, {}, 'none')
    const afterAnswer = await emulator.fetch(
      new Request(after.body.redirectSession.fullUrl, { headers: { cookie }, redirect: 'manual' }),
    )
    expect(fragmentOf(afterAnswer.headers.get('location')).get('error')).toBe('login_required')
    const evil = await emulator.fetch(
      new Request(
        'http://127.0.0.1:4010/_api/iam/authentication/v1/logout?clientId=demo-storefront&postLogoutRedirectUri=https://evil.example/',
        { redirect: 'manual' },
      ),
    )
    expect(evil.status).toBe(400)
  })

  it('shows the checkout, places the order and returns to the thank-you page', async () => {
    const { emulator, auth } = await setup()
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ quantity: 3, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      auth,
    )
    const { body } = await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/create-checkout',
      { channelType: 'WEB' },
      auth,
    )
    const session = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        ecomCheckout: { checkoutId: body.checkoutId },
        callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/thanks' },
      },
      auth,
    )
    const page = await emulator.fetch(new Request(session.body.redirectSession.fullUrl))
    const html = await page.text()
    expect(html).toContain('Canvas Tote Bag × 3')
    expect(html).toContain('$54.00')
    expect(html).toContain('Place order')
    const form = formOf(html)
    const placed = await postForm(emulator, new URL(form.action, 'http://127.0.0.1:4010').toString(), {
      email: 'buyer@example.com',
    })
    expect(placed.status).toBe(303)
    const thanks = new URL(placed.headers.get('location') ?? '')
    expect(thanks.origin + thanks.pathname).toBe('http://localhost:3000/thanks')
    const order = emulator.state.orders.get(thanks.searchParams.get('orderId') ?? '')
    expect(order?.priceSummary).toMatchObject({ subtotal: { amount: '54.00' } })
    expect((await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, auth)).status).toBe(404)
    expect(emulator.state.products.get(TOTE)?.variants[0]?.quantity).toBe(37)
    const missing = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { ecomCheckout: { checkoutId: 'nope' } },
      auth,
    )
    expect(missing.status).toBe(404)
    const evilCallback = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { ecomCheckout: { checkoutId: body.checkoutId }, callbacks: { postFlowUrl: 'https://evil.example/' } },
      auth,
    )
    expect(evilCallback.status).toBe(400)
  })

  async function checkoutSession(emulator: Emulator, auth: Record<string, string>, quantity: number) {
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ quantity, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      auth,
    )
    const { body } = await call(emulator, 'POST', '/ecom/v1/carts/current/create-checkout', {}, auth)
    const session = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        ecomCheckout: { checkoutId: body.checkoutId },
        callbacks: {
          postFlowUrl: 'http://localhost:3000/cart',
          thankYouPageUrl: 'http://localhost:3000/thanks',
        },
      },
      auth,
    )
    const fullUrl: string = session.body.redirectSession.fullUrl
    const form = formOf(await (await emulator.fetch(new Request(fullUrl))).text())
    return { fullUrl, action: new URL(form.action, fullUrl).toString() }
  }

  it('asks for the receipt e-mail, sends the receipt, and names the order number on the way back', async () => {
    const { emulator, auth } = await setup()
    const { fullUrl, action } = await checkoutSession(emulator, auth, 1)
    expect(await (await emulator.fetch(new Request(fullUrl))).text()).toMatch(/name="email"[^>]*required/)
    for (const email of ['', '   ', 'not-an-email']) {
      const refused = await postForm(emulator, action, { email })
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(html).toContain('Enter the e-mail address for your receipt.')
      expect(html).toContain('Place order')
    }
    expect(emulator.state.orders.size).toBe(0)
    const placed = await postForm(emulator, action, { email: ' Buyer@Example.com ' })
    expect(placed.status).toBe(303)
    const thanks = new URL(placed.headers.get('location') ?? '')
    const order = emulator.state.orders.get(thanks.searchParams.get('orderId') ?? '')
    expect(thanks.searchParams.get('orderNumber')).toBe(order?.number)
    expect(emulator.state.mailbox.filter((m) => m.to === 'buyer@example.com')).toMatchObject([
      { kind: 'order-confirmation', subject: `Your order #${order?.number}` },
    ])
    // Browser Back to the hosted page, or a second submit: the placed order, with ways back.
    for (const again of [
      await emulator.fetch(new Request(fullUrl)),
      await postForm(emulator, action, { email: 'x@y.z' }),
    ]) {
      const html = await again.text()
      expect(html).toContain(`Order #${order?.number} is placed`)
      expect(html).toContain(`href="${thanks.toString().replaceAll('&', '&#38;')}"`)
      expect(html).toContain('href="http://localhost:3000/cart">Back to the shop')
    }
    expect(emulator.state.orders.size).toBe(1)
  })

  it('reports the stock an order takes as VariantsChanged, so cached product pages refresh', async () => {
    const { emulator, auth } = await setup()
    const { action } = await checkoutSession(emulator, auth, 3)
    const stockOf = async () =>
      (await call(emulator, 'GET', `/stores-reader/v1/products/${TOTE}`, undefined, auth)).body.product.stock
    expect((await stockOf()).quantity).toBe(40)
    const before = emulator.webhooks.events().length
    expect((await postForm(emulator, action, { email: 'buyer@example.com' })).status).toBe(303)
    expect((await stockOf()).quantity).toBe(37)
    const changed = emulator.webhooks
      .events()
      .slice(before)
      .filter((e) => e.eventType === CATALOG_EVENTS.variantsChanged)
    expect(changed).toHaveLength(1)
    expect(changed[0]?.payload).toMatchObject({
      productId: TOTE,
      variants: [{ variantId: expect.any(String), changedFields: ['stock.quantity'] }],
    })
    expect(changed[0]?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' })
  })

  it('refuses an order with unavailable lines and links back to the cart', async () => {
    const { emulator, auth } = await setup()
    const { fullUrl, action } = await checkoutSession(emulator, auth, 41) // 40 in stock
    expect(await (await emulator.fetch(new Request(fullUrl))).text()).toContain('(partially available)')
    const refused = await postForm(emulator, action, { email: 'buyer@example.com' })
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(html).toContain('Not available as ordered: Canvas Tote Bag.')
    expect(html).toContain('href="http://localhost:3000/cart">Back to your cart')
    expect(emulator.state.orders.size).toBe(0)
  })

  it('acknowledges other intents with a hosted page and emits redirect session created', async () => {
    const { emulator, auth } = await setup()
    const session = await call(
      emulator,
      'POST',
      '/headless/v1/redirect-session',
      { storesProduct: { productSlug: 'canvas-tote' }, callbacks: { postFlowUrl: 'http://localhost:3000/' } },
      auth,
    )
    const page = await emulator.fetch(new Request(session.body.redirectSession.fullUrl))
    expect(await page.text()).toContain('storesProduct')
    const event = emulator.webhooks
      .events()
      .find((e) => e.eventType === `${DOMAIN_ENTITIES.redirectSession}_created`)
    expect(event?.payload).toMatchObject({
      entityId: session.body.redirectSession.id,
      createdEvent: { entity: { id: session.body.redirectSession.id } },
    })
  })
})
