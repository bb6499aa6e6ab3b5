import type { PageData } from '@vitrine/core'

/** Paging metadata of a query answer (`metadata` or `pagingMetadata`). */
export interface PagingMetadata {
  count?: number | null
  offset?: number | null
  total?: number | null
  tooManyToCount?: boolean
}

/** One page of a query answer in core's terms (a `Page` ignores `total` when too many to count). */
export function pageData<T>(items: T[] | undefined, metadata: PagingMetadata | undefined): PageData<T> {
  return {
    items: items ?? [],
    total: metadata?.total ?? undefined,
    tooManyToCount: metadata?.tooManyToCount,
  }
}
