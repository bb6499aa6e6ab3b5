/**
 * The form schemas accept and refuse what the cart's own calls accept and refuse: each value is
 * given to a schema and, trimmed as a form sends it, to the real call against the emulator, where
 * the SDK's checker decides before anything is sent. Plus the messages a form shows.
 */
import { createClient, InvalidInputError } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ORIGIN, visitor } from '../test/helpers'
import { currentCart } from './index'
import {
  addressSchema,
  checkoutSchema,
  contactSchema,
  deliveryAddressSchema,
  emailSchema,
  estimateTotalsSchema,
} from './schemas'

/** The cart's calls against a fresh emulator; `verdict` says whether the SDK refused a value before sending it. */
function cart() {
  const emulator = createEmulator()
  let sent = 0
  const client = createClient({
    host: ORIGIN,
    retry: false,
    auth: visitor(),
    modules: { cart: currentCart },
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (/create-checkout|estimate-totals/.test(request.url)) sent++
      return emulator.fetch(request)
    },
  })
  const verdict = async (call: () => Promise<unknown>): Promise<'accepted' | 'refused'> => {
    const before = sent
    const outcome = await call().then(
      () => undefined,
      (error: unknown) => error,
    )
    const refused = InvalidInputError.is(outcome)
    // A refusal sends nothing; anything else (an answer, a platform error) reached the platform.
    expect(sent > before).toBe(!refused)
    return refused ? 'refused' : 'accepted'
  }
  return { client, verdict }
}

/** `value` as a form sends it: every string trimmed, at any depth. */
const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimmed(v)]))
      : value

const EMAILS = [
  'ada@example.com',
  'a@b.co',
  'first.last+tag@mail.example.co.uk',
  '  ada@example.com\t',
  `${'l'.repeat(64)}@example.com`,
  `a@${'d'.repeat(244)}.com`,
  'a@b',
  'someone@localhost',
  '',
  '   ',
  '@example.com',
  'ada@',
  'ada@home@example.com',
  'ada@example..com',
  'ada@.example.com',
  'ada lovelace@example.com',
  'ada@example.com\r\nBcc: eve@example.com',
  'ada@example.com\u0000x',
  `${'l'.repeat(65)}@example.com`,
  `a@${'d'.repeat(245)}.com`,
  `${'a'.repeat(100_000)}@example.com`,
]

const COUNTRIES = ['US', 'GB', ' DE ', 'us', 'USA', 'U', '', 'U1', 'ＵＳ', 'U\u0000', '__proto__', null]
const SUBDIVISIONS = [
  'US-NY',
  'CA-QC',
  'GB-ENG',
  'US-1',
  'us-ny',
  'USNY',
  'US-',
  'US-NYCX',
  '',
  ' US-NY ',
  null,
]

describe('the schemas accept and refuse what the cart calls accept and refuse', () => {
  it('emailSchema: checkout refuses before sending exactly the e-mails the schema refuses', async () => {
    const { client, verdict } = cart()
    for (const email of EMAILS) {
      const sdk = await verdict(() => client.cart.createCheckout({ email: email.trim() }))
      const schema = emailSchema.safeParse(email)
      expect(schema.success ? 'accepted' : 'refused', JSON.stringify(email.slice(0, 80))).toBe(sdk)
      if (schema.success) expect(schema.data).toBe(email.trim())
    }
  })

  it('addressSchema and estimateTotalsSchema: country and subdivision codes, as estimateTotals checks them', async () => {
    const { client, verdict } = cart()
    const addresses = [
      ...COUNTRIES.map((country) => ({ country, city: 'Paris', postalCode: '75001' })),
      ...SUBDIVISIONS.map((subdivision) => ({ country: 'US', subdivision })),
      {},
      { addressLine: ' 1 Main St ', addressLine2: '' },
    ]
    for (const address of addresses) {
      const value = { shippingAddress: address, billingAddress: address }
      const sdk = await verdict(() => client.cart.estimateTotals(trimmed(value) as never))
      expect(
        estimateTotalsSchema.safeParse(value).success ? 'accepted' : 'refused',
        JSON.stringify(address),
      ).toBe(sdk)
      expect(addressSchema.safeParse(address).success ? 'accepted' : 'refused').toBe(sdk)
    }
  })

  it('checkoutSchema: e-mail, addresses and the delivery option, as createCheckout checks them', async () => {
    const { client, verdict } = cart()
    const requests = [
      {
        email: 'ada@example.com',
        shippingAddress: { country: 'GB' },
        selectedShippingOption: { code: 'standard' },
      },
      { selectedShippingOption: { code: ' ' } },
      { selectedShippingOption: { code: '' } },
      { selectedShippingOption: { code: 'express', carrierId: 'c-1' } },
      { email: 'a@b' },
      { billingAddress: { country: 'gb' } },
      { billingAddress: { subdivision: 'GB-ENG' } },
      {},
    ]
    for (const request of requests) {
      const sdk = await verdict(() => client.cart.createCheckout(trimmed(request) as never))
      expect(
        checkoutSchema.safeParse(request).success ? 'accepted' : 'refused',
        JSON.stringify(request),
      ).toBe(sdk)
    }
  })

  it('what a schema outputs is sent by the cart as it is: trimmed, unknown and hostile keys dropped', async () => {
    const { client, verdict } = cart()
    const hostile = JSON.parse(
      '{"shippingAddress":{"country":" US ","city":" New York ","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"extra":1}',
    ) as unknown
    const parsed = estimateTotalsSchema.parse(hostile)
    expect(parsed).toEqual({ shippingAddress: { country: 'US', city: 'New York' } })
    expect(await verdict(() => client.cart.estimateTotals(parsed))).toBe('accepted')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('deliveryAddressSchema only adds what delivery needs: anything it accepts, estimateTotals accepts', async () => {
    const { client, verdict } = cart()
    const full = {
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      postalCode: '10001',
      addressLine: '1 Main St',
    }
    const variants = [
      full,
      { ...full, subdivision: undefined, postalCode: undefined },
      { ...full, city: '' },
      { ...full, city: '   ' },
      { ...full, addressLine: '' },
      { ...full, country: undefined },
      { ...full, country: 'usa' },
    ]
    for (const address of variants) {
      const schema = deliveryAddressSchema.safeParse(address)
      if (schema.success) {
        expect(await verdict(() => client.cart.estimateTotals({ shippingAddress: schema.data }))).toBe(
          'accepted',
        )
      }
    }
    expect(variants.map((address) => deliveryAddressSchema.safeParse(address).success)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('messages read well in a form', () => {
  const fieldErrors = (result: { error?: z.core.$ZodError | undefined }) =>
    result.error ? z.flattenError(result.error).fieldErrors : {}

  it('names each field to fix, once, in a sentence', () => {
    expect(
      fieldErrors(
        deliveryAddressSchema.safeParse({ country: 'usa', subdivision: 'NY', city: ' ', addressLine: 7 }),
      ),
    ).toEqual({
      country: ['Choose a country: a two-letter code such as US.'],
      subdivision: ['Choose a state or region: a code such as US-NY.'],
      city: ['Enter a city.'],
      addressLine: ['Enter a street address.'],
    })
    expect(fieldErrors(deliveryAddressSchema.safeParse({}))).toEqual({
      country: ['Choose a country: a two-letter code such as US.'],
      city: ['Enter a city.'],
      addressLine: ['Enter a street address.'],
    })
    expect(emailSchema.safeParse('ada@').error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a valid e-mail address, like name@example.com.',
    ])
    for (const empty of ['', '  ', undefined]) {
      expect(emailSchema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([
        'Enter your e-mail address.',
      ])
    }
  })

  it('contactSchema trims names and refuses a non-string', () => {
    expect(contactSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', phone: null })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
    })
    expect(fieldErrors(contactSchema.safeParse({ firstName: ['Ada'] }))).toEqual({
      firstName: ['Enter a first name.'],
    })
  })
})
