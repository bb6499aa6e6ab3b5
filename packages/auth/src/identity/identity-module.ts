import type { Module } from '@vitrine/core/module'
import { loadInteractive } from '../flows/load-interactive'
import type { ChangePasswordInput } from './change-password'
import type { LoginV1Input } from './login-v1'
import type { LoginV2Input } from './login-v2'
import type { LoginWithTokenParamsInput } from './login-with-token-params'
import type { LogoutV1Input } from './logout-v1'
import type { ProceedInput } from './proceed'
import type { RecoverInput } from './recover'
import type { RegisterV1Input } from './register-v1'
import type { RegisterV2Input } from './register-v2'
import type { ResendInput } from './resend'
import type { SendActivationEmailInput } from './send-activation-email'
import type { SendRecoveryEmailInput } from './send-recovery-email'
import type { SignOnInput, SignOnResponse } from './sign-on'
import type { StartVerificationInput } from './start-verification'
import type { StateMachineResponse } from './types'
import type { VerifyInput } from './verify'

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
export const identity: Module<IdentityApi> = (ctx) => {
  // The calls live in the interactive chunk, loaded on the first call (see `loadInteractive`):
  // a new call is its operation file, one export in `flows/interactive.ts` and one line here.
  const send = ctx.request
  return {
    registerV1: async (input) => (await loadInteractive()).registerV1(send, input),
    loginV1: async (input) => (await loadInteractive()).loginV1(send, input),
    registerV2: async (input) => (await loadInteractive()).registerV2(send, input),
    loginV2: async (input) => (await loadInteractive()).loginV2(send, input),
    changePassword: async (input) => (await loadInteractive()).changePassword(send, input),
    loginWithTokenParams: async (input) => (await loadInteractive()).loginWithTokenParams(send, input),
    proceed: async (input) => (await loadInteractive()).proceed(send, input),
    signOn: async (input) => (await loadInteractive()).signOn(send, input),
    logoutV1: async (input) => (await loadInteractive()).logoutV1(send, input),
    sendRecoveryEmail: async (input) => (await loadInteractive()).sendRecoveryEmail(send, input),
    sendActivationEmail: async (input) => (await loadInteractive()).sendActivationEmail(send, input),
    recover: async (input) => (await loadInteractive()).recover(send, input),
    startVerification: async (input) => (await loadInteractive()).startVerification(send, input),
    verify: async (input) => (await loadInteractive()).verify(send, input),
    resend: async (input) => (await loadInteractive()).resend(send, input),
  }
}
