import type { FieldTypes } from '@vitrine/core'

// The float and date fields of identity calls (the wire codec reads and writes them).

/** A custom field value: a date or a number, alone, in a list or in a map. */
const VALUE: FieldTypes = { dateValue: 'date', numValue: 'float' }

/** An identity profile's float and date fields. */
const PROFILE: FieldTypes = {
  customFields: { value: { ...VALUE, listValue: { value: VALUE }, mapValue: { value: { '*': VALUE } } } },
  addresses: { address: { geocode: { latitude: 'float', longitude: 'float' } } },
}

/** Wire fields of a request body carrying `profile`. */
export const PROFILE_FIELDS: FieldTypes = { profile: PROFILE }

/** Wire fields of an answer carrying `identity` (and `additionalData`). */
export const STATE_MACHINE_FIELDS: FieldTypes = {
  identity: { createdDate: 'date', updatedDate: 'date', identityProfile: PROFILE },
  additionalData: { '*': VALUE },
}
