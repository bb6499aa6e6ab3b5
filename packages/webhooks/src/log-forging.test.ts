/**
 * Log forging through the verifier: text from a delivery (a header name jose quotes, a signed
 * product name) must not start a line of its own in an error message, the default reporter's
 * `console.warn` line, or an app's log. The forged line below is what an attacker wants a log
 * reader (or a log-based alert) to see.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { envelope, forge, type KeyPair, rsaKeys, sign } from '../test/helpers'
import { createWebhooks, EventType, escapeForLog, WebhookVerificationError } from './index'

const FORGED = '\n[webhook] cart 4242 created at 2025-01-01T00:00:00.000Z with 1 line(s)'

let keys: KeyPair
beforeAll(async () => {
  keys = await rsaKeys()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const post = (body: string): Request => new Request('http://127.0.0.1/webhooks', { method: 'POST', body })

/** Every `console.warn` line while `run` runs. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  await run().catch(() => undefined)
  return lines
}

describe('an unsigned token with a forged `crit` header name', () => {
  const token = forge({ alg: 'RS256', crit: [`x"${FORGED}`], [`x"${FORGED}`]: 1 }, { data: '{}' }, 'AAAA')

  test('is refused with a one-line message that shows the line feed escaped', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    const error = await webhooks.verify(token).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(WebhookVerificationError.is(error)).toBe(true)
    const message = (error as WebhookVerificationError).message
    expect(message).not.toMatch(/[\r\n\u2028\u2029]/)
    expect(message).toContain('\\n[webhook] cart 4242')
  })

  test("reaches the HTTP handler's default console.warn reporter as one line", async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    const lines = await warnings(() => webhooks.handler()(post(token)))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[@vitrine\/webhooks\] INVALID_TOKEN: /)
    expect(lines[0]).not.toMatch(/[\r\n]/)
  })
})

describe('a signed product name with a line feed', () => {
  test('a handler error quoting it reaches the default reporter as one line', async () => {
    const webhooks = createWebhooks({ publicKey: keys.pem })
    webhooks.on(EventType.ProductCreated, (event) => {
      throw new Error(`cannot index product "${event.data.name}"`)
    })
    const token = await sign(
      envelope(EventType.ProductCreated, { productId: 'p-1', name: `Shirt${FORGED}` }),
      keys.privateKey,
    )
    const lines = await warnings(() => webhooks.handler()(post(token)))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('cannot index product "Shirt\\n[webhook] cart 4242')
    expect(lines[0]).not.toMatch(/[\r\n]/)
  })
})

describe('escapeForLog', () => {
  test('escapes CR, LF, tab, every other C0 and C1 control, DEL and U+2028/2029; nothing else', () => {
    expect(escapeForLog('a\r\nb\tc')).toBe('a\\r\\nb\\tc')
    expect(escapeForLog('\u0000\u001b[31m\u007f\u0085\u2028\u2029')).toBe(
      '\\u0000\\u001b[31m\\u007f\\u0085\\u2028\\u2029',
    )
    expect(escapeForLog('Café “Ünïcode” 👕 \\n')).toBe('Café “Ünïcode” 👕 \\n')
    let all = ''
    for (let c = 0; c < 0x2030; c++) all += String.fromCharCode(c)
    expect(escapeForLog(all)).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
  })
})
