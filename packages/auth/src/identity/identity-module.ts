import { defineModule, type Module } from '@vitrine/core'
import { type ChangePasswordInput, changePassword } from './change-password'
import { type LoginV1Input, loginV1 } from './login-v1'
import { type LoginV2Input, loginV2 } from './login-v2'
import { type LoginWithTokenParamsInput, loginWithTokenParams } from './login-with-token-params'
import { type LogoutV1Input, logoutV1 } from './logout-v1'
import { type ProceedInput, proceed } from './proceed'
import { type RecoverInput, recover } from './recover'
import { type RegisterV1Input, registerV1 } from './register-v1'
import { type RegisterV2Input, registerV2 } from './register-v2'
import { type ResendInput, resend } from './resend'
import { type SendActivationEmailInput, sendActivationEmail } from './send-activation-email'
import { type SendRecoveryEmailInput, sendRecoveryEmail } from './send-recovery-email'
import { type SignOnInput, type SignOnResponse, signOn } from './sign-on'
import { type StartVerificationInput, startVerification } from './start-verification'
import type { StateMachineResponse } from './types'
import { type VerifyInput, verify } from './verify'

/** The identity calls of the platform (spec section 7), bound to a client. */
export interface IdentityApi {
  /** `POST /v1/register`. */
  registerV1(input: RegisterV1Input): Promise<StateMachineResponse>
  /** `POST /v1/login`. */
  loginV1(input: LoginV1Input): Promise<StateMachineResponse>
  /** `POST /v2/register`. */
  registerV2(input: RegisterV2Input): Promise<StateMachineResponse>
  /** `POST /v2/login`. */
  loginV2(input: LoginV2Input): Promise<StateMachineResponse>
  /** `POST /v2/change-password`. */
  changePassword(input: ChangePasswordInput): Promise<void>
  /** `POST /v1/sso/login-with-token-params`. */
  loginWithTokenParams(input: LoginWithTokenParamsInput): Promise<StateMachineResponse>
  /** `POST /v1/state/proceed`. */
  proceed(input: ProceedInput): Promise<StateMachineResponse>
  /** `POST /v2/sign-on`. */
  signOn(input: SignOnInput): Promise<SignOnResponse>
  /** `GET /v1/logout`. */
  logoutV1(input?: LogoutV1Input): Promise<void>
  /** `POST /v1/send-email` (recovery). */
  sendRecoveryEmail(input: SendRecoveryEmailInput): Promise<void>
  /** `POST /v1/activation-email` (recovery). */
  sendActivationEmail(input: SendActivationEmailInput): Promise<void>
  /** `POST /v1/recover` (recovery). */
  recover(input: RecoverInput): Promise<void>
  /** `POST /v1/start` (verification). */
  startVerification(input: StartVerificationInput): Promise<Record<string, unknown>>
  /** `POST /v1/auth/verify` (verification). */
  verify(input: VerifyInput): Promise<StateMachineResponse>
  /** `POST /v1/auth/resend` (verification). */
  resend(input: ResendInput): Promise<StateMachineResponse>
}

/**
 * The identity calls as a client module: registration and login (v1 and v2), password change
 * and recovery, single sign-on, e-mail verification, logout. Most apps use the session's
 * `login()` / `register()` instead; this module is for the calls the session does not wrap.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: session, modules: { identity } })
 * await client.identity.changePassword({ newPassword: 'another secret' })
 * ```
 */
export const identity: Module<IdentityApi> = defineModule((ctx) => {
  const send = ctx.request
  return {
    registerV1: (input) => registerV1(send, input),
    loginV1: (input) => loginV1(send, input),
    registerV2: (input) => registerV2(send, input),
    loginV2: (input) => loginV2(send, input),
    changePassword: (input) => changePassword(send, input),
    loginWithTokenParams: (input) => loginWithTokenParams(send, input),
    proceed: (input) => proceed(send, input),
    signOn: (input) => signOn(send, input),
    logoutV1: (input) => logoutV1(send, input),
    sendRecoveryEmail: (input) => sendRecoveryEmail(send, input),
    sendActivationEmail: (input) => sendActivationEmail(send, input),
    recover: (input) => recover(send, input),
    startVerification: (input) => startVerification(send, input),
    verify: (input) => verify(send, input),
    resend: (input) => resend(send, input),
  }
})
