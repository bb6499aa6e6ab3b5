import { InvalidInputError, type Violation } from '@vitrine/core'
import * as z from 'zod/mini'
import { List, Maybe, Rule, type Shape } from './shape'

/** One argument to check: its shape, the caller's value and the caller's name for it. */
export type InputCheck = readonly [shape: Shape, value: unknown, name: string]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function walk(shape: Shape, value: unknown, field: string, out: Violation[]): void {
  const fail = (description: string) =>
    out.push({ field, description: value === undefined ? 'is required' : description })
  if (shape instanceof Maybe) {
    if (value !== undefined && value !== null) walk(shape.shape, value, field, out)
  } else if (shape instanceof List) {
    if (!Array.isArray(value)) fail('must be a list')
    else if (value.length < shape.min) fail('must not be empty')
    else
      value.forEach((item, i) => {
        walk(shape.item, item, `${field}[${i}]`, out)
      })
  } else if ('_zod' in shape) {
    const result = z.safeParse(shape as z.ZodMiniType, value)
    if (!result.success) fail(result.error.issues[0]?.message ?? 'is not valid')
  } else if (!isObject(value)) {
    fail('must be an object')
  } else {
    const before = out.length
    const fields = shape instanceof Rule ? shape.fields : shape
    for (const key of Object.keys(fields)) walk(fields[key]!, value[key], `${field}.${key}`, out)
    if (shape instanceof Rule && out.length === before && !shape.test(value)) fail(shape.description)
  }
}

/**
 * Checks every argument of a call before anything is sent and throws one
 * {@link InvalidInputError} naming every offending field as the caller named it
 * (`product.priceData.price`, `ids[3]`). Only checks: the caller's values are sent as given
 * (unknown fields included, for forward compatibility) and never mutated.
 */
export function checkInput(...checks: readonly InputCheck[]): void {
  const violations: Violation[] = []
  for (const [shape, value, name] of checks) walk(shape, value, name, violations)
  if (violations.length > 0) throw new InvalidInputError(violations)
}
