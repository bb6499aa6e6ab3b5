import { Page } from '@vitrine/core'
import { DEFAULT_LIMIT, type ModuleContext } from '@vitrine/core/module'
import { queryProductVariants } from './operations/query-product-variants'
import type { ProductVariantsOptions } from './types/options'
import type { Variant } from './types/product'

/**
 * The procedure behind `products.variants`: the first page of a product's variants, and a
 * {@link Page} that fetches the following ones with the same selection.
 */
export async function productVariants(
  ctx: ModuleContext,
  id: string,
  options?: ProductVariantsOptions,
): Promise<Page<Variant>> {
  const first = await ctx.call(queryProductVariants, [id], options)
  const { limit, offset } = options ?? {}
  return new Page(first, { limit: limit ?? DEFAULT_LIMIT, offset: offset ?? 0 }, (paging, signal) =>
    ctx.call(queryProductVariants, [id], { ...options, ...paging, signal }),
  )
}
