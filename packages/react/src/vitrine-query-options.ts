import type { DataTag, InfiniteData, QueryKey } from '@tanstack/react-query'

/**
 * Options of one Vitrine query, ready for `useQuery`, `useSuspenseQuery`,
 * `queryClient.prefetchQuery` or `queryClient.fetchQuery`. The key is tagged with the data type,
 * so `queryClient.getQueryData(options.queryKey)` is typed.
 *
 * Retries are off at this level because the Vitrine client already retries what is safe to
 * retry (GETs on network errors, 429 and 502–504, honouring `Retry-After`).
 */
export interface VitrineQueryOptions<T> {
  /** The query key (see {@link vitrineKeys}). */
  queryKey: DataTag<QueryKey, T>
  /** Fetches the data through the client. */
  queryFn: (context: { signal: AbortSignal }) => Promise<T>
  /** `false`: the client retries. */
  retry: false
  /** Structural sharing that also keeps equal `Date`s. */
  structuralSharing: (previous: unknown, next: unknown) => unknown
}

/** Options of an infinite Vitrine query, for `useInfiniteQuery` and `queryClient.prefetchInfiniteQuery`. */
export interface VitrineInfiniteQueryOptions<T> {
  /** The query key (see {@link vitrineKeys}). */
  queryKey: DataTag<QueryKey, InfiniteData<T, number>>
  /** Fetches the page at offset `pageParam`. */
  queryFn: (context: { signal: AbortSignal; pageParam: number }) => Promise<T>
  /** The offset of the first page. */
  initialPageParam: number
  /** The offset of the page after `last`, or `undefined` at the end. */
  getNextPageParam: (last: T) => number | undefined
  /** `false`: the client retries. */
  retry: false
  /** Structural sharing that also keeps equal `Date`s. */
  structuralSharing: (previous: unknown, next: unknown) => unknown
}
