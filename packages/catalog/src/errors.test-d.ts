import type { CoreError, VitrineError } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type BulkItemCode, BulkItemError } from './errors'
import type { BulkFailure } from './types/bulk'

describe('catalogue error types', () => {
  it('extend core’s base class and keep the platform’s fields', () => {
    expectTypeOf<BulkItemError>().toExtend<VitrineError>()
    expectTypeOf<BulkItemError['name']>().toEqualTypeOf<'BulkItemError'>()
    expectTypeOf<BulkItemError['code']>().toEqualTypeOf<BulkItemCode>()
    expectTypeOf<BulkItemError['description']>().toEqualTypeOf<string>()
    expectTypeOf<BulkItemError['data']>().toEqualTypeOf<Record<string, unknown>>()
  })

  it('narrow on code in a switch, the platform’s own code kept as it came', () => {
    const handle = (failure: BulkFailure) => {
      const { error } = failure
      if (!BulkItemError.is(error)) return undefined
      switch (error.code) {
        case 'PRODUCT_NOT_FOUND':
          expectTypeOf(error.code).toEqualTypeOf<'PRODUCT_NOT_FOUND'>()
          return error.data
        case 'BULK_ITEM_FAILED':
          expectTypeOf(error.code).toEqualTypeOf<'BULK_ITEM_FAILED'>()
          return error.platformCode
        default:
          expectTypeOf(error.code).toBeNever()
          return undefined
      }
    }
    expectTypeOf(handle).returns.toEqualTypeOf<Record<string, unknown> | string | undefined>()
    expectTypeOf<BulkItemError['platformCode']>().toEqualTypeOf<string | undefined>()
  })

  it('narrow a bulk failure’s error alongside core’s errors, once the platform-coded ones are handled', () => {
    const handle = (error: CoreError | BulkItemError) => {
      if (BulkItemError.is(error)) return error.description
      switch (error.name) {
        case 'ValidationError':
          return error.violations.length
        case 'SystemError':
          return error.requestId
        default:
          return undefined
      }
    }
    expectTypeOf(handle).returns.toEqualTypeOf<string | number | undefined>()
  })
})
