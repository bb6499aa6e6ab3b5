import type { Context } from 'hono'
import { type Caller, resolveCaller } from '../oauth/caller'
import { type JsonObject, readJsonBody } from '../wire/json-body'
import type { EmulatorContext } from './emulator-context'

/** The JSON object body of a request, within the size limit. */
export function readBody(c: Context, context: EmulatorContext): Promise<JsonObject> {
  return readJsonBody(c.req.raw, context.options.maxBodyBytes)
}

/** The authenticated caller of a request (401/403 otherwise). */
export function callerOf(c: Context, context: EmulatorContext): Caller {
  return resolveCaller(context, c.req.raw.headers)
}
