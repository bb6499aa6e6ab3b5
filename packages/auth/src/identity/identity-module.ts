import type { CallOptions } from '@vitrine/core'
import { bind, defineModule, lazy, type Module } from '@vitrine/core/module'
import type {
  ChangePasswordInput,
  LoginV1Input,
  LoginV2Input,
  LoginWithTokenParamsInput,
  LogoutV1Input,
  ProceedInput,
  RecoverInput,
  RegisterV1Input,
  RegisterV2Input,
  ResendInput,
  SendActivationEmailInput,
  SendRecoveryEmailInput,
  SignOnInput,
  SignOnResponse,
  StartVerificationInput,
  VerifyInput,
} from './inputs'
import type { StateMachineResponse } from './types'

/**
 * The identity calls of the platform (spec section 7), bound to a client: `client.identity`.
 *
 * Inputs are checked before anything is sent (an `InvalidInputError` naming the field); platform
 * refusals are core's typed errors (`ValidationError`, `ApplicationError` whose `code` is the
 * platform's numeric login code, e.g. `"-19976"`). Every method takes core's `CallOptions` last:
 * `{ signal }` aborts it (it rejects with the signal's reason), `{ timeout }` bounds each attempt.
 * Hooks see the calls as `identity.<method>`.
 */
export interface IdentityApi {
  /**
   * `POST /v1/register`: registers an identity with an authenticator.
   *
   * @example
   * ```ts
   * await client.identity.registerV1({
   *   identity: { identityProfile: { nickname: 'ada' }, email: { address: 'ada@example.com' } },
   *   authenticatorId: 'password',
   *   inputs: [{ value: 'secret' }],
   * })
   * ```
   */
  registerV1(input: RegisterV1Input, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v1/login`: logs in with an authenticator.
   *
   * @example
   * ```ts
   * await client.identity.loginV1({ loginId: { email: 'ada@example.com' }, authenticatorId: 'password', inputs: [{ value: 'secret' }] })
   * ```
   */
  loginV1(input: LoginV1Input, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v2/register`: registers a member with e-mail and password (the session's `register()`
   * wraps it in the login machine).
   *
   * @example
   * ```ts
   * const answer = await client.identity.registerV2({ email: 'ada@example.com', password: 'secret', profile: { nickname: 'ada' } })
   * ```
   */
  registerV2(input: RegisterV2Input, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v2/login`: logs a member in with e-mail and password (the session's `login()` wraps
   * it in the login machine).
   *
   * @example
   * ```ts
   * const answer = await client.identity.loginV2({ email: 'ada@example.com', password: 'secret' }, { timeout: 5_000 })
   * ```
   */
  loginV2(input: LoginV2Input, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v2/change-password`: changes the logged-in member's password.
   *
   * @example
   * ```ts
   * await client.identity.changePassword({ newPassword: 'another secret' })
   * ```
   */
  changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<void>
  /**
   * `POST /v1/sso/login-with-token-params`: logs in with tokens from an external identity provider.
   *
   * @example
   * ```ts
   * const idToken = new URLSearchParams(location.hash.slice(1)).get('id_token') ?? '' // from the provider
   * await client.identity.loginWithTokenParams({ idpConnectionId: 'idp-1', tokenParams: { id_token: idToken } })
   * ```
   */
  loginWithTokenParams(input: LoginWithTokenParamsInput, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v1/state/proceed`: moves a login state machine on (e.g. after the owner approved a member).
   *
   * @example
   * ```ts
   * const answer = await client.identity.loginV2({ email: 'ada@example.com', password: 'secret' })
   * // REQUIRE_OWNER_APPROVAL: once the owner has approved the member,
   * if (answer.stateToken) await client.identity.proceed({ stateToken: answer.stateToken })
   * ```
   */
  proceed(input: ProceedInput, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v2/sign-on`: signs a member on without their password, for apps with an API key
   * (creates the member when needed).
   *
   * @example
   * ```ts
   * import { apiKey, identity } from '@vitrine/auth'
   * import { createClient } from '@vitrine/core'
   *
   * const app = createClient({
   *   auth: apiKey({ key: process.env.VITRINE_API_KEY!, siteId: process.env.VITRINE_SITE_ID! }),
   *   modules: { identity },
   * })
   * const { sessionToken } = await app.identity.signOn({ email: 'ada@example.com', verifyEmail: true })
   * ```
   */
  signOn(input: SignOnInput, options?: CallOptions): Promise<SignOnResponse>
  /**
   * `GET /v1/logout`: ends the member's session on the platform's hosted pages. The platform
   * answers with a page or a redirect rather than JSON; either means the logout happened. (To send
   * the browser there instead, use the session's `logout({ returnUrl })`.)
   *
   * @example
   * ```ts
   * await client.identity.logoutV1({ postLogoutRedirectUri: 'https://shop.example/', clientId: 'my-client' })
   * ```
   */
  logoutV1(input?: LogoutV1Input, options?: CallOptions): Promise<void>
  /**
   * `POST /v1/send-email` (recovery): sends a password-reset e-mail.
   *
   * @example
   * ```ts
   * await client.identity.sendRecoveryEmail({
   *   email: 'ada@example.com',
   *   redirect: { url: 'https://shop.example/reset', clientId: 'my-client' },
   * })
   * ```
   */
  sendRecoveryEmail(input: SendRecoveryEmailInput, options?: CallOptions): Promise<void>
  /**
   * `POST /v1/activation-email` (recovery): sends an activation e-mail to an identity.
   *
   * @example
   * ```ts
   * const answer = await client.identity.registerV2({ email: 'ada@example.com', password: 'secret' })
   * if (answer.identity?.id) await client.identity.sendActivationEmail({ identityId: answer.identity.id })
   * ```
   */
  sendActivationEmail(input: SendActivationEmailInput, options?: CallOptions): Promise<void>
  /**
   * `POST /v1/recover` (recovery): sets a new password with the token of a reset e-mail.
   *
   * @example
   * ```ts
   * const recoveryToken = new URL(location.href).searchParams.get('recoveryToken') ?? ''
   * await client.identity.recover({ recoveryToken, password: 'new secret' })
   * ```
   */
  recover(input: RecoverInput, options?: CallOptions): Promise<void>
  /**
   * `POST /v1/start` (verification): sends a verification code to an identity's e-mail.
   *
   * @example
   * ```ts
   * const answer = await client.identity.registerV2({ email: 'ada@example.com', password: 'secret' })
   * if (answer.identity?.id) await client.identity.startVerification({ identityId: answer.identity.id })
   * ```
   */
  startVerification(input: StartVerificationInput, options?: CallOptions): Promise<Record<string, unknown>>
  /**
   * `POST /v1/auth/verify` (verification): submits an e-mail verification code during a login or
   * registration.
   *
   * @example
   * ```ts
   * const answer = await client.identity.registerV2({ email: 'ada@example.com', password: 'secret' })
   * if (answer.state === 'REQUIRE_EMAIL_VERIFICATION' && answer.stateToken) {
   *   const next = await client.identity.verify({ code: '123456', stateToken: answer.stateToken }) // the e-mailed code
   * }
   * ```
   */
  verify(input: VerifyInput, options?: CallOptions): Promise<StateMachineResponse>
  /**
   * `POST /v1/auth/resend` (verification): sends the verification code again.
   *
   * @example
   * ```ts
   * const answer = await client.identity.registerV2({ email: 'ada@example.com', password: 'secret' })
   * if (answer.stateToken) await client.identity.resend({ stateToken: answer.stateToken }) // no e-mail came
   * ```
   */
  resend(input: ResendInput, options?: CallOptions): Promise<StateMachineResponse>
}

/**
 * The identity calls as a client module: registration and login (v1 and v2), password change
 * and recovery, single sign-on, e-mail verification, logout. Most apps use the session's
 * `login()` / `register()` instead; this module is for the calls the session does not wrap.
 * The calls load on first use (the interactive chunk, shared with the session's login flows).
 *
 * @example
 * ```ts
 * import { identity, oauth } from '@vitrine/auth'
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({ auth: oauth({ clientId: 'my-client' }), modules: { identity } })
 * await client.identity.changePassword({ newPassword: 'another secret' })
 * ```
 */
export const identity: Module<IdentityApi> = /* @__PURE__ */ defineModule(
  (context): IdentityApi =>
    bind(
      context,
      lazy(
        () => import('../interactive/index'),
        [
          'registerV1',
          'loginV1',
          'registerV2',
          'loginV2',
          'changePassword',
          'loginWithTokenParams',
          'proceed',
          'signOn',
          'logoutV1',
          'sendRecoveryEmail',
          'sendActivationEmail',
          'recover',
          'startVerification',
          'verify',
          'resend',
        ],
      ),
    ),
)
