import { describe, expect, it } from 'vitest'
import { errorFromResponse, remapField, sanitizeRequestId } from './error-from-response'
import { ApplicationError, HttpError, SystemError, ValidationError, VitrineError } from './errors'

const request = { method: 'POST', url: 'https://www.wixapis.com/x', headers: {} }

describe('errorFromResponse (spec §8)', () => {
  it('1. a validation error: INVALID_ARGUMENT with violations sorted by field and remapped to argument names', () => {
    const error = errorFromResponse({
      status: 400,
      statusText: 'Bad Request',
      requestId: 'req-1',
      request,
      argumentNames: { lineItems: 'items' },
      body: {
        message: 'ignored',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'lineItems[0].quantity',
                description: 'must be positive',
                violatedRule: 'MIN',
                data: {},
              },
              { field: 'couponCode', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
            ],
          },
        },
      },
    })
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "couponCode" must not be empty, "items[0].quantity" must be positive',
    )
    expect((error as ValidationError).violations).toEqual([
      { field: 'couponCode', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
      { field: 'items[0].quantity', description: 'must be positive', violatedRule: 'MIN', data: {} },
    ])
    expect(error.code).toBe('INVALID_ARGUMENT')
    expect(error.status).toBe(400)
    expect(error.requestId).toBe('req-1')
    expect(error.details).toEqual((error.body as { details: unknown }).details)
  })

  it('2. an application error keeps message, code, description and data', () => {
    const error = errorFromResponse({
      status: 404,
      statusText: 'Not Found',
      requestId: null,
      request,
      body: {
        message: 'Cart not found',
        details: {
          applicationError: {
            code: 'OWNED_CART_NOT_FOUND',
            description: 'Cart not found',
            data: { cartId: 'x' },
          },
        },
      },
    }) as ApplicationError
    expect(error).toBeInstanceOf(ApplicationError)
    expect(error.message).toBe('Cart not found')
    expect(error.code).toBe('OWNED_CART_NOT_FOUND')
    expect(error.description).toBe('Cart not found')
    expect(error.data).toEqual({ cartId: 'x' })
    expect(error.requestId).toBeUndefined()
  })

  it('3. any other 4xx: an application error named after the status text, also when the status text is missing', () => {
    const forbidden = errorFromResponse({
      status: 403,
      statusText: 'Forbidden',
      requestId: 'r',
      request,
      body: undefined,
    }) as ApplicationError
    expect(forbidden.code).toBe('FORBIDDEN')
    expect(forbidden.description).toBe('Forbidden')
    const noText = errorFromResponse({
      status: 404,
      statusText: '',
      requestId: 'r',
      request,
      body: undefined,
    }) as ApplicationError
    expect(noText.code).toBe('NOT_FOUND')
    expect(noText.description).toBe('Not Found')
    const teapot = errorFromResponse({
      status: 499,
      statusText: '',
      requestId: null,
      request,
      body: undefined,
    }) as ApplicationError
    expect(teapot.code).toBe('HTTP_499')
  })

  it('4. anything else: System error occurred, with the request id when there is one', () => {
    const withId = errorFromResponse({
      status: 503,
      statusText: '',
      requestId: 'abc-123',
      request,
      body: undefined,
    })
    expect(withId).toBeInstanceOf(SystemError)
    expect(withId.message).toBe('System error occurred, request-id: abc-123')
    const without = errorFromResponse({
      status: 500,
      statusText: '',
      requestId: null,
      request,
      body: { oops: 1 },
    })
    expect(without.message).toBe('System error occurred')
  })

  it('truncates and sanitises a huge or odd request id', () => {
    const error = errorFromResponse({
      status: 500,
      statusText: '',
      requestId: `a\nb<script>${'x'.repeat(5000)}`,
      request,
      body: undefined,
    })
    expect(error.requestId).toMatch(/^abscript/)
    expect(error.requestId?.length).toBe(128)
    expect(error.message).not.toContain('<')
    expect(sanitizeRequestId('<>')).toBeUndefined()
  })

  it('survives violations named __proto__ or constructor and 10 000 of them: sorted, remapped safely, message capped', () => {
    const fieldViolations = [
      { field: '__proto__', description: 'x' },
      { field: 'constructor', description: 'y' },
      ...Array.from({ length: 10_000 }, (_, i) => ({
        field: `f${String(i).padStart(5, '0')}`,
        description: 'bad',
      })),
    ]
    const error = errorFromResponse({
      status: 400,
      statusText: '',
      requestId: null,
      request,
      argumentNames: { constructor: 'ctor' },
      body: { details: { validationError: { fieldViolations } } },
    }) as ValidationError
    expect(error.violations).toHaveLength(10_002)
    expect(error.violations[0]?.field).toBe('__proto__')
    expect(error.violations.map((v) => v.field)).toContain('ctor')
    expect(error.message.length).toBeLessThanOrEqual(2100)
    expect(error.message).toMatch(/more\)$/)
    expect(({} as Record<string, unknown>)['description']).toBeUndefined()
  })

  it('ignores junk in the body shape instead of throwing', () => {
    const error = errorFromResponse({
      status: 400,
      statusText: '',
      requestId: null,
      request,
      body: { details: { validationError: { fieldViolations: 'nope' } } },
    }) as ValidationError
    expect(error.violations).toEqual([])
    expect(error.message).toBe('INVALID_ARGUMENT: ')
  })
})

describe('remapField', () => {
  it('replaces the longest known prefix at a segment boundary only', () => {
    const names = { lineItems: 'items', 'lineItems[0].catalogReference': 'items[0].product', line: 'WRONG' }
    expect(remapField('lineItems[0].catalogReference.catalogItemId', names)).toBe(
      'items[0].product.catalogItemId',
    )
    expect(remapField('lineItems[1].quantity', names)).toBe('items[1].quantity')
    expect(remapField('lineItemsCount', names)).toBe('lineItemsCount')
    expect(remapField('other', undefined)).toBe('other')
  })
})

describe('guards', () => {
  it('match by brand, so errors from another copy of the package are recognised', () => {
    const error = errorFromResponse({
      status: 500,
      statusText: '',
      requestId: null,
      request,
      body: undefined,
    })
    // A structural copy, as another bundle's instance would look.
    const foreign = Object.assign(Object.create(Error.prototype), { message: 'x' })
    Object.defineProperty(foreign, Symbol.for('vitrine.error.kinds'), {
      value: ['SystemError', 'HttpError', 'VitrineError'],
    })
    for (const value of [error, foreign]) {
      expect(VitrineError.is(value)).toBe(true)
      expect(HttpError.is(value)).toBe(true)
      expect(SystemError.is(value)).toBe(true)
      expect(ValidationError.is(value)).toBe(false)
    }
    expect(VitrineError.is(new Error('plain'))).toBe(false)
    expect(VitrineError.is(null)).toBe(false)
    expect(error.name).toBe('SystemError')
  })
})
