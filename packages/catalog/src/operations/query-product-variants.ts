import { type PageData, path } from '@vitrine/core'
import { inputIds, inputOptional, inputPathParam, type Operation } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { ProductVariantsOptions } from '../types/options'
import type { Variant } from '../types/product'
import { choices, whole } from '../validation'
import { VARIANT_FIELDS } from '../wire-fields'

/** What a query of a product's variants answers. */
export interface VariantsAnswer {
  variants?: Variant[]
  metadata?: PagingMetadata
  totalResults?: number
}

/**
 * `POST /v1/products/{id}/variants/query` `{ id, choices, variantIds, paging,
 * includeMerchantSpecificData }`: one page of a product's variants. A read, so safe to retry.
 * Paging goes out only when the caller gave `limit` or `offset` (then with `offset` 0 at least):
 * without it the platform applies its own page size, as with the platform's own client.
 */
export const queryProductVariants: Operation<
  [id: string],
  VariantsAnswer,
  PageData<Variant>,
  ProductVariantsOptions
> = {
  name: 'products.variants',
  params: [['id', inputPathParam]],
  options: {
    choices: /* @__PURE__ */ inputOptional(choices),
    variantIds: /* @__PURE__ */ inputOptional(inputIds),
    limit: /* @__PURE__ */ inputOptional(/* @__PURE__ */ whole(1)),
    offset: /* @__PURE__ */ inputOptional(/* @__PURE__ */ whole(0)),
  },
  request: ([id], { choices, variantIds, includeMerchantSpecificData, limit, offset }) => ({
    method: 'POST',
    service: 'catalog-reader',
    path: path`/v1/products/${id}/variants/query`,
    body: {
      id,
      choices,
      variantIds,
      // Only what the caller asked for (an offset of 0 alone asks for nothing).
      paging: limit || offset ? { limit, offset: offset || 0 } : undefined,
      includeMerchantSpecificData,
    },
    fields: VARIANT_FIELDS,
    idempotent: true,
    argumentNames: { choices: 'options.choices', variantIds: 'options.variantIds', paging: 'options' },
  }),
  result: (answer) => pageData(answer.variants, { total: answer.totalResults, ...answer.metadata }),
}
