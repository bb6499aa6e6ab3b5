/**
 * One e-mail rule for the whole SDK: sign-in and registration (`@vitrine/auth`) and checkout and
 * the buyer's e-mail (`@vitrine/cart`) accept and refuse the same addresses, with core's rule.
 * `a@b` used to pass sign-in and fail checkout.
 */
import { memoryStorage, oauth } from '@vitrine/auth'
import { createClient, InvalidInputError } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { ORIGIN } from '../test/helpers'
import { currentCart } from './index'

const CALLS = /\/(v2\/login|v2\/register|create-checkout|carts\/current)$/

function setup() {
  const emulator = createEmulator()
  const sent: string[] = []
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() })
  const client = createClient({
    host: ORIGIN,
    retry: false,
    auth: session,
    modules: { cart: currentCart },
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      if (request.method !== 'GET' && CALLS.test(path)) sent.push(path.slice(path.lastIndexOf('/') + 1))
      return emulator.fetch(request)
    },
  })
  const password = 'correct horse'
  /** Each call with `email`: `'refused'` when the SDK refused it before sending, else `'sent'`. */
  const verdicts = async (email: string) => {
    const calls = {
      login: () => session.login({ email, password }),
      register: () => session.register({ email, password }),
      createCheckout: () => client.cart.createCheckout({ email }),
      'update buyer e-mail': () => client.cart.update({ cartInfo: { buyerInfo: { email } } }),
    }
    const out: Record<string, string> = {}
    for (const [name, call] of Object.entries(calls)) {
      const before = sent.length
      // Sign-in and registration resolve to a FAILURE result (they never throw); cart calls throw.
      const outcome = await call().then(
        (result) => result,
        (error: unknown) => error,
      )
      const refused =
        InvalidInputError.is(outcome) ||
        (typeof outcome === 'object' && outcome !== null && InvalidInputError.is((outcome as Error).cause))
      // A refusal sends nothing; anything else reached the platform.
      expect(sent.length > before).toBe(!refused)
      out[name] = refused ? 'refused' : 'sent'
    }
    return out
  }
  return { verdicts }
}

const everywhere = (verdict: string) => ({
  login: verdict,
  register: verdict,
  createCheckout: verdict,
  'update buyer e-mail': verdict,
})

describe('sign-in, registration and checkout accept the same e-mails', () => {
  it.each(['ada@example.com', 'a@b.co', 'first.last+tag@mail.example.co.uk'])(
    'all send %s',
    async (email) => {
      const { verdicts } = setup()
      expect(await verdicts(email)).toEqual(everywhere('sent'))
    },
  )

  it.each([
    'a@b',
    'someone@localhost',
    'ada@example..com',
    'ada @example.com',
    'ada@example.com\r\nBcc: eve@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('all refuse %j before sending', async (email) => {
    const { verdicts } = setup()
    expect(await verdicts(email)).toEqual(everywhere('refused'))
  })
})
