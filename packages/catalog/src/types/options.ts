/** Options every call takes. */
export interface RequestOptions {
  /** Aborts the call. */
  signal?: AbortSignal | undefined
}

/** Options of `products.get`. */
export interface GetProductOptions extends RequestOptions {
  /** Include merchant data (cost and profit, cost range). Needs an owner or app credential. */
  includeMerchantSpecificData?: boolean | undefined
}

/** Options of `products.variants`: which variants, and how many per page. */
export interface ProductVariantsOptions extends RequestOptions {
  /** Only variants with these choices, e.g. `{ Size: 'M' }`. */
  choices?: Readonly<Record<string, string>> | undefined
  /** Only these variants. */
  variantIds?: readonly string[] | undefined
  /** Include merchant data (cost and profit). Needs an owner or app credential. */
  includeMerchantSpecificData?: boolean | undefined
  /** Page size (default 50). */
  limit?: number | undefined
  /** Variants to skip (default 0). */
  offset?: number | undefined
}
