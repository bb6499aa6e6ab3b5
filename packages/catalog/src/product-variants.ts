import { Page } from '@vitrine/core'
import { DEFAULT_LIMIT, type ModuleContext } from '@vitrine/core/module'
import { queryProductVariants } from './operations/query-product-variants'
import type { ProductVariantsOptions } from './types/options'
import type { Variant } from './types/product'

/**
 * The procedure behind `products.variants`: the first page of a product's variants, and a
 * {@link Page} that fetches the following ones with the same selection. Paging is sent only as
 * the caller asked for it; the pages after the first ask for their `offset` (and the caller's
 * `limit`, if any). Without a `limit`, the page size is the platform's: the page takes it from
 * the first answer (the spec's default, 50, when that is empty).
 */
export async function productVariants(
  ctx: ModuleContext,
  id: string,
  options?: ProductVariantsOptions,
): Promise<Page<Variant>> {
  const first = await ctx.call(queryProductVariants, [id], options)
  const { limit, offset } = options ?? {}
  return new Page(
    first,
    { limit: limit || first.items.length || DEFAULT_LIMIT, offset: offset || 0 },
    (paging, signal) => ctx.call(queryProductVariants, [id], { ...options, offset: paging.offset, signal }),
  )
}
