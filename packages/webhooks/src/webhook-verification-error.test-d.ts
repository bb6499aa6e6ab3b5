import { describe, expectTypeOf, test } from 'vitest'
import { WebhookVerificationError, type WebhookVerificationErrorCode } from './index'

describe('WebhookVerificationError types', () => {
  test('code is the stable union, not string, and switch narrows it', () => {
    const error = new WebhookVerificationError('EXPIRED', 'Invalid JWT: expired')
    expectTypeOf(error.code).toEqualTypeOf<WebhookVerificationErrorCode>()
    expectTypeOf(error.code).not.toEqualTypeOf<string>()
    switch (error.code) {
      case 'DUPLICATE':
        expectTypeOf(error.code).toEqualTypeOf<'DUPLICATE'>()
        break
      case 'TOO_LARGE':
      case 'INVALID_TOKEN':
      case 'ALGORITHM_NOT_ALLOWED':
      case 'INVALID_SIGNATURE':
      case 'EXPIRED':
      case 'NOT_YET_VALID':
      case 'INVALID_CLAIM':
      case 'INVALID_PAYLOAD':
      case 'UNEXPECTED_EVENT_TYPE':
        break
      default:
        expectTypeOf(error.code).toBeNever()
    }
  })

  test('the guard narrows unknown values', () => {
    const value: unknown = null
    if (WebhookVerificationError.is(value)) expectTypeOf(value).toEqualTypeOf<WebhookVerificationError>()
  })

  test('codes outside the union are refused', () => {
    // @ts-expect-error not a code
    new WebhookVerificationError('NOPE', 'x')
  })
})
