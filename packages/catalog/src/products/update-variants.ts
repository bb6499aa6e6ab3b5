import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { Variant, VariantUpdate } from '../types/product'
import { text } from '../validation/shape'
import { VARIANT_UPDATE_FIELDS } from '../write-fields'
import { variantUpdates } from './product-schemas'

/** PATCH /v1/products/{id}/variants `{ id, variants }`. */
export async function updateVariants(
  ctx: ModuleContext,
  id: string,
  variants: readonly VariantUpdate[],
  options: RequestOptions = {},
): Promise<Variant[]> {
  checkInput([text, id, 'id'], [variantUpdates, variants, 'variants'])
  const answer = await ctx.request<{ variants?: Variant[] } | undefined>({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/products/${id}/variants`,
    body: { id, variants },
    fields: VARIANT_UPDATE_FIELDS,
    signal: options.signal,
  })
  return answer?.variants ?? []
}
