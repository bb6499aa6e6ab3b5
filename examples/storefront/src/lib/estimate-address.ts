// The shipping estimate's address form: what it refuses before asking the platform, with the
// SDK's delivery address schema (`@vitrine/cart/schemas`: the cart's own country and region
// rules, a city and a street) and the postal code this shop's carriers need.
import type { Address } from '@vitrine/cart'
import { deliveryAddressSchema } from '@vitrine/cart/schemas'
import { extend, minLength, string, trim } from 'zod/mini'
import { type Checked, checkForm } from './form-problems'

/** The fields of the estimate form a shopper types. */
export type AddressField = 'city' | 'postalCode' | 'addressLine'

/** The fields in the form's order. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['city', 'postalCode', 'addressLine']

/** The longest text the form accepts in a field. */
export const ADDRESS_FIELD_LENGTH = 100

/** The estimate form's address: the SDK's delivery address with a postal code required. */
const estimateAddress = extend(deliveryAddressSchema, {
  postalCode: string({ error: 'Enter a postal code.' }).check(trim(), minLength(1, 'Enter a postal code.')),
})

/** The address to estimate (trimmed), or each missing or wrong field's message. */
export function checkAddress(address: Address): Checked<Address, AddressField | 'country' | 'subdivision'> {
  return checkForm(estimateAddress, {
    country: address.country,
    subdivision: address.subdivision,
    city: address.city,
    postalCode: address.postalCode,
    addressLine: address.addressLine,
  })
}
