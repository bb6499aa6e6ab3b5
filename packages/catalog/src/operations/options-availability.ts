import { path } from '@vitrine/core'
import { inputPathParam, type Operation } from '@vitrine/core/module'
import type { OptionsAvailability } from '../types/product'
import { choices } from '../validation'
import { VARIANT_FIELDS } from '../wire-fields'

/** `POST /v1/products/{id}/productOptionsAvailability` `{ id, options }`: a read, safe to retry. */
export const optionsAvailability: Operation<
  [id: string, choices: Readonly<Record<string, string>>],
  OptionsAvailability
> = {
  name: 'products.optionsAvailability',
  params: [
    ['id', inputPathParam],
    ['choices', choices],
  ],
  request: ([id, choices]) => ({
    method: 'POST',
    service: 'catalog-reader',
    path: path`/v1/products/${id}/productOptionsAvailability`,
    body: { id, options: choices },
    fields: VARIANT_FIELDS,
    idempotent: true,
    argumentNames: { options: 'choices' },
  }),
}
