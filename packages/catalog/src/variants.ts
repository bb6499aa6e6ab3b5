import type { CallOptions, QueryBuilder } from '@vitrine/core'
import { bind, defineModule, type Module, queryOf } from '@vitrine/core/module'
import { getVariant } from './operations/get-variant'
import { queryVariants } from './operations/query-variants'
import type { StoreVariant, StoreVariantQueryFields } from './types/store-variant'

/**
 * Variants across the whole store, with their product's name, stock and media. `get` takes core's
 * `CallOptions` (`signal`, `timeout`) last; a query's `find({ signal })` and `iterate({ signal })`
 * stop with the signal. Hooks see the calls as `variants.get` and `variants.query`.
 */
export interface VariantsApi {
  /**
   * One store variant by its store-wide id.
   *
   * @throws `ApplicationError` with status 404 when there is no such variant.
   * @example
   * ```ts
   * // A store variant's id is `<productId>-<variantId>`; a product without options has one, the default:
   * const variant = await client.variants.get(`${productId}-00000000-0000-0000-0000-000000000000`)
   * console.log(variant.productName, variant.variantName, variant.stock?.inStock)
   * ```
   */
  get(id: string, options?: CallOptions): Promise<StoreVariant>
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
 * import { oauth } from '@vitrine/auth'
 * import { variants } from '@vitrine/catalog'
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: oauth({ clientId: 'demo-storefront' }),
 *   modules: { variants },
 * })
 * for await (const v of client.variants.query().iterate()) console.log(v.sku)
 * ```
 */
export const variants: Module<VariantsApi> = /* @__PURE__ */ defineModule(
  (ctx): VariantsApi => ({
    ...bind(ctx, { get: getVariant, query: queryOf<StoreVariant, StoreVariantQueryFields>(queryVariants) }),
  }),
)
