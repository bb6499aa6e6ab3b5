import type { Context } from 'hono'
import { type Caller, requireApp } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { z } from '../wire/schema'
import type { Violations } from '../wire/violations'
import { forbidden, invalidArgument } from '../wire/wire-error'
import type { ProductRecord } from './product-record'
import { requireProduct } from './product-service'

/**
 * Owner/app only: without an `Authorization` header the answer is 403 (there is no owner
 * credential); an unknown or expired token is 401; a visitor or member is 403.
 */
export function ownerCall(c: Context, context: EmulatorContext): Caller {
  if ((c.req.header('authorization') ?? '').trim() === '') throw forbidden()
  return requireApp(callerOf(c, context))
}

/** A body that repeats the path id must agree with it. */
export function bodyIdMatches(body: JsonObject, id: string): void {
  if (body['id'] !== undefined && body['id'] !== id)
    throw invalidArgument('id', 'differs from the path parameter', 'VALIDATION')
}

/**
 * The start of an owner's write to one product (`/v1/products/:id/…`): the caller (owner or app
 * only), the path id, the body (whose `id`, when given, must be the path's) and the product.
 */
export async function productWrite(
  c: Context,
  context: EmulatorContext,
): Promise<{ caller: Caller; id: string; body: JsonObject; product: ProductRecord }> {
  const caller = ownerCall(c, context)
  const id = c.req.param('id') ?? ''
  const body = await readBody(c, context)
  bodyIdMatches(body, id)
  return { caller, id, body, product: requireProduct(context, id) }
}

/** A required object field of a body (e.g. `product`). */
export function requireObject(body: JsonObject, field: string): JsonObject {
  const value = body[field]
  if (!isJsonObject(value)) throw invalidArgument(field, 'is required', 'REQUIRED_FIELD')
  return value
}

const idLists = new Map<number, z.ZodType<string[]>>()

/** A list of 1 to `max` ids (`max` as the platform's schema states it for the field), reported as one violation. */
export function readIdList(value: unknown, field: string, violations: Violations, max: number): string[] {
  let schema = idLists.get(max)
  if (!schema) {
    schema = z.array(z.string()).min(1).max(max)
    idLists.set(max, schema)
  }
  const ids = schema.safeParse(value)
  if (ids.success) return ids.data
  violations.add(field, `must be a list of 1 to ${max} ids`, 'MAX_SIZE', { threshold: max })
  return []
}
