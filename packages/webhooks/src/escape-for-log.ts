// Text from a delivery (a header name jose quotes, a claim, a product name) reaches error
// messages and log lines. Unescaped, a CR or LF in it starts a line of the attacker's choosing
// in the log (log forging), and other control characters can rewrite a terminal. One pass over
// the text: linear in its length.

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Escapes the control characters of `text` (CR, LF, tab, the other C0 and C1 controls, DEL, and
 * the Unicode line and paragraph separators) as `\n`, `\r`, `\t` or `\uXXXX`, so that text from
 * a delivery cannot start a forged line in a log or rewrite a terminal. Every message of
 * `WebhookVerificationError` and the default `onError` reporter are escaped with it; use it for
 * delivery fields your own handlers log.
 *
 * @param text - any text, typically from a delivery.
 * @returns the text on one line, control characters escaped; other characters unchanged.
 *
 * @example
 * ```ts
 * import { createWebhooks, EventType, escapeForLog } from '@vitrine/webhooks'
 *
 * const webhooks = createWebhooks({ publicKey: process.env.VITRINE_WEBHOOK_PUBLIC_KEY ?? '' })
 * webhooks.on(EventType.ProductCreated, (event) => {
 *   console.log(`product created: ${escapeForLog(event.data.name ?? '')}`)
 * })
 * ```
 */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
