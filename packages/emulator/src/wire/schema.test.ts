import { describe, expect, it } from 'vitest'
import { checkInput, violation, z } from './schema'
import { Violations } from './violations'
import type { WireError } from './wire-error'

/** The violations a check records, as the platform's error details list them. */
function violationsOf(schema: z.ZodType, value: unknown, base = 'body'): unknown[] {
  const violations = new Violations()
  const parsed = checkInput(schema, value, base, violations)
  try {
    violations.throwIfAny()
  } catch (error) {
    expect(parsed).toBeUndefined()
    const { status, body } = error as WireError
    expect(status).toBe(400)
    return (body as { details: { validationError: { fieldViolations: unknown[] } } }).details.validationError
      .fieldViolations
  }
  return []
}

// Request bodies are checked with zod; what a client sees must be the platform's violations:
// its rule names, its field paths, every fault of the request at once.
describe('zod issues reported as the platform reports violations', () => {
  const LINE = z.looseObject({
    name: z.string().max(5),
    quantity: z.number().min(1),
    tags: z.array(z.string()).max(2).optional(),
  })

  it('maps each kind of issue onto a violation rule, with the threshold when there is one', () => {
    expect(violationsOf(LINE, { quantity: 0, name: 'toolong', tags: ['a', 'b', 'c'] })).toEqual([
      expect.objectContaining({ field: 'body.name', violatedRule: 'MAX_LENGTH', data: { threshold: 5 } }),
      expect.objectContaining({ field: 'body.quantity', violatedRule: 'MIN', data: { threshold: 1 } }),
      expect.objectContaining({ field: 'body.tags', violatedRule: 'MAX_SIZE', data: { threshold: 2 } }),
    ])
  })

  it('reports a missing field as REQUIRED_FIELD and a wrong type as FORMAT', () => {
    expect(violationsOf(LINE, { name: 5 })).toEqual([
      expect.objectContaining({ field: 'body.name', violatedRule: 'FORMAT' }),
      expect.objectContaining({ field: 'body.quantity', violatedRule: 'REQUIRED_FIELD' }),
    ])
  })

  it('writes list positions as the platform does: lineItems[1].quantity', () => {
    const faults = violationsOf(
      z.array(LINE),
      [
        { name: 'a', quantity: 1 },
        { name: 'b', quantity: -2 },
      ],
      'lineItems',
    )
    expect(faults).toEqual([expect.objectContaining({ field: 'lineItems[1].quantity', violatedRule: 'MIN' })])
    expect(violationsOf(LINE, { name: 'a', quantity: 1, tags: ['x', 7] }, '')).toEqual([
      expect.objectContaining({ field: 'tags[1]', violatedRule: 'FORMAT' }),
    ])
  })

  it('uses the rule, description and data a schema states with violation()', () => {
    const schema = z.looseObject({
      percentage: z.number({
        error: violation('VALIDATION', 'must be a number from 0 to 100', { max: 100 }),
      }),
    })
    expect(violationsOf(schema, { percentage: 'half' })).toEqual([
      {
        field: 'body.percentage',
        description: 'must be a number from 0 to 100',
        violatedRule: 'VALIDATION',
        data: { max: 100 },
      },
    ])
  })

  it('returns the parsed value and records nothing for a valid body', () => {
    const violations = new Violations()
    expect(checkInput(LINE, { name: 'mug', quantity: 2, extra: true }, 'body', violations)).toEqual({
      name: 'mug',
      quantity: 2,
      extra: true,
    })
    expect(violations.empty).toBe(true)
  })
})
