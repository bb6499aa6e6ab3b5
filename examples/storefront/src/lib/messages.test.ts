import { oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { ApplicationError, createClient, InvalidInputError, NetworkError } from '@vitrine/core'
import { createEmulator, DEMO_MEMBER } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { loginMessage, passwordProblem } from './account-messages'
import { PASSWORD } from './config'
import { errorMessage } from './messages'

function client(emulator = createEmulator()) {
  return createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    retry: false,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { cart: currentCart },
  })
}

describe('what a shopper reads when something fails', () => {
  it("turns the platform's password rule into a sentence, never wire text", async () => {
    // A site whose policy refuses the password: the platform answers with a field violation.
    const emulator = createEmulator()
    emulator.faults.add({
      match: '/v2/register',
      status: 400,
      times: 1,
      body: JSON.stringify({
        message: 'INVALID_ARGUMENT: "password" must be 4 to 100 characters',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'password', description: 'must be 4 to 100 characters', violatedRule: 'MIN_LENGTH' },
            ],
          },
        },
      }),
    })
    const result = await client(emulator).auth.register({ email: 'short@example.com', password: 'x' })
    expect(result.state).toBe('FAILURE')
    // What the platform said, and what the shop says instead.
    expect(result.state === 'FAILURE' && result.error).toContain('INVALID_ARGUMENT')
    const message = loginMessage(result)
    expect(message).toBe('The password must be 4 to 100 characters.')
    expect(message).not.toMatch(/INVALID_ARGUMENT|"/)
  })

  it('checks the same rule before sending, with the bounds the hint shows', () => {
    expect(PASSWORD).toEqual({ min: 4, max: 100 })
    expect(passwordProblem('x', 4, 100)).toBe('The password must have at least 4 characters.')
    expect(passwordProblem('abcd', 4, 100)).toBeUndefined()
    expect(passwordProblem('a'.repeat(101), 4, 100)).toBe('The password must have at most 100 characters.')
  })

  it('explains login failures in words', async () => {
    const wrong = await client().auth.login({ email: DEMO_MEMBER.email, password: 'not-it' })
    expect(loginMessage(wrong)).toBe('The e-mail or the password is not right.')
    const taken = await client().auth.register({ email: DEMO_MEMBER.email, password: 'long enough' })
    expect(loginMessage(taken)).toBe('An account with this e-mail exists already. Sign in instead.')
  })

  it('explains a refused coupon, a missing cart and local input errors', async () => {
    const shop = client()
    const missing = await shop.cart.get().catch((e: unknown) => e)
    expect(ApplicationError.is(missing)).toBe(true)
    expect(errorMessage(missing)).toBe('Your cart is empty now. Add something and try again.')
    const coupon = await shop.cart.applyCoupon('NOPE').catch((e: unknown) => e)
    expect(errorMessage(coupon)).toMatch(/coupon|cart/i)
    expect(errorMessage(coupon)).not.toMatch(/[A-Z]{3,}_[A-Z]/)
    expect(
      errorMessage(
        new InvalidInputError([{ field: 'lineItems[0].quantity', description: 'must be positive' }]),
      ),
    ).toBe('The quantity must be positive.')
  })

  it('explains a shop that cannot be reached, and anything unknown', async () => {
    const offline = createClient({
      host: 'http://127.0.0.1:9',
      retry: false,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      auth: oauth({ clientId: 'demo-storefront' }),
      modules: { cart: currentCart },
    })
    const error = await offline.cart.get().catch((e: unknown) => e)
    expect(NetworkError.is(error)).toBe(true)
    expect(errorMessage(error)).toBe('The shop cannot be reached. Check your connection and try again.')
    expect(errorMessage(new Error('INVALID_ARGUMENT: boom'))).toBe(
      'Something went wrong on our side. Please try again.',
    )
    expect(errorMessage('a string')).toBe('Something went wrong on our side. Please try again.')
  })
})
