import type {
  DataTag,
  InfiniteData,
  QueryKey,
  UnusedSkipTokenInfiniteOptions,
  UnusedSkipTokenOptions,
} from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { shareStructure } from './share-structure'

/**
 * What TanStack's `queryOptions()` returns for one Vitrine query: options ready for `useQuery`,
 * `useSuspenseQuery`, `queryClient.prefetchQuery` or `queryClient.fetchQuery`, whose key is
 * tagged with the data type, so `queryClient.getQueryData(options.queryKey)` is typed. The query
 * function is always there, and needs only the `signal` of TanStack's context.
 *
 * Retries are off at this level because the Vitrine client already retries what is safe to
 * retry (GETs on network errors, 429 and 502–504, honouring `Retry-After`).
 */
export type VitrineQueryOptions<T> = UnusedSkipTokenOptions<T, Error, T, QueryKey> & {
  /** The query key (see {@link vitrineKeys}), tagged with the data type. */
  queryKey: DataTag<QueryKey, T, Error>
  /** Fetches the data through the client. */
  queryFn: (context: { signal: AbortSignal }) => Promise<T>
}

/**
 * What TanStack's `infiniteQueryOptions()` returns for an infinite Vitrine query (pages at
 * numeric offsets), for `useInfiniteQuery` and `queryClient.prefetchInfiniteQuery`.
 */
export type VitrineInfiniteQueryOptions<T> = UnusedSkipTokenInfiniteOptions<
  T,
  Error,
  InfiniteData<T, number>,
  QueryKey,
  number
> & {
  /** The query key (see {@link vitrineKeys}), tagged with the data type. */
  queryKey: DataTag<QueryKey, InfiniteData<T>, Error>
  /** Fetches the page at offset `pageParam`. */
  queryFn: (context: { signal: AbortSignal; pageParam: number }) => Promise<T>
  /** The offset of the page after `last`, or `undefined` at the end. */
  getNextPageParam: (last: T) => number | undefined
}

/** TanStack's `queryOptions()` with what every Vitrine query sets: no retries, `Date`-aware sharing. */
export function vitrineQueryOptions<T>(
  queryKey: QueryKey,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
): VitrineQueryOptions<T> {
  // The spread keeps `queryFn` required in the type (TanStack's own marks it optional).
  return {
    ...queryOptions<T, Error, T, QueryKey>({
      queryKey,
      queryFn,
      retry: false,
      structuralSharing: shareStructure,
    }),
    queryFn,
  }
}
