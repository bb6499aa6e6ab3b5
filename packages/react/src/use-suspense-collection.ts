'use client'
import { type UseSuspenseQueryResult, useSuspenseQuery } from '@tanstack/react-query'
import { collectionQueryOptions } from './collection-query-options'
import type { CollectionOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * {@link useCollection} for React Suspense.
 *
 * @example
 * ```tsx
 * import { useSuspenseCollection } from '@vitrine/react'
 *
 * function SummerTitle() {
 *   const { data: collection } = useSuspenseCollection('summer')
 *   return <h1>{collection?.name}</h1>
 * }
 * ```
 */
export function useSuspenseCollection(idOrSlug: string): UseSuspenseQueryResult<CollectionOf | null, Error> {
  const { client } = useVitrine('useSuspenseCollection')
  return useSuspenseQuery(collectionQueryOptions(client, idOrSlug))
}
