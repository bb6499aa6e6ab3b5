import { z } from 'zod'
import type { Violations } from './violations'
import type { ViolatedRule } from './wire-error'

/**
 * Request bodies are checked with zod schemas, and zod's issues are reported as the platform's
 * field violations (`REQUIRED_FIELD`, `FORMAT`, `MAX_LENGTH`, …) with the platform's field paths
 * (`lineItems[0].quantity`). A schema says which rule and description a check reports with
 * {@link violation}; a check without one is mapped by its kind (a missing field is
 * `REQUIRED_FIELD`, a wrong type or pattern `FORMAT`, too long a string `MAX_LENGTH`, …).
 */

const MARK = '\u0000violation:'

/**
 * The error of a check, as the platform reports it: give it as a check's `error`
 * (`z.string({ error: violation('FORMAT', 'must be a string') })`).
 */
export function violation(
  rule: ViolatedRule,
  description: string,
  data: Record<string, unknown> = {},
): string {
  return `${MARK}${JSON.stringify([rule, description, data])}`
}

/** `lineItems`, `[0]`, `quantity` → `lineItems[0].quantity`. */
function fieldPath(base: string, path: readonly PropertyKey[]): string {
  let out = base
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out
}

type Issue = z.core.$ZodIssue

/** The value at an issue's path in the checked input. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function ruleOf(issue: Issue, input: unknown): { rule: ViolatedRule; data: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return { rule: valueAt(input, issue.path) === undefined ? 'REQUIRED_FIELD' : 'FORMAT', data: {} }
    case 'too_big':
      return {
        rule: issue.origin === 'string' ? 'MAX_LENGTH' : issue.origin === 'array' ? 'MAX_SIZE' : 'MAX',
        data: { threshold: Number(issue.maximum) },
      }
    case 'too_small':
      return {
        rule: issue.origin === 'string' ? 'MIN_LENGTH' : issue.origin === 'array' ? 'MIN_SIZE' : 'MIN',
        data: { threshold: Number(issue.minimum) },
      }
    case 'invalid_value':
      return { rule: 'INVALID_ENUM_VALUE', data: {} }
    case 'invalid_format':
      return { rule: 'FORMAT', data: {} }
    default:
      return { rule: 'VALIDATION', data: {} }
  }
}

/** Records zod's issues (of checking `input`) as violations of fields under `base`. */
function reportIssues(issues: readonly Issue[], input: unknown, base: string, violations: Violations): void {
  for (const issue of issues) {
    const field = fieldPath(base, issue.path)
    if (issue.message.startsWith(MARK)) {
      const [rule, description, data] = JSON.parse(issue.message.slice(MARK.length)) as [
        ViolatedRule,
        string,
        Record<string, unknown>,
      ]
      violations.add(field, description, rule, data)
    } else {
      const { rule, data } = ruleOf(issue, input)
      violations.add(field, issue.message, rule, data)
    }
  }
}

/**
 * Checks `value` against `schema`: the parsed value, or `undefined` with every issue recorded as
 * a violation of a field under `base`.
 */
export function checkInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  base: string,
  violations: Violations,
): z.output<T> | undefined {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  reportIssues(result.error.issues, value, base, violations)
  return undefined
}

export { z }
