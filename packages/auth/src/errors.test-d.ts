import type { HttpError, InvalidInputError, VitrineError } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { OAuthCallbackError, OAuthError, type PkceError, TokenRequestError } from './errors'

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
})
