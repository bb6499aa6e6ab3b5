import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { StoreVariant } from '../types/store-variant'
import { text } from '../validation/shape'
import { STORE_VARIANT_FIELDS } from '../wire-fields'

/** GET /v1/variants/{id}, the id repeated in the query. */
export async function getVariant(
  ctx: ModuleContext,
  id: string,
  options: RequestOptions = {},
): Promise<StoreVariant> {
  checkInput([text, id, 'id'])
  const answer = await ctx.request<{ variant: StoreVariant }>({
    method: 'GET',
    service: 'catalog-reader',
    path: path`/v1/variants/${id}`,
    query: { id },
    fields: STORE_VARIANT_FIELDS,
    signal: options.signal,
  })
  return answer.variant
}
