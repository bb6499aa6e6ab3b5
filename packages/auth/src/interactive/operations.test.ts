import { type MethodTable, type OperationRow, operationTable, row } from '@vitrine/test-utils'
import { describe, expect, it } from 'vitest'
import type { IdentityApi } from '../identity/identity-module'
import type { RedirectsApi } from '../redirects/redirects-module'
import { token } from '../renewal/token-endpoint'
import type { OAuthSession } from '../session/types'
import { changePassword } from './identity/change-password'
import { loginV1 } from './identity/login-v1'
import { loginV2 } from './identity/login-v2'
import { loginWithTokenParams } from './identity/login-with-token-params'
import { logoutV1 } from './identity/logout-v1'
import { proceed } from './identity/proceed'
import { recover } from './identity/recover'
import { registerV1 } from './identity/register-v1'
import { registerV2 } from './identity/register-v2'
import { resend } from './identity/resend'
import { sendActivationEmail } from './identity/send-activation-email'
import { sendRecoveryEmail } from './identity/send-recovery-email'
import { signOn } from './identity/sign-on'
import { startVerification } from './identity/start-verification'
import { verify } from './identity/verify'
import { createRedirectSession } from './redirects/create-redirect-session'

// Every identity and redirect call of the spec (§7) and every grant of the token endpoint, as a
// table: arguments → request, answer → result. No network: the behaviour against the platform is
// tested through the modules and the session, against the emulator.

const renewal = ['POST /oauth2/token (anonymous)', 'POST /oauth2/token (refresh_token)']

/**
 * Every method of the session and of the two modules, and the calls that cover it (`[]`: it makes
 * none of its own): a method left out does not compile.
 */
const methods: MethodTable<{ session: OAuthSession; identity: IdentityApi; redirects: RedirectsApi }> = {
  'session.clientId': [],
  'session.role': [],
  'session.loginState': [],
  'session.loggedIn': [],
  'session.getTokens': [],
  'session.setTokens': [],
  'session.subscribe': [],
  'session.attach': [],
  'session.onForbidden': [],
  'session.getAuthHeaders': renewal,
  'session.onUnauthorized': renewal,
  'session.visitorTokens': 'POST /oauth2/token (anonymous)',
  'session.renewTokens': renewal,
  'session.register': 'POST /v2/register',
  'session.login': 'POST /v2/login',
  'session.verifyEmail': 'POST /v1/auth/verify',
  'session.resendVerification': 'POST /v1/auth/resend',
  'session.sendPasswordResetEmail': 'POST /v1/send-email',
  'session.loginInBackground': ['POST /v1/redirect-session', 'POST /oauth2/token (authorization_code)'],
  'session.authUrl': 'POST /v1/redirect-session',
  'session.loginWithRedirect': 'POST /v1/redirect-session',
  'session.handleRedirect': 'POST /oauth2/token (authorization_code)',
  'session.logout': 'POST /v1/redirect-session',
  'session.checkoutUrl': 'POST /v1/redirect-session',
  'session.authorizeMember': 'POST /oauth2/token (authorized_client)',
  'identity.registerV1': 'POST /v1/register',
  'identity.loginV1': 'POST /v1/login',
  'identity.registerV2': 'POST /v2/register',
  'identity.loginV2': 'POST /v2/login',
  'identity.changePassword': 'POST /v2/change-password',
  'identity.loginWithTokenParams': 'POST /v1/sso/login-with-token-params',
  'identity.proceed': 'POST /v1/state/proceed',
  'identity.signOn': 'POST /v2/sign-on',
  'identity.logoutV1': 'GET /v1/logout',
  'identity.sendRecoveryEmail': 'POST /v1/send-email',
  'identity.sendActivationEmail': 'POST /v1/activation-email',
  'identity.recover': 'POST /v1/recover',
  'identity.startVerification': 'POST /v1/start',
  'identity.verify': 'POST /v1/auth/verify',
  'identity.resend': 'POST /v1/auth/resend',
  'redirects.createRedirectSession': 'POST /v1/redirect-session',
}

const identity = { id: 'id-1', identityProfile: { nickname: 'ada' } }
const machine = { state: 'SUCCESS', sessionToken: 'JWS.session', identity }
const authn = 'iam-authentication'
const verification = 'iam-verification'
const recovery = 'iam-recovery'
const oauth = 'oauth'
const tokens = {
  access_token: 'access-1',
  expires_in: 14_400,
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
}

const rows: OperationRow[] = [
  row({
    spec: 'POST /v2/change-password',
    operation: changePassword,
    args: [{ newPassword: 'another secret' }],
    request: {
      method: 'POST',
      service: authn,
      path: '/v2/change-password',
      body: { newPassword: 'another secret' },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/sso/login-with-token-params',
    operation: loginWithTokenParams,
    args: [{ idpConnectionId: 'idp-1', tokenParams: { id_token: 'eyJ' } }],
    request: {
      method: 'POST',
      service: authn,
      path: '/v1/sso/login-with-token-params',
      body: { idpConnectionId: 'idp-1', tokenParams: { id_token: 'eyJ' } },
    },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'POST /v1/state/proceed',
    operation: proceed,
    args: [{ stateToken: 'state-1' }],
    request: { method: 'POST', service: authn, path: '/v1/state/proceed', body: { stateToken: 'state-1' } },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'POST /v2/sign-on',
    operation: signOn,
    args: [{ email: 'ada@example.com', profile: { nickname: 'ada' }, verifyEmail: true }],
    request: {
      method: 'POST',
      service: authn,
      path: '/v2/sign-on',
      body: {
        loginId: { email: 'ada@example.com' },
        profile: { nickname: 'ada' },
        verifyEmail: true,
        mergeExistingContact: undefined,
      },
      argumentNames: { 'loginId.email': 'email' },
    },
    answer: { sessionToken: 'JWS.session', identity },
    result: { sessionToken: 'JWS.session', identity },
  }),
  row({
    spec: 'POST /v1/send-email',
    operation: sendRecoveryEmail,
    args: [{ email: 'ada@example.com', language: 'en', redirect: { url: 'https://shop.example/reset' } }],
    request: {
      method: 'POST',
      service: recovery,
      path: '/v1/send-email',
      body: { email: 'ada@example.com', language: 'en', redirect: { url: 'https://shop.example/reset' } },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/activation-email',
    operation: sendActivationEmail,
    args: [{ identityId: 'id-1' }],
    request: {
      method: 'POST',
      service: recovery,
      path: '/v1/activation-email',
      body: { identityId: 'id-1', emailOptions: undefined },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/recover',
    operation: recover,
    args: [{ recoveryToken: 'recovery-1', password: 'new secret' }],
    request: {
      method: 'POST',
      service: recovery,
      path: '/v1/recover',
      body: { recoveryToken: 'recovery-1', password: 'new secret' },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/start',
    operation: startVerification,
    args: [{ identityId: 'id-1' }],
    request: {
      method: 'POST',
      service: verification,
      path: '/v1/start',
      body: { identityId: 'id-1', target: 'EMAIL' },
    },
    // An empty answer is an empty object, never `undefined`.
    answer: undefined,
    result: {},
  }),
  row({
    spec: 'POST /v1/auth/verify',
    operation: verify,
    args: [{ code: '123456', stateToken: 'state-1' }],
    request: {
      method: 'POST',
      service: verification,
      path: '/v1/auth/verify',
      body: { code: '123456', stateToken: 'state-1' },
    },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'POST /v1/auth/resend',
    operation: resend,
    args: [{ stateToken: 'state-1' }],
    request: {
      method: 'POST',
      service: verification,
      path: '/v1/auth/resend',
      body: { stateToken: 'state-1' },
    },
    answer: undefined,
    result: {},
  }),
  row({
    spec: 'POST /v1/redirect-session',
    operation: createRedirectSession,
    args: [{ ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { postFlowUrl: 'https://shop.example/' } }],
    request: {
      method: 'POST',
      service: 'redirects',
      path: '/v1/redirect-session',
      body: { ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { postFlowUrl: 'https://shop.example/' } },
    },
    answer: { redirectSession: { id: 'rs-1', fullUrl: 'https://shop.example/checkout?rs=1' } },
    result: { id: 'rs-1', fullUrl: 'https://shop.example/checkout?rs=1' },
  }),
  row({
    spec: 'POST /oauth2/token (anonymous)',
    operation: token,
    args: [{ clientId: 'client-1', grantType: 'anonymous' }],
    request: {
      method: 'POST',
      service: oauth,
      path: '/oauth2/token',
      body: { clientId: 'client-1', grantType: 'anonymous' },
      idempotent: false,
    },
    answer: tokens,
    result: { accessToken: 'access-1', expiresIn: 14_400, refreshToken: 'refresh-1' },
  }),
  row({
    spec: 'POST /oauth2/token (refresh_token)',
    operation: token,
    args: [{ clientId: 'client-1', grantType: 'refresh_token', refreshToken: 'refresh-1' }],
    request: {
      method: 'POST',
      service: oauth,
      path: '/oauth2/token',
      body: { clientId: 'client-1', grantType: 'refresh_token', refreshToken: 'refresh-1' },
      idempotent: false,
    },
    // No new refresh token: the session keeps its own. An absurd lifetime is clamped to a day.
    answer: { access_token: 'access-2', expires_in: 1e9 },
    result: { accessToken: 'access-2', expiresIn: 86_400, refreshToken: undefined },
  }),
  row({
    spec: 'POST /oauth2/token (authorization_code)',
    operation: token,
    args: [
      {
        clientId: 'client-1',
        grantType: 'authorization_code',
        code: 'code-1',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'https://shop.example/callback',
      },
    ],
    request: {
      method: 'POST',
      service: oauth,
      path: '/oauth2/token',
      body: {
        clientId: 'client-1',
        grantType: 'authorization_code',
        code: 'code-1',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'https://shop.example/callback',
      },
      idempotent: false,
    },
    answer: { ...tokens, expires_in: '600' },
    result: { accessToken: 'access-1', expiresIn: 600, refreshToken: 'refresh-1' },
  }),
  row({
    spec: 'POST /oauth2/token (authorized_client)',
    operation: token,
    args: [
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-1' },
      { authorization: 'visitor-access,api-key' },
    ],
    request: {
      method: 'POST',
      service: oauth,
      path: '/oauth2/token',
      body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-1' },
      idempotent: false,
    },
    answer: tokens,
    result: { accessToken: 'access-1', expiresIn: 14_400, refreshToken: 'refresh-1' },
  }),
]

// The calls with a version in their name (`identity.registerV1`).
const versioned: OperationRow[] = [
  row({
    spec: 'POST /v1/register',
    operation: registerV1,
    args: [
      {
        identity: { email: { address: 'ada@example.com' }, identityProfile: { nickname: 'ada' } },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret' }],
      },
    ],
    request: {
      method: 'POST',
      service: authn,
      path: '/v1/register',
      body: {
        identity: { email: { address: 'ada@example.com' }, identityProfile: { nickname: 'ada' } },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret' }],
        captchaTokens: undefined,
      },
    },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'POST /v1/login',
    operation: loginV1,
    args: [
      {
        loginId: { email: 'ada@example.com' },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret' }],
        captchaTokens: [{ InvisibleRecaptcha: 'captcha' }],
      },
    ],
    request: {
      method: 'POST',
      service: authn,
      path: '/v1/login',
      body: {
        identifier: undefined,
        loginId: { email: 'ada@example.com' },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret' }],
        captchaTokens: [{ InvisibleRecaptcha: 'captcha' }],
      },
    },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'POST /v2/register',
    operation: registerV2,
    args: [
      {
        email: 'ada@example.com',
        password: 'secret',
        profile: { nickname: 'ada' },
        captchaTokens: { recaptchaToken: 'visible' },
      },
    ],
    request: {
      method: 'POST',
      service: authn,
      path: '/v2/register',
      body: {
        loginId: { email: 'ada@example.com' },
        password: 'secret',
        profile: { nickname: 'ada' },
        captchaTokens: [{ Recaptcha: 'visible' }],
        clientMetaData: undefined,
      },
      argumentNames: { 'loginId.email': 'email' },
    },
    answer: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-1' },
    result: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-1' },
  }),
  row({
    spec: 'POST /v2/login',
    operation: loginV2,
    args: [
      { email: 'ada@example.com', password: 'secret', captchaTokens: { invisibleRecaptchaToken: 'inv' } },
    ],
    request: {
      method: 'POST',
      service: authn,
      path: '/v2/login',
      body: {
        loginId: { email: 'ada@example.com' },
        password: 'secret',
        captchaTokens: [{ InvisibleRecaptcha: 'inv' }],
      },
      argumentNames: { 'loginId.email': 'email' },
    },
    answer: machine,
    result: machine,
  }),
  row({
    spec: 'GET /v1/logout',
    operation: logoutV1,
    args: [{ postLogoutRedirectUri: 'https://shop.example/', clientId: 'client-1' }],
    request: {
      method: 'GET',
      service: authn,
      path: '/v1/logout',
      query: { postLogoutRedirectUri: 'https://shop.example/', clientId: 'client-1' },
      body: undefined,
      answer: 'any',
    },
    answer: undefined,
    result: undefined,
  }),
]

operationTable('identity, redirect and token operations', [...rows, ...versioned], methods)

describe('the operation table', () => {
  it('token requests go out without the session’s credentials and are never retried blindly; the authorized-client grant carries its combined authorization', () => {
    const descriptor = token.request(
      [{ grant_type: 'authorized_client' }, { authorization: 'visitor-access,api-key' }],
      {},
    )
    expect(descriptor).toMatchObject({
      auth: false,
      idempotent: false,
      headers: { authorization: 'visitor-access,api-key' },
    })
    expect(token.request([{ grantType: 'anonymous' }], {}).headers).toBeUndefined()
  })

  it('a token answer without an access token, or with a token that cannot be sent, is refused', () => {
    const refused = { code: 'INVALID_TOKEN_RESPONSE', status: 201, requestId: 'req-2' }
    const info = { status: 201, requestId: 'req-2', request: { method: 'POST', url: '', headers: {} } }
    const result = (answer: unknown) => () => token.result?.(answer, [{}], info)
    expect(result({ refresh_token: 'r' })).toThrow(expect.objectContaining(refused))
    expect(result({ access_token: 'a\r\nb' })).toThrow(expect.objectContaining(refused))
    expect(result({ access_token: 'a', refresh_token: 'r\u0000' })).toThrow(expect.objectContaining(refused))
    expect(result({ access_token: 'a', refresh_token: 'é€' })).toThrow(expect.objectContaining(refused))
    expect(result({ access_token: 'a', refresh_token: 'é' })()).toMatchObject({ refreshToken: 'é' })
  })

  it('a redirect session answer without an http(s) fullUrl is refused', () => {
    for (const fullUrl of ['javascript:alert(1)', 'not a url', undefined, 42]) {
      const info = { status: 200, requestId: 'req-3', request: { method: 'POST', url: '', headers: {} } }
      expect(() => createRedirectSession.result?.({ redirectSession: { fullUrl } }, [{}], info)).toThrow(
        expect.objectContaining({ code: 'INVALID_REDIRECT_SESSION', status: 200, requestId: 'req-3' }),
      )
    }
  })
})
