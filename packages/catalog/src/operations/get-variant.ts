import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { StoreVariant } from '../types/store-variant'
import { STORE_VARIANT_FIELDS } from '../wire-fields'

/** `GET /v1/variants/{id}`, the id repeated in the query. */
export const getVariant: Operation<[id: string], { variant: StoreVariant }, StoreVariant> = {
  name: 'variants.get',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'GET',
    service: 'catalog-reader',
    path: path`/v1/variants/${id}`,
    query: { id },
    fields: STORE_VARIANT_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'variant', StoreVariant>('variant'),
}
