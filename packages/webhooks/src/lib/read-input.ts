import { WebhookVerificationError } from '../errors'
import type { WebhookInput } from '../webhooks'

export function tooLarge(maxBytes: number): WebhookVerificationError {
  return new WebhookVerificationError('TOO_LARGE', `Invalid JWT: the body is larger than ${maxBytes} bytes`)
}

export function unreadable(why: string): WebhookVerificationError {
  return new WebhookVerificationError('INVALID_TOKEN', `Invalid JWT: ${why}`)
}

/** One buffer of `size` bytes from chunks (no copy for a single chunk). */
export function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

/** Bytes → the token text, refusing more than `maxBytes` before decoding anything. */
export function textOf(bytes: ArrayBufferView | ArrayBuffer, maxBytes: number): string {
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
  return new TextDecoder().decode(bytes).trim()
}

/**
 * The token of any input, the size cap checked first: a string's length (≥ its byte length
 * for the ASCII a JWT is made of), a buffer's byte length, a request's `Content-Length` and then
 * the bytes actually streamed (reading stops, and the stream is cancelled, past the cap).
 */
export async function readInput(input: WebhookInput, maxBytes: number): Promise<string> {
  if (typeof input === 'string') {
    if (input.length > maxBytes) throw tooLarge(maxBytes)
    return input.trim()
  }
  if (ArrayBuffer.isView(input) || input instanceof ArrayBuffer) return textOf(input, maxBytes)
  // Duck-typed: frameworks may hand over a Request of another realm or a subclass.
  if (
    typeof (input as Partial<Request> | null)?.headers?.get !== 'function' ||
    typeof input.bodyUsed !== 'boolean'
  ) {
    throw unreadable('expected the raw body as a string, bytes or a Request')
  }
  if (Number(input.headers.get('content-length')) > maxBytes) throw tooLarge(maxBytes)
  if (input.bodyUsed) throw unreadable('the request body was already read')
  const reader = input.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const chunk = await reader?.read().catch(() => {
      throw unreadable('the request body could not be read')
    })
    if (!chunk || chunk.done) break
    size += chunk.value.length
    if (size > maxBytes) {
      reader!.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(chunk.value)
  }
  return textOf(concat(chunks, size), maxBytes)
}
