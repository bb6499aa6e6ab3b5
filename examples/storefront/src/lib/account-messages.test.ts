import { oauth } from '@vitrine/auth'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { loginMessage, registrationProblems } from './account-messages'
import { PASSWORD } from './config'

describe('registration messages', () => {
  it('an address the platform refuses reads as a registration problem, not a sign-in one', async () => {
    const emulator = createEmulator()
    const client = createClient({
      host: emulator.origin,
      fetch: emulator.fetch,
      retry: false,
      auth: oauth({ clientId: 'demo-storefront' }),
    })
    const result = await client.auth.register({ email: 'not-an-address', password: 'long enough' })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: 'invalidEmail' })
    const registering = loginMessage(result, 'register')
    expect(registering).toBe(
      'This e-mail address cannot be used for an account. Check it, or use another one.',
    )
    expect(registering).not.toMatch(/no account|sign in/i)
    expect(loginMessage(result)).toBe('There is no account with this e-mail, or the address is not valid.')
  })

  it('an empty registration names every required field', () => {
    expect(registrationProblems({ email: '', password: '' }, PASSWORD)).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Choose a password of 4 to 100 characters.',
    })
    expect(registrationProblems({ email: '   ', password: 'abcd' }, PASSWORD)).toEqual({
      email: 'Enter your e-mail address.',
    })
  })

  it('a malformed address or a short password is caught before sending; a good one passes', () => {
    for (const email of ['ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com', 'ann@@example.com'])
      expect(registrationProblems({ email, password: 'abcd' }, PASSWORD).email).toBe(
        'Enter a valid e-mail address, like name@example.com.',
      )
    expect(
      registrationProblems({ email: `${'a'.repeat(250)}@example.com`, password: 'abcd' }, PASSWORD).email,
    ).toBe('Enter a valid e-mail address, like name@example.com.')
    expect(registrationProblems({ email: 'ann@example.com', password: 'ab' }, PASSWORD)).toEqual({
      password: 'The password must have at least 4 characters.',
    })
    expect(
      registrationProblems({ email: ' Ann.Lee+shop@mail.example.co.uk ', password: 'abcd' }, PASSWORD),
    ).toEqual({})
  })
})
