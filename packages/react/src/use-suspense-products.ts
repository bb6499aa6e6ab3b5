'use client'
import { type UseSuspenseQueryResult, useSuspenseQuery } from '@tanstack/react-query'
import type { PlainPage } from './plain-page'
import { productsQueryOptions } from './products-query-options'
import type { CatalogQuery, ProductOf, ProductsModuleOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * {@link useProducts} for React Suspense: suspends until the page is loaded (`data` is always
 * defined) and throws errors to the nearest error boundary.
 *
 * @example
 * ```tsx
 * import { useSuspenseProducts } from '@vitrine/react'
 *
 * function Newest() {
 *   const { data } = useSuspenseProducts((q) => q.descending('lastUpdated').limit(4))
 *   return <Grid products={data.items} />
 * }
 * // <Suspense fallback={<Spinner />}><Newest /></Suspense>
 * ```
 */
export function useSuspenseProducts(
  query?: CatalogQuery<ProductsModuleOf>,
): UseSuspenseQueryResult<PlainPage<ProductOf>, Error> {
  const { client } = useVitrine('useSuspenseProducts')
  return useSuspenseQuery(productsQueryOptions(client, query))
}
