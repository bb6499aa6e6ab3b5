// The shipping estimate's address form: what it refuses before asking the platform.
import type { Address } from '@vitrine/cart'

/** The fields of the estimate form a shopper must fill. */
export type AddressField = 'city' | 'postalCode' | 'addressLine'

/** The longest text the form accepts in a field. */
export const ADDRESS_FIELD_LENGTH = 100

const MESSAGES: Record<AddressField, string> = {
  city: 'Enter a city.',
  postalCode: 'Enter a postal code.',
  addressLine: 'Enter a street address.',
}

/** Each missing field's message, in the form's order (none: the address can be estimated). */
export function addressProblems(address: Address): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {}
  for (const field of ['city', 'postalCode', 'addressLine'] as const) {
    if (!address[field]?.trim()) problems[field] = MESSAGES[field]
  }
  return problems
}
