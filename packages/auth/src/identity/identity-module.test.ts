/**
 * Every identity call of spec section 7 through the `identity` module, against the emulator,
 * with the paths and bodies of the wire notes.
 */
import { ApplicationError, createClient, InvalidInputError, ValidationError } from '@vitrine/core'
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  DEMO_SITE_ID,
  type Emulator,
} from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { HOST } from '../../test/helpers'
import { apiKey } from '../api-key'
import { redirects } from '../redirects/redirects-module'
import { oauth } from '../session/oauth'
import { identity } from './identity-module'

const PASSWORD = 'correct horse'

/** A client on the emulator as a visitor, recording each request's path and body. */
function visitorClient(emulator: Emulator = createEmulator()) {
  const sent: { method: string; path: string; body: unknown }[] = []
  const session = oauth({ clientId: DEMO_CLIENT_ID })
  const client = createClient({
    host: HOST,
    auth: session,
    modules: { identity, redirects },
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (!request.url.endsWith('/oauth2/token')) {
        const text = await request.clone().text()
        sent.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? JSON.parse(text) : undefined,
        })
      }
      return emulator.fetch(request)
    },
  })
  return { emulator, session, client, sent }
}

describe('identity module', () => {
  it('loginV2 / registerV2: the v2 calls with loginId, password and profile', async () => {
    const { client, sent } = visitorClient()
    const login = await client.identity.loginV2({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(login).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    const registered = await client.identity.registerV2({
      email: 'v2@example.com',
      password: PASSWORD,
      profile: {
        nickname: 'vee',
        customFields: [{ name: 'since', value: { dateValue: new Date('2020-01-02T00:00:00Z') } }],
      },
    })
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    expect(registered.identity?.createdDate).toBeInstanceOf(Date)
    expect(registered.identity?.identityProfile?.customFields?.[0]?.value?.dateValue).toEqual(
      new Date('2020-01-02T00:00:00Z'),
    )
    expect(sent.map((s) => s.path)).toEqual([
      '/_api/iam/authentication/v2/login',
      '/_api/iam/authentication/v2/register',
    ])
    expect(sent[1]?.body).toEqual({
      loginId: { email: 'v2@example.com' },
      password: PASSWORD,
      profile: {
        nickname: 'vee',
        customFields: [{ name: 'since', value: { dateValue: '2020-01-02T00:00:00.000Z' } }],
      },
    })
  })

  it('registerV1 / loginV1: identity, authenticator id and inputs', async () => {
    const { client, sent } = visitorClient(createEmulator({ loginMode: 'open' }))
    const registered = await client.identity.registerV1({
      identity: { email: { address: 'v1@example.com' }, identityProfile: { nickname: 'one' } },
      authenticatorId: 'password',
      inputs: [{ name: 'password', value: PASSWORD }],
    })
    expect(registered.state).toBe('SUCCESS')
    const login = await client.identity.loginV1({
      loginId: { email: 'v1@example.com' },
      authenticatorId: 'password',
      inputs: [{ name: 'password', value: PASSWORD }],
    })
    expect(login).toMatchObject({ state: 'SUCCESS', identity: { identityProfile: { nickname: 'one' } } })
    expect(sent.map((s) => s.path)).toEqual([
      '/_api/iam/authentication/v1/register',
      '/_api/iam/authentication/v1/login',
    ])
  })

  it('changePassword: as the member, then the new password logs in', async () => {
    const { emulator, session, client } = visitorClient()
    const member = emulator.members.get(DEMO_MEMBER.email)
    await session.authorizeMember({ memberId: member?.id as string, apiKey: DEMO_API_KEY })
    await client.identity.changePassword({ newPassword: 'brand new pass' })
    expect((await session.login({ email: DEMO_MEMBER.email, password: 'brand new pass' })).state).toBe(
      'SUCCESS',
    )
    await expect(client.identity.changePassword({ newPassword: '' })).rejects.toThrow(InvalidInputError)
  })

  it('loginWithTokenParams: single sign-on through an identity provider connection', async () => {
    const { client, sent } = visitorClient()
    const answer = await client.identity.loginWithTokenParams({
      idpConnectionId: 'vitrine-emulator-idp',
      tokenParams: { email: 'sso@example.com' },
    })
    expect(answer.state).toBe('SUCCESS')
    expect(sent[0]).toMatchObject({
      path: '/_api/iam/authentication/v1/sso/login-with-token-params',
      body: { idpConnectionId: 'vitrine-emulator-idp', tokenParams: { email: 'sso@example.com' } },
    })
    await expect(
      client.identity.loginWithTokenParams({
        idpConnectionId: 'x',
        tokenParams: { n: 1 as unknown as string },
      }),
    ).rejects.toThrow(/"tokenParams.n"/)
  })

  it('proceed: moves a login waiting for the owner on once approved', async () => {
    const { emulator, client } = visitorClient(createEmulator({ loginMode: 'owner-approval' }))
    const waiting = await client.identity.registerV2({ email: 'approve@example.com', password: PASSWORD })
    expect(waiting.state).toBe('REQUIRE_OWNER_APPROVAL')
    emulator.members.approve('approve@example.com')
    const next = await client.identity.proceed({ stateToken: waiting.stateToken as string })
    expect(next.state).toBe('SUCCESS')
  })

  it('signOn: an app signs a member on with its API key', async () => {
    const emulator = createEmulator()
    const client = createClient({
      host: HOST,
      fetch: emulator.fetch,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { identity },
    })
    const answer = await client.identity.signOn({ email: 'signed-on@example.com', verifyEmail: true })
    expect(answer.sessionToken).toEqual(expect.any(String))
    expect(answer.identity?.email).toEqual({ address: 'signed-on@example.com', isVerified: true })
  })

  it('logoutV1: the GET with its query, a page or redirect answer is success', async () => {
    const { client, sent } = visitorClient()
    await client.identity.logoutV1({
      postLogoutRedirectUri: 'http://localhost:3000/',
      clientId: DEMO_CLIENT_ID,
    })
    await client.identity.logoutV1()
    expect(sent.map((s) => s.method)).toEqual(['GET', 'GET'])
    await expect(client.identity.logoutV1({ postLogoutRedirectUri: 'nope' })).rejects.toThrow(
      /"postLogoutRedirectUri"/,
    )
  })

  it('recovery: sendRecoveryEmail, then recover with the mailed token; sendActivationEmail', async () => {
    const { emulator, client, sent } = visitorClient()
    await client.identity.sendRecoveryEmail({
      email: DEMO_MEMBER.email,
      language: 'en',
      redirect: { url: 'http://localhost:3000/reset', clientId: DEMO_CLIENT_ID },
    })
    const mail = emulator.mailbox(DEMO_MEMBER.email).at(-1)
    const recoveryToken = new URL(mail?.link as string).searchParams.get('recoveryToken') as string
    await client.identity.recover({ recoveryToken, password: 'after reset' })
    expect((await client.identity.loginV2({ email: DEMO_MEMBER.email, password: 'after reset' })).state).toBe(
      'SUCCESS',
    )
    await expect(client.identity.recover({ recoveryToken, password: 'again' })).rejects.toBeInstanceOf(
      ApplicationError,
    )
    const pending = await client.identity.registerV2({ email: 'activate@example.com', password: PASSWORD })
    await client.identity.sendActivationEmail({ identityId: pending.identity?.id as string })
    expect(emulator.mailbox('activate@example.com').some((m) => m.kind === 'activation')).toBe(true)
    expect(sent.map((s) => s.path).slice(0, 2)).toEqual([
      '/_iam/recovery/v1/send-email',
      '/_iam/recovery/v1/recover',
    ])
  })

  it('verification: startVerification mails a code; verify and resend during an authentication', async () => {
    const { emulator, client, sent } = visitorClient()
    const pending = await client.identity.registerV2({ email: 'verify@example.com', password: PASSWORD })
    const stateToken = pending.stateToken as string
    const started = await client.identity.startVerification({ identityId: pending.identity?.id as string })
    expect(started).toMatchObject({ verificationId: expect.any(String) })
    const resent = await client.identity.resend({ stateToken })
    expect(resent.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    const code = emulator.mailbox('verify@example.com').at(-1)?.code as string
    const verified = await client.identity.verify({ code, stateToken })
    expect(verified.state).toBe('SUCCESS')
    expect(sent.map((s) => s.path).slice(1)).toEqual([
      '/_api/iam/verification/v1/start',
      '/_api/iam/verification/v1/auth/resend',
      '/_api/iam/verification/v1/auth/verify',
    ])
    await expect(
      client.identity.startVerification({ identityId: 'x', target: 'SMS' as never }),
    ).rejects.toThrow(/"target"/)
  })

  it('platform refusals are core’s typed errors, violations named as the caller named them', async () => {
    // The SDK's e-mail rule is the platform's, so no address passes one and fails the other: a
    // proxy in front of the emulator swaps in one the platform refuses (no dot in the domain).
    const emulator = createEmulator()
    const client = createClient({
      host: HOST,
      auth: oauth({ clientId: DEMO_CLIENT_ID }),
      modules: { identity },
      fetch: async (input, init) => {
        const request = new Request(input, init)
        if (!request.url.endsWith('/v2/register')) return emulator.fetch(request)
        const body = await request.text()
        return emulator.fetch(new Request(request, { body: body.replace('x@example.com', 'x@localhost') }))
      },
    })
    const error = await client.identity
      .registerV2({ email: 'x@example.com', password: PASSWORD })
      .catch((e: unknown) => e)
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations[0]).toMatchObject({
      field: 'email',
      data: { type: 'EMAIL' },
    })
  })
})

describe('redirects module', () => {
  it('creates a redirect session and checks its URL', async () => {
    const { emulator, client } = visitorClient()
    const session = await client.redirects.createRedirectSession({
      logout: { clientId: DEMO_CLIENT_ID },
      callbacks: { postFlowUrl: 'http://localhost:3000/' },
    })
    expect(session.fullUrl.startsWith(emulator.origin)).toBe(true)
    await expect(client.redirects.createRedirectSession({})).rejects.toThrow(InvalidInputError)
    emulator.faults.add({
      match: '/v1/redirect-session',
      status: 200,
      body: '{"redirectSession":{"fullUrl":"javascript:alert(1)"}}',
      times: 1,
    })
    await expect(
      client.redirects.createRedirectSession({ logout: { clientId: DEMO_CLIENT_ID } }),
    ).rejects.toMatchObject({
      code: 'INVALID_REDIRECT_SESSION',
    })
  })

  it("membersAccount: the member's hosted area at ORDERS; a visitor's shows no one's orders", async () => {
    const { emulator, session, client, sent } = visitorClient()
    const asVisitor = await client.redirects.createRedirectSession({
      membersAccount: { section: 'ORDERS' },
      callbacks: { postFlowUrl: 'http://localhost:3000/account' },
    })
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/headless/v1/redirect-session',
      body: {
        membersAccount: { section: 'ORDERS' },
        callbacks: { postFlowUrl: 'http://localhost:3000/account' },
      },
    })
    expect((await emulator.fetch(new Request(asVisitor.fullUrl))).status).toBe(403)
    const member = emulator.members.get(DEMO_MEMBER.email)
    await session.authorizeMember({ memberId: member?.id as string, apiKey: DEMO_API_KEY })
    const { fullUrl } = await client.redirects.createRedirectSession({
      membersAccount: { section: 'ORDERS' },
    })
    const page = await emulator.fetch(new Request(fullUrl))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('My orders')
    await expect(
      client.redirects.createRedirectSession({ membersAccount: { section: 'NOPE' } }),
    ).rejects.toThrow(ValidationError)
    await expect(
      client.redirects.createRedirectSession({
        membersAccount: { section: 'ORDERS' },
        callbacks: { postFlowUrl: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(InvalidInputError)
  })
})
