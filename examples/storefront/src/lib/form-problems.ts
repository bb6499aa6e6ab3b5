// The shop's few lines in place of react-hook-form and its zod resolver: a form's values checked
// by a zod schema (the SDK's own, from `@vitrine/cart/schemas`), giving the parsed values or one
// message per field, in the form's order. Imported only by the forms, so zod loads with them.
import type { ZodMiniType } from 'zod/mini'

/** What a form's values give: the values to send, or each field's first message. */
export type Checked<Out, Field extends string> =
  | { data: Out; problems?: undefined }
  | { data?: undefined; problems: Partial<Record<Field, string>> }

/** Checks `values` with `schema`: the parsed values, or the first message of each field at fault. */
export function checkForm<Out, Field extends string>(
  schema: ZodMiniType<Out>,
  values: Record<Field, unknown>,
): Checked<Out, Field> {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const problems: Partial<Record<Field, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field
    problems[field] ??= issue.message
  }
  return { problems }
}

/** The first field at fault, in `order`. */
export function firstProblem<Field extends string>(
  problems: Partial<Record<Field, string>>,
  order: readonly Field[],
): Field | undefined {
  return order.find((field) => problems[field] !== undefined)
}
