import type { Context } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBodyText } from '../wire/json-body'

/** The fields of a posted HTML form (urlencoded), within the body size limit. */
export async function readForm(context: EmulatorContext, c: Context): Promise<URLSearchParams> {
  const text = await readBodyText(c.req.raw, context.options.maxBodyBytes)
  const type = c.req.header('content-type') ?? ''
  if (text !== '' && !type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams()
  return new URLSearchParams(text)
}
