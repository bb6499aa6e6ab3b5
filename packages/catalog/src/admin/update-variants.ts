import { path } from '@vitrine/core'
import { inputPathParam, type Operation } from '@vitrine/core/module'
import type { Variant, VariantUpdate } from '../types/product'
import { variantUpdates } from './product-inputs'
import { VARIANT_UPDATE_FIELDS } from './wire-fields'

/** `PATCH /v1/products/{id}/variants` `{ id, variants }`: resolves to the changed variants. */
export const updateVariants: Operation<
  [id: string, variants: readonly VariantUpdate[]],
  { variants?: Variant[] } | undefined,
  Variant[]
> = {
  name: 'products.updateVariants',
  params: [
    ['id', inputPathParam],
    ['variants', variantUpdates],
  ],
  request: ([id, variants]) => ({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/products/${id}/variants`,
    body: { id, variants },
    fields: VARIANT_UPDATE_FIELDS,
  }),
  result: (answer) => answer?.variants ?? [],
}
