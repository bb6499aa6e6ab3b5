/**
 * `@vitrine/cart/schemas`: zod schemas of what a shopper types into a cart's forms (an address,
 * a contact, an e-mail, a shipping estimate, a checkout), for react-hook-form's `zodResolver` or
 * any zod 4 user. Built on the cart's own input checks, so a form accepts what the cart's calls
 * accept and refuses what they refuse — with messages written for the form, e.g. `Enter a city.`.
 *
 * Opt-in: only this entry imports zod (`zod/mini`, a peer dependency you install), so a page
 * that never shows a form ships none of it.
 *
 * @module
 */

import { type InputLeaf, inputEmail, inputNonEmpty } from '@vitrine/core/module'
import {
  minLength,
  nullable,
  object,
  optional,
  refine,
  string,
  trim,
  type ZodMiniNullable,
  type ZodMiniObject,
  type ZodMiniOptional,
  type ZodMiniType,
} from 'zod/mini'
import type { CreateCheckoutInput, EstimateTotalsInput } from './inputs'
import type { Address, FullAddressContactDetails } from './types'
import { countryCode, subdivisionCode } from './validation'

// Every text field is trimmed first (a form picks up stray spaces), then checked by the cart's own
// leaf, so what a schema outputs is what the cart's calls accept. A field's one message is used
// whether the value is of the wrong type or breaks the rule: a form shows one sentence per field.

/** A trimmed string that passes the cart's `leaf`, else `message`. */
const checked = (leaf: InputLeaf, message: string) =>
  string({ error: message }).check(
    trim(),
    refine((value) => leaf(value) === undefined, { error: message }),
  )

/** A trimmed string, any content (the platform judges it). */
const text = (message: string) => string({ error: message }).check(trim())

/** A trimmed string that must not be empty. */
const required = (message: string) => string({ error: message }).check(trim(), minLength(1, message))

/** Absent, `null` or `field`. */
const maybe = <T extends ZodMiniType>(field: T) => optional(nullable(field))

const EMPTY_EMAIL = 'Enter your e-mail address.'
const COUNTRY = 'Choose a country: a two-letter code such as US.'
const SUBDIVISION = 'Choose a state or region: a code such as US-NY.'
const CITY = 'Enter a city.'
const STREET = 'Enter a street address.'

/**
 * An e-mail address, trimmed: at most 254 characters (`MAX_EMAIL_LENGTH`), one `@`, a domain with
 * a dot — the one e-mail rule of the SDK (checkout, the buyer's e-mail, sign-in, registration).
 * Messages: `Enter your e-mail address.` when it is empty, else `Enter a valid e-mail address, like
 * name@example.com.`
 *
 * @example
 * ```ts
 * import { emailSchema } from '@vitrine/cart/schemas'
 *
 * emailSchema.safeParse(' ada@example.com ').data // 'ada@example.com'
 * emailSchema.safeParse('a@b').success // false: the platform refuses a domain without a dot
 * ```
 */
export const emailSchema: ZodMiniType<string, string> = /* @__PURE__ */ string({ error: EMPTY_EMAIL }).check(
  trim(),
  minLength(1, { error: EMPTY_EMAIL, abort: true }),
  refine((value) => inputEmail(value) === undefined, {
    error: 'Enter a valid e-mail address, like name@example.com.',
  }),
)

/**
 * An address as the cart's calls take it: every field optional; `country` an ISO-3166 alpha-2
 * code (`US`), `subdivision` an ISO-3166-2 code (`US-NY`). Fields a form does not ask for
 * (`geocode`, `streetAddress`) are dropped. For an address to deliver to, where the city and the
 * street are needed, use {@link deliveryAddressSchema}.
 *
 * @example
 * ```ts
 * import { addressSchema } from '@vitrine/cart/schemas'
 *
 * addressSchema.safeParse({ country: 'US', subdivision: 'US-NY', postalCode: '10001' }).success // true
 * addressSchema.safeParse({ country: 'USA' }).error?.issues[0]?.message
 * // 'Choose a country: a two-letter code such as US.'
 * ```
 */
export const addressSchema: ZodMiniType<Address, Address> = /* @__PURE__ */ object({
  country: /* @__PURE__ */ maybe(/* @__PURE__ */ checked(countryCode, COUNTRY)),
  subdivision: /* @__PURE__ */ maybe(/* @__PURE__ */ checked(subdivisionCode, SUBDIVISION)),
  city: /* @__PURE__ */ maybe(/* @__PURE__ */ text(CITY)),
  postalCode: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a postal code.')),
  addressLine: /* @__PURE__ */ maybe(/* @__PURE__ */ text(STREET)),
  addressLine2: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter the apartment, suite or floor.')),
})

/** An address to deliver to, as {@link deliveryAddressSchema} outputs it. */
export interface DeliveryAddress extends Address {
  /** Country, ISO-3166 alpha-2 (`"US"`). */
  country: string
  /** City, trimmed, not empty. */
  city: string
  /** Street name and number, trimmed, not empty. */
  addressLine: string
}

/**
 * An address to deliver to: {@link addressSchema} with the country, the city and the street
 * required (an empty or blank city or street is refused: `Enter a city.`, `Enter a street
 * address.`). Add what your shop needs on top with `z.extend`, e.g. a required postal code.
 *
 * @example
 * ```ts
 * import { deliveryAddressSchema } from '@vitrine/cart/schemas'
 * import * as z from 'zod/mini'
 *
 * const result = deliveryAddressSchema.safeParse({ country: 'GB', city: ' ', addressLine: '1 Main St' })
 * if (!result.success) console.log(z.flattenError(result.error).fieldErrors) // { city: ['Enter a city.'] }
 * ```
 */
export const deliveryAddressSchema: ZodMiniObject<{
  country: ZodMiniType<string, string>
  subdivision: ZodMiniOptional<ZodMiniNullable<ZodMiniType<string, string>>>
  city: ZodMiniType<string, string>
  postalCode: ZodMiniOptional<ZodMiniNullable<ZodMiniType<string, string>>>
  addressLine: ZodMiniType<string, string>
  addressLine2: ZodMiniOptional<ZodMiniNullable<ZodMiniType<string, string>>>
}> = /* @__PURE__ */ object({
  country: /* @__PURE__ */ checked(countryCode, COUNTRY),
  subdivision: /* @__PURE__ */ maybe(/* @__PURE__ */ checked(subdivisionCode, SUBDIVISION)),
  city: /* @__PURE__ */ required(CITY),
  postalCode: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a postal code.')),
  addressLine: /* @__PURE__ */ required(STREET),
  addressLine2: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter the apartment, suite or floor.')),
})

/**
 * Who is at an address (the cart's `contactInfo.contactDetails`): first and last name, phone and
 * company, each optional and trimmed. The platform judges a phone number.
 *
 * @example
 * ```ts
 * import { contactSchema } from '@vitrine/cart/schemas'
 *
 * contactSchema.safeParse({ firstName: ' Ada ', lastName: 'Lovelace', phone: '+44 20 7946 0000' }).data?.firstName // 'Ada'
 * ```
 */
export const contactSchema: ZodMiniType<FullAddressContactDetails, FullAddressContactDetails> =
  /* @__PURE__ */ object({
    firstName: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a first name.')),
    lastName: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a last name.')),
    phone: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a phone number.')),
    company: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Enter a company name.')),
  })

/** A delivery option chosen by its code (and carrier), from an estimate's `shippingInfo`. */
const shippingOptionSchema = /* @__PURE__ */ object({
  code: /* @__PURE__ */ optional(/* @__PURE__ */ checked(inputNonEmpty, 'Choose a delivery option.')),
  carrierId: /* @__PURE__ */ maybe(/* @__PURE__ */ text('Choose a delivery option.')),
})

/**
 * What a shipping and tax estimate form sends to `cart.estimateTotals`: a shipping and a billing
 * address ({@link addressSchema}) and a chosen delivery option (a code that is not blank), each
 * optional.
 *
 * @example
 * ```ts
 * import { estimateTotalsSchema } from '@vitrine/cart/schemas'
 *
 * const request = estimateTotalsSchema.parse({ shippingAddress: { country: 'US', subdivision: 'US-NY' } })
 * const estimate = await client.cart.estimateTotals(request)
 * ```
 */
export const estimateTotalsSchema: ZodMiniType<EstimateTotalsInput, EstimateTotalsInput> =
  /* @__PURE__ */ object({
    shippingAddress: /* @__PURE__ */ optional(addressSchema),
    billingAddress: /* @__PURE__ */ optional(addressSchema),
    selectedShippingOption: /* @__PURE__ */ optional(shippingOptionSchema),
  })

/**
 * What a checkout form sends to `cart.createCheckout`: the buyer's e-mail ({@link emailSchema}),
 * a shipping and a billing address ({@link addressSchema}) and a delivery option, each optional.
 *
 * @example
 * ```ts
 * import { checkoutSchema } from '@vitrine/cart/schemas'
 *
 * const request = checkoutSchema.parse({ email: 'ada@example.com', shippingAddress: { country: 'GB' } })
 * const { checkoutId } = await client.cart.createCheckout(request)
 * ```
 */
export const checkoutSchema: ZodMiniType<CreateCheckoutInput, CreateCheckoutInput> = /* @__PURE__ */ object({
  email: /* @__PURE__ */ optional(emailSchema),
  shippingAddress: /* @__PURE__ */ optional(addressSchema),
  billingAddress: /* @__PURE__ */ optional(addressSchema),
  selectedShippingOption: /* @__PURE__ */ optional(shippingOptionSchema),
})
