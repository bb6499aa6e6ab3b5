import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'

/**
 * TanStack Query options a catalogue hook passes through (`enabled`, `staleTime`,
 * `placeholderData: keepPreviousData`, `refetchInterval`, …); the key and the query function are
 * the hook's.
 */
export type QueryHookOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>
