import type { JsonObject } from '../wire/json-body'
import { checkInput, violation, z } from '../wire/schema'
import type { Violations } from '../wire/violations'

const COUNTRY_RULE = violation('FORMAT', 'must be an ISO-3166 alpha-2 country code')
const SUBDIVISION_RULE = violation('FORMAT', 'must be an ISO-3166-2 code such as US-NY')
const text = z.string({ error: violation('FORMAT', 'must be a string') }).optional()

/**
 * An address (REST form): the country is an ISO-3166 alpha-2 code, the subdivision ISO-3166-2;
 * other fields pass as they are.
 */
const ADDRESS = z.looseObject(
  {
    country: z
      .string({ error: COUNTRY_RULE })
      .regex(/^[A-Z]{2}$/, { error: COUNTRY_RULE })
      .optional(),
    subdivision: z
      .string({ error: SUBDIVISION_RULE })
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, { error: SUBDIVISION_RULE })
      .optional(),
    city: text,
    postalCode: text,
    addressLine: text,
    addressLine2: text,
  },
  { error: violation('FORMAT', 'must be an object') },
)

/** Reads an address; `null` or absent is no address. The address is kept as it was sent. */
export function readAddress(value: unknown, field: string, violations: Violations): JsonObject | undefined {
  if (value === undefined || value === null) return undefined
  return checkInput(ADDRESS, value, field, violations) === undefined ? undefined : (value as JsonObject)
}
