import { InvalidInputError, type Violation } from './errors'

/**
 * Which fields of a payload convert on the wire, as a tree of field names: a leaf is `'float'`
 * (non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`) or `'date'`
 * (`Date` on our side, an ISO-8601 string on the wire). Arrays are walked through (`lineItems`
 * reaches every line item), and the key `'*'` matches every key of an object that has no entry of
 * its own. A subtree can be shared: write it once and use it wherever it occurs.
 *
 * @example
 * ```ts
 * import type { FieldTypes } from '@vitrine/core'
 *
 * const image: FieldTypes = { urlExpirationDate: 'date', focalPoint: { x: 'float', y: 'float' } }
 * const fields: FieldTypes = {
 *   product: { lastUpdated: 'date', priceData: { price: 'float' }, media: { mainMedia: { image } } },
 * }
 * ```
 */
export interface FieldTypes {
  readonly [field: string]: FieldTypes | 'float' | 'date'
}

type At = FieldTypes | 'float' | 'date' | undefined

/** The entry of `key` (or of `*`) in a subtree; own entries only, never an inherited one. */
function childOf(at: At, key: string): At {
  if (typeof at !== 'object') return undefined
  return Object.hasOwn(at, key) ? at[key] : Object.hasOwn(at, '*') ? at['*'] : undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Sets a key on a fresh object without ever touching a prototype (`__proto__` is a plain key here). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

const SPECIAL_FLOATS: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
}

/**
 * Turns a caller's value into its wire form, as a new value (the input is never mutated):
 * `Date` → ISO string, non-finite numbers in float fields → strings. Invalid dates, non-finite
 * numbers outside float fields and other values JSON cannot carry are refused with an
 * {@link InvalidInputError} that names every offending field.
 *
 * @param value - the payload.
 * @param fields - its float and date fields.
 * @param label - how to name the root in errors (`''` for top-level fields).
 */
export function encodeWire(value: unknown, fields?: FieldTypes, label = ''): unknown {
  const violations: Violation[] = []
  const out = encodeValue(value, fields, label, violations, new Set())
  if (violations.length > 0) throw new InvalidInputError(violations)
  return out
}

function join(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`
}

function encodeValue(
  value: unknown,
  at: At,
  field: string,
  violations: Violation[],
  seen: Set<object>,
): unknown {
  switch (typeof value) {
    case 'number':
      if (Number.isFinite(value)) return value
      if (at === 'float') return String(value)
      violations.push({ field: field || 'value', description: `must be a finite number, got ${value}` })
      return value
    case 'bigint':
    case 'function':
    case 'symbol':
      violations.push({ field: field || 'value', description: `cannot be sent (a ${typeof value})` })
      return undefined
    case 'object': {
      if (value === null) return null
      if (value instanceof Date) {
        const time = value.getTime()
        if (Number.isNaN(time)) {
          violations.push({ field: field || 'value', description: 'must be a valid date' })
          return undefined
        }
        return value.toISOString()
      }
      if (seen.has(value)) {
        violations.push({ field: field || 'value', description: 'is a circular reference' })
        return undefined
      }
      seen.add(value)
      let out: unknown
      if (Array.isArray(value)) {
        out = value.map((item, i) => encodeValue(item, at, `${field}[${i}]`, violations, seen))
      } else if (isPlainObject(value)) {
        const obj: Record<string, unknown> = {}
        for (const key of Object.keys(value)) {
          const item = value[key]
          if (item === undefined) continue
          put(obj, key, encodeValue(item, childOf(at, key), join(field, key), violations, seen))
        }
        out = obj
      } else {
        // Class instances (URL, Map, …): send what JSON.stringify would send, via their toJSON.
        const json = (value as { toJSON?: () => unknown }).toJSON
        out =
          typeof json === 'function'
            ? json.call(value)
            : encodeValue({ ...value }, at, field, violations, seen)
      }
      seen.delete(value)
      return out
    }
    default:
      return value
  }
}

/** A wire string of a float or date field as its SDK value, or the string itself. */
function decoded(item: unknown, kind: At): unknown {
  if (typeof item !== 'string') return item
  if (kind === 'float') return Object.hasOwn(SPECIAL_FLOATS, item) ? SPECIAL_FLOATS[item] : item
  const date = new Date(item)
  return Number.isNaN(date.getTime()) ? item : date
}

/**
 * Turns a parsed wire answer into SDK values, in place (the answer is ours): ISO strings in date
 * fields → `Date`, special number strings in float fields → numbers. Only declared fields are
 * touched; every other string stays a string.
 *
 * @param value - the parsed JSON answer.
 * @param fields - its float and date fields.
 */
export function decodeWire<T>(value: T, fields?: FieldTypes): T {
  if (fields) decodeInto(value, fields)
  return value
}

function decodeInto(value: unknown, at: FieldTypes): void {
  if (Array.isArray(value)) {
    for (const item of value) decodeInto(item, at)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const obj = value as Record<string, unknown>
  // for-in, not Object.keys: no array of keys per object walked (inherited keys are skipped below).
  for (const key in Object.hasOwn(at, '*') ? obj : at) {
    if (!Object.hasOwn(obj, key)) continue
    const child = childOf(at, key)
    const item = obj[key]
    if (typeof child === 'object') decodeInto(item, child)
    else if (child) {
      // A float or date field, or a list of them.
      if (Array.isArray(item)) for (let i = 0; i < item.length; i++) item[i] = decoded(item[i], child)
      else {
        const next = decoded(item, child)
        if (next !== item) put(obj, key, next)
      }
    }
  }
}
