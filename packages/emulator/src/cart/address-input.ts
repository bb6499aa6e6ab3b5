import { isJsonObject, type JsonObject } from '../wire/json-body'
import type { Violations } from '../wire/violations'

const COUNTRY = /^[A-Z]{2}$/
const SUBDIVISION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/

/** Reads an address (REST form); the country is an ISO-3166 alpha-2 code, the subdivision ISO-3166-2. */
export function readAddress(value: unknown, field: string, violations: Violations): JsonObject | undefined {
  if (value === undefined || value === null) return undefined
  if (!isJsonObject(value)) {
    violations.add(field, 'must be an object', 'FORMAT')
    return undefined
  }
  const { country, subdivision } = value
  if (country !== undefined && (typeof country !== 'string' || !COUNTRY.test(country))) {
    violations.add(`${field}.country`, 'must be an ISO-3166 alpha-2 country code', 'FORMAT')
  }
  if (subdivision !== undefined && (typeof subdivision !== 'string' || !SUBDIVISION.test(subdivision))) {
    violations.add(`${field}.subdivision`, 'must be an ISO-3166-2 code such as US-NY', 'FORMAT')
  }
  for (const key of ['city', 'postalCode', 'addressLine', 'addressLine2'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string')
      violations.add(`${field}.${key}`, 'must be a string', 'FORMAT')
  }
  return value
}
