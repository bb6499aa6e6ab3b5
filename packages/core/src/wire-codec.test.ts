import { describe, expect, it } from 'vitest'
import { InvalidInputError } from './errors'
import { decodeWire, encodeWire, type FieldTypes } from './wire-codec'

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

const productFields: FieldTypes = {
  products: {
    priceData: { price: 'float' },
    weight: 'float',
    variants: { '*': { price: 'float' } },
    lastUpdated: 'date',
    createdDate: 'date',
  },
}

describe('encodeWire', () => {
  it('sends NaN, Infinity and -Infinity in float fields as strings, never null', () => {
    const out = encodeWire(
      { products: [{ weight: Number.NaN, priceData: { price: Infinity } }, { weight: -Infinity }] },
      productFields,
    )
    expect(out).toEqual({
      products: [{ weight: 'NaN', priceData: { price: 'Infinity' } }, { weight: '-Infinity' }],
    })
    expect(JSON.stringify(out)).not.toContain('null')
  })

  it('matches any key with *', () => {
    expect(
      encodeWire({ products: { variants: { a: { price: Infinity }, b: { price: 1.5 } } } }, productFields),
    ).toEqual({
      products: { variants: { a: { price: 'Infinity' }, b: { price: 1.5 } } },
    })
  })

  it('refuses a non-finite number outside a float field, naming the field', () => {
    expect(() => encodeWire({ lineItems: [{ quantity: Number.NaN }] })).toThrow(
      'Invalid input: "lineItems[0].quantity" must be a finite number, got NaN',
    )
  })

  it('sends dates as ISO strings and refuses invalid or out-of-range ones, naming every field', () => {
    expect(encodeWire({ at: new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)) })).toEqual({
      at: '2025-01-02T03:04:05.006Z',
    })
    try {
      encodeWire({ a: new Date('nope'), b: { c: new Date(8.64e15 + 1) } })
      expect.unreachable()
    } catch (error) {
      expect(InvalidInputError.is(error)).toBe(true)
      expect((error as InvalidInputError).violations.map((v) => v.field)).toEqual(['a', 'b.c'])
    }
  })

  it('never mutates the caller input, so the same object can be sent twice', () => {
    const input = deepFreeze({ products: [{ weight: Infinity, lastUpdated: new Date(0), tags: ['x'] }] })
    const first = encodeWire(input, productFields)
    const second = encodeWire(input, productFields)
    expect(first).toEqual(second)
    expect(input.products[0]?.weight).toBe(Infinity)
    expect(input.products[0]?.lastUpdated).toBeInstanceOf(Date)
  })

  it('keeps __proto__ and constructor keys as plain data and changes no prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"ok":1}',
    )
    const out = encodeWire(hostile) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__', 'constructor', 'ok'])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(JSON.parse(JSON.stringify(out))).toEqual(hostile)
  })

  it('refuses values JSON cannot carry, and circular references', () => {
    const circular: Record<string, unknown> = {}
    circular['self'] = circular
    expect(() => encodeWire({ n: 10n })).toThrow('"n" cannot be sent (a bigint)')
    expect(() => encodeWire(circular)).toThrow('"self" is a circular reference')
  })

  it('drops undefined fields as JSON does', () => {
    expect(encodeWire({ a: undefined, b: 1 })).toEqual({ b: 1 })
  })
})

describe('decodeWire', () => {
  it('turns special number strings in float fields back into numbers', () => {
    const out = decodeWire(
      { products: [{ weight: 'NaN', priceData: { price: 'Infinity' } }, { weight: '-Infinity' }] },
      productFields,
    )
    expect(out.products[0]?.weight).toBeNaN()
    expect(out.products[0]?.priceData?.price).toBe(Infinity)
    expect(out.products[1]?.weight).toBe(-Infinity)
  })

  it('turns ISO strings in date fields into Dates, and leaves every other string alone', () => {
    const out = decodeWire(
      {
        products: [
          { lastUpdated: '2024-05-01T10:00:00.000Z', name: '2024-05-01T10:00:00.000Z', description: 'NaN' },
        ],
      },
      productFields,
    ) as { products: { lastUpdated: unknown; name: unknown; description: unknown }[] }
    expect(out.products[0]?.lastUpdated).toEqual(new Date('2024-05-01T10:00:00.000Z'))
    expect(out.products[0]?.name).toBe('2024-05-01T10:00:00.000Z')
    expect(out.products[0]?.description).toBe('NaN')
  })

  it('leaves a date field that is not a date as it came', () => {
    const out = decodeWire({ products: [{ createdDate: 'not a date' }] }, productFields)
    expect(out.products[0]?.createdDate).toBe('not a date')
  })

  it('does not change prototypes when a wildcard walks hostile keys', () => {
    const hostile = JSON.parse(
      '{"items":{"__proto__":{"at":"2024-01-01T00:00:00Z"},"x":{"at":"2024-01-01T00:00:00Z"}}}',
    )
    const out = decodeWire(hostile, { items: { '*': { at: 'date' } } })
    expect(({} as Record<string, unknown>)['at']).toBeUndefined()
    expect(out.items.x.at).toBeInstanceOf(Date)
    expect(Object.getPrototypeOf(out.items)).toBe(Object.prototype)
  })
})

describe('field types', () => {
  it('share a subtree wherever it occurs, and decode lists of floats and dates', () => {
    const image: FieldTypes = { urlExpirationDate: 'date', focalPoint: { x: 'float', y: 'float' } }
    const fields: FieldTypes = { lineItems: { image, overrides: { image } }, slots: 'date', weights: 'float' }
    const out = decodeWire(
      {
        lineItems: [
          {
            image: { focalPoint: { x: 'NaN' } },
            overrides: { image: { urlExpirationDate: '2030-01-01T00:00:00Z' } },
          },
        ],
        slots: ['2024-01-01T00:00:00Z', 'junk'],
        weights: ['Infinity', '1'],
      },
      fields,
    )
    expect(out.lineItems[0]?.image.focalPoint.x).toBeNaN()
    expect(out.lineItems[0]?.overrides.image.urlExpirationDate).toEqual(new Date('2030-01-01T00:00:00Z'))
    expect(out.slots).toEqual([new Date('2024-01-01T00:00:00Z'), 'junk'])
    expect(out.weights).toEqual([Infinity, '1'])
  })

  it('follow own entries only: a payload key named like an Object.prototype member is not a field', () => {
    const out = decodeWire(JSON.parse('{"constructor":"NaN","toString":"2024-01-01T00:00:00Z"}'), {
      weight: 'float',
    })
    expect(out).toEqual({ constructor: 'NaN', toString: '2024-01-01T00:00:00Z' })
  })

  it('a date string under __proto__ becomes an own property, never a prototype', () => {
    const out = decodeWire(JSON.parse('{"__proto__":"2024-01-01T00:00:00Z"}'), { '*': 'date' }) as Record<
      string,
      unknown
    >
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual(new Date('2024-01-01T00:00:00Z'))
  })
})
