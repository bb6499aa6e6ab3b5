import type { HttpError, InvalidInputError, VitrineError } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type MemberTokensError,
  OAuthCallbackError,
  OAuthError,
  type PkceError,
  type SessionError,
  type StorageError,
  TokenRequestError,
} from './errors'
import type { AuthError, RedirectSessionError } from './interactive/errors'

describe('error types', () => {
  it('extend core’s classes', () => {
    expectTypeOf<OAuthCallbackError>().toExtend<VitrineError>()
    expectTypeOf<TokenRequestError>().toExtend<HttpError>()
    expectTypeOf<PkceError>().toExtend<InvalidInputError>()
  })

  it('narrow on code in a switch', () => {
    const handle = (error: unknown) => {
      if (OAuthCallbackError.is(error)) {
        switch (error.code) {
          case 'INVALID_STATE':
          case 'MISSING_CODE_OR_STATE':
          case 'AMBIGUOUS_CALLBACK':
            return error.code
          default:
            expectTypeOf(error.code).toBeNever()
        }
      }
      if (TokenRequestError.is(error)) {
        expectTypeOf(error.code).toEqualTypeOf<'TOKEN_REQUEST_FAILED' | 'INVALID_TOKEN_RESPONSE'>()
        expectTypeOf(error.status).toEqualTypeOf<number>()
        expectTypeOf(error.oauthError).toEqualTypeOf<string | undefined>()
      }
      if (OAuthError.is(error)) expectTypeOf(error.oauthError).toEqualTypeOf<string>()
      return undefined
    }
    expectTypeOf(handle).toBeFunction()
  })

  it('every class has a literal code, and a switch over AuthError narrows to the class', () => {
    expectTypeOf<SessionError['code']>().toEqualTypeOf<
      'SESSION_NOT_ATTACHED' | 'SESSION_ALREADY_ATTACHED' | 'VISITOR_ONLY'
    >()
    expectTypeOf<StorageError['code']>().toEqualTypeOf<
      'COOKIE_TOO_LARGE' | 'COOKIES_DISABLED' | 'AMBIGUOUS_COOKIE'
    >()
    expectTypeOf<MemberTokensError['code']>().toEqualTypeOf<'MEMBER_TOKENS_FAILED'>()
    expectTypeOf<RedirectSessionError['code']>().toEqualTypeOf<'INVALID_REDIRECT_SESSION'>()
    expectTypeOf<PkceError['code']>().toEqualTypeOf<'INVALID_INPUT'>()
    const explain = (error: AuthError): string => {
      switch (error.code) {
        case 'TOKEN_REQUEST_FAILED':
        case 'INVALID_TOKEN_RESPONSE':
          expectTypeOf(error).toEqualTypeOf<TokenRequestError>()
          return `${error.status} ${error.oauthError ?? ''}`
        case 'SESSION_NOT_ATTACHED':
        case 'SESSION_ALREADY_ATTACHED':
        case 'VISITOR_ONLY':
          expectTypeOf(error).toEqualTypeOf<SessionError>()
          return error.message
        case 'COOKIE_TOO_LARGE':
        case 'COOKIES_DISABLED':
        case 'AMBIGUOUS_COOKIE':
          expectTypeOf(error).toEqualTypeOf<StorageError>()
          return error.message
        case 'INVALID_STATE':
        case 'MISSING_CODE_OR_STATE':
        case 'AMBIGUOUS_CALLBACK':
          expectTypeOf(error).toEqualTypeOf<OAuthCallbackError>()
          return error.message
        case 'OAUTH_ERROR':
          expectTypeOf(error).toEqualTypeOf<OAuthError>()
          return error.description ?? error.oauthError
        case 'OAUTH_TIMEOUT':
        case 'MEMBER_TOKENS_FAILED':
        case 'BROWSER_ONLY':
        case 'CRYPTO_UNAVAILABLE':
        case 'INVALID_REDIRECT_SESSION':
          return error.message
        case 'INVALID_INPUT':
          expectTypeOf(error).toEqualTypeOf<PkceError>()
          return error.violations[0]?.field ?? ''
        default:
          expectTypeOf(error).toBeNever()
          return ''
      }
    }
    expectTypeOf(explain).toBeFunction()
  })
})
