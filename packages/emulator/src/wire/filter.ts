import { isJsonObject, type JsonObject } from './json-body'
import type { Violations } from './violations'

/** How a queryable field compares. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'stringArray'

/** A queryable field: where it lives in the item, and how it compares. */
export interface FieldSpec {
  path: string
  kind: FieldKind
}

/** The fields an entity can be filtered and sorted by. `prefixes` allow open maps such as `choices.Size`. */
export interface QueryFields {
  filter: Readonly<Record<string, FieldSpec>>
  sort: readonly string[]
  prefixes?: readonly string[]
}

/** A compiled filter. */
export type Predicate = (item: JsonObject) => boolean

/** Reads a path given as its segments (split once, read for every item). */
export function readSegments(item: JsonObject, segments: readonly string[]): unknown {
  let value: unknown = item
  for (const key of segments) {
    if (!isJsonObject(value) || !Object.hasOwn(value, key)) return undefined
    value = value[key]
  }
  return value
}

function comparable(value: unknown, kind: FieldKind): number | string | boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (kind === 'date' && typeof value === 'string') {
    const time = Date.parse(value)
    return Number.isNaN(time) ? value : time
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value
  return undefined
}

function equals(value: unknown, operand: unknown, kind: FieldKind): boolean {
  if (operand === null)
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0)
  if (Array.isArray(value))
    return value.some((v) => comparable(v, 'string') === comparable(operand, 'string'))
  return comparable(value, kind) === comparable(operand, kind)
}

function compare(value: unknown, operand: unknown, kind: FieldKind): number | undefined {
  const a = comparable(value, kind)
  const b = comparable(operand, kind)
  if (a === undefined || b === undefined || typeof a !== typeof b || typeof a === 'boolean') return undefined
  return a < b ? -1 : a > b ? 1 : 0
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  return value === undefined || value === null ? [] : [value]
}

function lower(value: unknown): string | undefined {
  return typeof value === 'string' ? value.toLowerCase() : undefined
}

type Operator = (value: unknown, operand: unknown, kind: FieldKind) => boolean

/** An ordering operator: false when the values cannot be compared (missing, or of different types). */
function ordered(accept: (comparison: number) => boolean): Operator {
  return (value, operand, kind) => {
    const comparison = compare(value, operand, kind)
    return comparison !== undefined && accept(comparison)
  }
}

/** A test of a field's value against an operand, made once per filter. */
type Test = (operand: unknown, kind: FieldKind) => (value: unknown) => boolean

/** An operator that needs nothing made in advance. */
const each =
  (test: Operator): Test =>
  (operand, kind) =>
  (value) =>
    test(value, operand, kind)

/**
 * `$in` and `$hasSome`: whether any value of the field equals any value of the list. The list's
 * values go into a set once per filter, rather than being compared one by one for every item.
 */
const anyOf: Test = (operand, kind) => {
  const list = operand as unknown[]
  const wanted = new Set(list.map((y) => (y === null ? null : comparable(y, kind))))
  return (value) =>
    asList(value).some((x) =>
      // A nested list compares its items as strings (what `equals` does): rare, so not through the set.
      Array.isArray(x)
        ? list.some((y) => equals(x, y, kind))
        : (wanted.has(null) && (x === undefined || x === null)) || wanted.has(comparable(x, kind)),
    )
}

const OPERATORS: Record<string, { check: (operand: unknown) => string | undefined; test: Test }> = {
  $eq: { check: () => undefined, test: each(equals) },
  $ne: { check: () => undefined, test: each((v, o, k) => !equals(v, o, k)) },
  $gt: { check: scalarOperand, test: each(ordered((c) => c > 0)) },
  $gte: { check: scalarOperand, test: each(ordered((c) => c >= 0)) },
  $lt: { check: scalarOperand, test: each(ordered((c) => c < 0)) },
  $lte: { check: scalarOperand, test: each(ordered((c) => c <= 0)) },
  $in: { check: listOperand, test: anyOf },
  $hasSome: { check: listOperand, test: anyOf },
  $hasAll: {
    check: listOperand,
    test: each((v, o, k) => (o as unknown[]).every((y) => asList(v).some((x) => equals(x, y, k)))),
  },
  $startsWith: { check: stringOperand, test: each((v, o) => lower(v)?.startsWith(lower(o) ?? '') ?? false) },
  $endsWith: { check: stringOperand, test: each((v, o) => lower(v)?.endsWith(lower(o) ?? '') ?? false) },
  $contains: { check: stringOperand, test: each((v, o) => lower(v)?.includes(lower(o) ?? '') ?? false) },
  $exists: { check: booleanOperand, test: each((v, o) => (v !== undefined && v !== null) === o) },
  $isEmpty: {
    check: booleanOperand,
    test: each(
      (v, o) => (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) === o,
    ),
  },
}

function scalarOperand(operand: unknown): string | undefined {
  return typeof operand === 'number' || typeof operand === 'string'
    ? undefined
    : 'must be a number, a string or a date string'
}
function listOperand(operand: unknown): string | undefined {
  // No size limit: the platform states none (long lists are what the long-GET fallback is for).
  return Array.isArray(operand) ? undefined : 'must be a list'
}
function stringOperand(operand: unknown): string | undefined {
  return typeof operand === 'string' ? undefined : 'must be a string'
}
function booleanOperand(operand: unknown): string | undefined {
  return typeof operand === 'boolean' ? undefined : 'must be a boolean'
}

/** The spec of a field name, or `undefined` when it is not queryable. */
export function fieldSpec(fields: QueryFields, name: string, forSort = false): FieldSpec | undefined {
  if (forSort) {
    if (!fields.sort.includes(name)) return undefined
    return fields.filter[name] ?? { path: name, kind: 'string' }
  }
  const spec = Object.hasOwn(fields.filter, name) ? fields.filter[name] : undefined
  if (spec) return spec
  return fields.prefixes?.some((p) => name.startsWith(p) && name.length > p.length)
    ? { path: name, kind: 'string' }
    : undefined
}

/**
 * Compiles a filter of the query language (wire-notes §4, plus `$isEmpty`), recording a violation
 * for every unknown field or operator and every bad operand. The platform states no bound on a
 * filter's size or depth, so none is enforced; only a filter nested so deeply (thousands of
 * levels) that it would overflow the stack is refused, as a validation error rather than a crash.
 */
export function compileFilter(
  filter: unknown,
  fields: QueryFields,
  field: string,
  violations: Violations,
): Predicate {
  try {
    return compileNode(filter, fields, field, violations)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    violations.add(field, 'is nested too deeply to evaluate', 'VALIDATION')
    return () => false
  }
}

function compileNode(filter: unknown, fields: QueryFields, field: string, violations: Violations): Predicate {
  const compile = (node: unknown): Predicate => {
    if (!isJsonObject(node)) {
      violations.add(field, 'must be an object', 'FORMAT')
      return () => false
    }
    const parts: Predicate[] = Object.entries(node).map(([key, operand]): Predicate => {
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(operand) || operand.length === 0) {
          violations.add(field, `${key} must be a non-empty list`, 'FORMAT')
          return () => false
        }
        const children = operand.map((child) => compile(child))
        return key === '$and'
          ? (item) => children.every((p) => p(item))
          : (item) => children.some((p) => p(item))
      }
      if (key === '$not') {
        const child = compile(operand)
        return (item) => !child(item)
      }
      if (key.startsWith('$')) {
        violations.add(field, `unknown operator ${key.slice(0, 40)}`, 'VALIDATION')
        return () => false
      }
      const spec = fieldSpec(fields, key)
      if (!spec) {
        violations.add(field, `cannot filter by ${key.slice(0, 80)}`, 'VALIDATION', {
          supported: Object.keys(fields.filter),
        })
        return () => false
      }
      const conditions =
        isJsonObject(operand) && Object.keys(operand).some((k) => k.startsWith('$'))
          ? Object.entries(operand)
          : [['$eq', operand] as [string, unknown]]
      const tests = conditions.map(([op, value]): Predicate => {
        const operator = Object.hasOwn(OPERATORS, op) ? OPERATORS[op] : undefined
        if (!operator) {
          violations.add(field, `unknown operator ${op.slice(0, 40)} on ${key}`, 'VALIDATION')
          return () => false
        }
        const problem = operator.check(value)
        if (problem) {
          violations.add(field, `${op} on ${key} ${problem}`, 'VALIDATION')
          return () => false
        }
        const segments = spec.path.split('.')
        const test = operator.test(value, spec.kind)
        return (item) => test(readSegments(item, segments))
      })
      return (item) => tests.every((t) => t(item))
    })
    return (item) => parts.every((p) => p(item))
  }
  return compile(filter)
}
