import type { QueryBuilder } from '@vitrine/core'
import { defineModule, type Module } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { StoreVariant, StoreVariantQueryFields } from '../types/store-variant'
import { getVariant } from './get-variant'
import { queryVariants } from './query-variants'

/** Variants across the whole store, with their product's name, stock and media. */
export interface VariantsApi {
  /**
   * One store variant by its store-wide id.
   *
   * @throws `ApplicationError` with status 404 when there is no such variant.
   * @example
   * ```ts
   * const variant = await client.variants.get(storeVariantId)
   * console.log(variant.productName, variant.variantName, variant.stock?.inStock)
   * ```
   */
  get(id: string, options?: RequestOptions): Promise<StoreVariant>
  /**
   * A typed query over every variant of the store.
   *
   * @example
   * ```ts
   * const page = await client.variants.query().eq('productId', 'prod-1').eq('stock.inStock', true).find()
   * ```
   */
  query(): QueryBuilder<StoreVariant, StoreVariantQueryFields>
}

/**
 * The store variants module.
 *
 * @example
 * ```ts
 * const client = createClient({ host: 'http://127.0.0.1:4010', modules: { variants } })
 * for await (const v of client.variants.query().iterate()) console.log(v.sku)
 * ```
 */
export const variants: Module<VariantsApi> = /* @__PURE__ */ defineModule(
  (ctx): VariantsApi => ({
    get: (id, options) => getVariant(ctx, id, options),
    query: () => queryVariants(ctx),
  }),
)
