import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { OptionsAvailability } from '../types/product'
import { choices as choicesSchema, text } from '../validation/shape'
import { VARIANT_FIELDS } from '../wire-fields'

/** POST /v1/products/{id}/productOptionsAvailability `{ id, options }`: a read, safe to retry. */
export async function optionsAvailability(
  ctx: ModuleContext,
  id: string,
  choices: Readonly<Record<string, string>>,
  options: RequestOptions = {},
): Promise<OptionsAvailability> {
  checkInput([text, id, 'id'], [choicesSchema, choices, 'choices'])
  return ctx.request<OptionsAvailability>({
    method: 'POST',
    service: 'catalog-reader',
    path: path`/v1/products/${id}/productOptionsAvailability`,
    body: { id, options: choices },
    fields: VARIANT_FIELDS,
    idempotent: true,
    argumentNames: { options: 'choices' },
    signal: options.signal,
  })
}
