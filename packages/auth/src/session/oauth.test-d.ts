import { type AuthStrategy, createClient } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { identity } from '../identity/identity-module'
import type { LoginErrorCode, LoginResult } from '../login-result'
import type { TokenRole, Tokens } from '../tokens'
import { oauth } from './oauth'
import type { OAuthSession } from './types'

describe('oauth() types', () => {
  const session = oauth({ clientId: 'c' })

  it('is an exact, non-any AuthStrategy', () => {
    expectTypeOf(session).not.toBeAny()
    expectTypeOf(session).toEqualTypeOf<OAuthSession>()
    expectTypeOf(session).toExtend<AuthStrategy>()
    expectTypeOf(session.role).toEqualTypeOf<TokenRole>()
    expectTypeOf(session.getTokens()).toEqualTypeOf<Tokens>()
  })

  it('keeps its type on the client, next to modules', () => {
    const client = createClient({ auth: session, modules: { identity } })
    expectTypeOf(client.auth).toEqualTypeOf<OAuthSession>()
    expectTypeOf(client.identity.changePassword).parameter(0).toEqualTypeOf<{ newPassword: string }>()
  })

  it('logout() resolves to the URL only when a return URL is given', () => {
    expectTypeOf(session.logout({ returnUrl: 'https://x' })).resolves.toEqualTypeOf<string>()
    expectTypeOf(session.logout()).resolves.toEqualTypeOf<undefined>()
  })

  it('login results narrow on state', () => {
    const narrow = (result: LoginResult) => {
      switch (result.state) {
        case 'SUCCESS':
          expectTypeOf(result.sessionToken).toEqualTypeOf<string>()
          break
        case 'FAILURE':
          expectTypeOf(result.errorCode).toEqualTypeOf<LoginErrorCode | undefined>()
          expectTypeOf(result.error).toEqualTypeOf<string>()
          break
        case 'EMAIL_VERIFICATION_REQUIRED':
          expectTypeOf(result.stateToken).toEqualTypeOf<string>()
          break
        case 'SILENT_CAPTCHA_REQUIRED':
          expectTypeOf(result.errorCode).toEqualTypeOf<'missingCaptchaToken'>()
          break
        case 'USER_CAPTCHA_REQUIRED':
          expectTypeOf(result.errorCode).toEqualTypeOf<'invalidCaptchaToken'>()
          break
        case 'OWNER_APPROVAL_REQUIRED':
          // @ts-expect-error an owner-approval result has no session token
          result.sessionToken
          break
        default:
          expectTypeOf(result).toBeNever()
      }
    }
    expectTypeOf(narrow).toBeFunction()
  })

  it('refuses options of the wrong shape', () => {
    // @ts-expect-error clientId is required
    oauth({})
    // @ts-expect-error a storage needs get, set and remove
    oauth({ clientId: 'c', storage: { get: () => undefined } })
  })
})
