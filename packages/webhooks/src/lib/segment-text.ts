type Base64Decoder = { from(text: string, encoding: 'base64url'): Uint8Array }

// Node's Buffer decodes base64url natively (several times faster than atob and a loop); other
// runtimes take the portable path.
const nodeBuffer = (globalThis as { Buffer?: Base64Decoder }).Buffer

/** UTF-8 bytes → text, refusing malformed UTF-8 (a TypeError) as jose does for claims. */
export const strictUtf8: TextDecoder = new TextDecoder('utf-8', { fatal: true })

/**
 * A base64url JWT segment → its UTF-8 text; throws on malformed UTF-8. `decoder` is for tests
 * of the portable path.
 */
export function segmentText(segment: string, decoder: Base64Decoder | null = nodeBuffer ?? null): string {
  if (decoder) return strictUtf8.decode(decoder.from(segment, 'base64url'))
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/')) // atob accepts the missing padding
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return strictUtf8.decode(bytes)
}
