import type { CallOptions } from '@vitrine/core'

/** Options of `products.get`: core's `CallOptions` (`signal`, `timeout`) and merchant data. */
export interface GetProductOptions extends CallOptions {
  /** Include merchant data (cost and profit, cost range). Needs an owner or app credential. */
  includeMerchantSpecificData?: boolean | undefined
}

/**
 * Options of `products.variants`: which variants, how many per page, and core's `CallOptions`.
 * Paging is sent only when you give `limit` or `offset`; otherwise the platform's own default
 * page size applies.
 */
export interface ProductVariantsOptions extends CallOptions {
  /** Only variants with these choices, e.g. `{ Size: 'M' }`. */
  choices?: Readonly<Record<string, string>> | undefined
  /** Only these variants. */
  variantIds?: readonly string[] | undefined
  /** Include merchant data (cost and profit). Needs an owner or app credential. */
  includeMerchantSpecificData?: boolean | undefined
  /** Page size (the platform's default when omitted). */
  limit?: number | undefined
  /** Variants to skip (default 0). */
  offset?: number | undefined
}

/**
 * Options of `collections.getBySlug`: which of the platform's two endpoints answers, and core's
 * `CallOptions`.
 *
 * @example
 * ```ts
 * import type { GetCollectionBySlugOptions } from '@vitrine/catalog'
 *
 * const options: GetCollectionBySlugOptions = { api: 'v1', timeout: 5_000 }
 * const summer = await client.collections.getBySlug('summer', options)
 * ```
 */
export interface GetCollectionBySlugOptions extends CallOptions {
  /**
   * `'v2'` (the default): `GET /v2/collections/slug/{slug}`, the collections service. `'v1'`:
   * `GET /v1/collections/slug/{slug}`, the catalogue reader (the `stores-reader` prefix on the
   * platform's hosts, `/_api/catalog-reader-server` on a site's own domain). Both answer with the
   * same collection.
   */
  api?: 'v1' | 'v2' | undefined
}
