import { InvalidInputError, type Violation } from './errors'

/**
 * Field paths of a payload whose values need converting on the wire. A path is dot-separated;
 * arrays are walked through transparently (`products.priceData.price` reaches the price of every
 * product), and `*` matches every key of an object.
 *
 * @example
 * ```ts
 * const fields: FieldPaths = { floats: ['product.priceData.price'], dates: ['product.lastUpdated'] }
 * ```
 */
export interface FieldPaths {
  /** Float fields: non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. */
  floats?: readonly string[]
  /** Timestamp fields: `Date` on our side, ISO-8601 strings on the wire. */
  dates?: readonly string[]
}

interface PathNode {
  float: boolean
  date: boolean
  children: Map<string, PathNode>
}

function node(): PathNode {
  return { float: false, date: false, children: new Map() }
}

const compiled = new WeakMap<FieldPaths, PathNode>()

/** Compiles field paths once into a trie; cached per `FieldPaths` object. */
function trieOf(fields: FieldPaths | undefined): PathNode | undefined {
  if (!fields) return undefined
  let root = compiled.get(fields)
  if (root) return root
  root = node()
  for (const [list, kind] of [
    [fields.floats, 'float'],
    [fields.dates, 'date'],
  ] as const) {
    for (const path of list ?? []) {
      let at = root
      for (const segment of path.split('.')) {
        let next = at.children.get(segment)
        if (!next) {
          next = node()
          at.children.set(segment, next)
        }
        at = next
      }
      at[kind] = true
    }
  }
  compiled.set(fields, root)
  return root
}

function childOf(at: PathNode | undefined, key: string): PathNode | undefined {
  return at?.children.get(key) ?? at?.children.get('*')
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
 * @param fields - its float and date paths.
 * @param label - how to name the root in errors (`''` for top-level fields).
 */
export function encodeWire(value: unknown, fields?: FieldPaths, label = ''): unknown {
  const violations: Violation[] = []
  const out = encodeValue(value, trieOf(fields), label, violations, new Set())
  if (violations.length > 0) throw new InvalidInputError(violations)
  return out
}

function join(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`
}

function encodeValue(
  value: unknown,
  at: PathNode | undefined,
  field: string,
  violations: Violation[],
  seen: Set<object>,
): unknown {
  switch (typeof value) {
    case 'number':
      if (Number.isFinite(value)) return value
      if (at?.float) return String(value)
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

/**
 * Turns a parsed wire answer into SDK values, in place (the answer is ours): ISO strings in date
 * fields → `Date`, special number strings in float fields → numbers. Only declared paths are
 * touched; every other string stays a string.
 *
 * @param value - the parsed JSON answer.
 * @param fields - its float and date paths.
 */
export function decodeWire<T>(value: T, fields?: FieldPaths): T {
  const root = trieOf(fields)
  if (root) decodeInto(value, root)
  return value
}

function decodeInto(value: unknown, at: PathNode): void {
  if (Array.isArray(value)) {
    for (const item of value) decodeInto(item, at)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const obj = value as Record<string, unknown>
  const wildcard = at.children.get('*')
  const keys = wildcard ? Object.keys(obj) : at.children.keys()
  for (const key of keys) {
    if (!Object.hasOwn(obj, key)) continue
    const child = at.children.get(key) ?? wildcard
    if (!child) continue
    const item = obj[key]
    if (typeof item === 'string') {
      if (child.float && Object.hasOwn(SPECIAL_FLOATS, item)) obj[key] = SPECIAL_FLOATS[item]
      else if (child.date) {
        const date = new Date(item)
        if (!Number.isNaN(date.getTime())) obj[key] = date
      }
    } else if (Array.isArray(item) && (child.float || child.date)) {
      // A list of floats or timestamps.
      for (let i = 0; i < item.length; i++) {
        const v = item[i]
        if (typeof v !== 'string') continue
        if (child.float && Object.hasOwn(SPECIAL_FLOATS, v)) item[i] = SPECIAL_FLOATS[v]
        else if (child.date && !Number.isNaN(new Date(v).getTime())) item[i] = new Date(v)
      }
    }
    if (child.children.size > 0) decodeInto(obj[key], child)
  }
}
