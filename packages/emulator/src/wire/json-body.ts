import { applicationError } from './wire-error'

/** A JSON object read from a request body. */
export type JsonObject = { [key: string]: unknown }

/** Whether a value is a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function tooLarge(maxBytes: number): Error {
  return applicationError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${maxBytes} bytes`, {
    limit: maxBytes,
  })
}

/** Reads the raw body as text, refusing anything larger than `maxBytes` before and while reading. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** Parses JSON, dropping `__proto__` keys so no later merge can reach a prototype. */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value))
}

function malformed(description: string): Error {
  return applicationError(400, 'MALFORMED_JSON', description)
}

/**
 * Reads a JSON object body. An empty body reads as `{}`; a non-JSON content type is 415; a body
 * that is not valid JSON, or not an object, is 400; a body larger than `maxBytes` is 413.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonObject> {
  const text = await readBodyText(request, maxBytes)
  if (text.trim() === '') return {}
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw applicationError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json', {
      contentType,
    })
  }
  let parsed: unknown
  try {
    parsed = parseJsonSafely(text)
  } catch (error) {
    throw malformed(`Malformed JSON body: ${error instanceof Error ? error.message : 'parse error'}`)
  }
  if (!isJsonObject(parsed)) throw malformed('The JSON body must be an object')
  return parsed
}
