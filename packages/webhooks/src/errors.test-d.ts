import { describe, expectTypeOf, test } from 'vitest'
import { ServicePluginError, WebhookVerificationError, type WebhookVerificationErrorCode } from './index'

describe('WebhookVerificationError types', () => {
  test('code is the stable union, not string, and switch narrows it', () => {
    const error = new WebhookVerificationError('EXPIRED', 'Invalid JWT: expired')
    expectTypeOf(error.code).toEqualTypeOf<WebhookVerificationErrorCode>()
    expectTypeOf(error.code).not.toEqualTypeOf<string>()
    switch (error.code) {
      case 'DUPLICATE':
        expectTypeOf(error.code).toEqualTypeOf<'DUPLICATE'>()
        break
      case 'LIFETIME_TOO_LONG':
      case 'ISSUED_IN_FUTURE':
        expectTypeOf(error.code).toEqualTypeOf<'LIFETIME_TOO_LONG' | 'ISSUED_IN_FUTURE'>()
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

  test('the fields are exact, read-only and the name is a literal', () => {
    const error = new WebhookVerificationError('ISSUED_IN_FUTURE', 'x', { claim: 'iat' })
    expectTypeOf(error.name).toEqualTypeOf<'WebhookVerificationError'>()
    expectTypeOf(error.claim).toEqualTypeOf<string | undefined>()
    expectTypeOf(error.eventId).toEqualTypeOf<string | undefined>()
    // @ts-expect-error read-only
    error.claim = 'exp'
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

describe('ServicePluginError types', () => {
  type ShippingCode = 'EMPTY_ORDER' | 'DESTINATION_NOT_SUPPORTED'

  test('code is the union the app names, and switch narrows it', () => {
    const error = new ServicePluginError<ShippingCode>('EMPTY_ORDER', { status: 422 })
    expectTypeOf(error.code).toEqualTypeOf<ShippingCode>()
    switch (error.code) {
      case 'EMPTY_ORDER':
        expectTypeOf(error.code).toEqualTypeOf<'EMPTY_ORDER'>()
        break
      case 'DESTINATION_NOT_SUPPORTED':
        break
      default:
        expectTypeOf(error.code).toBeNever()
    }
    // @ts-expect-error not one of the app's codes
    new ServicePluginError<ShippingCode>('NOPE')
  })

  test('without a type argument the code is inferred from the literal, and string by default', () => {
    expectTypeOf(new ServicePluginError('EMPTY_ORDER').code).toEqualTypeOf<'EMPTY_ORDER'>()
    const value: unknown = null
    if (ServicePluginError.is(value)) expectTypeOf(value.code).toEqualTypeOf<string>()
  })

  test('fields are read-only and exact', () => {
    const error = new ServicePluginError('X', { description: 'd', data: { a: 1 } })
    expectTypeOf(error.name).toEqualTypeOf<'ServicePluginError'>()
    expectTypeOf(error.status).toEqualTypeOf<number>()
    expectTypeOf(error.data).toEqualTypeOf<Record<string, unknown>>()
    // @ts-expect-error read-only
    error.status = 500
  })
})
