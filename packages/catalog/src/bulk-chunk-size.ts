/**
 * Ids sent in one bulk call. The platform caps a bulk call at 100 products; longer lists are
 * split into chunks of this size.
 *
 * @example
 * ```ts
 * import { BULK_CHUNK_SIZE } from '@vitrine/catalog'
 *
 * const ids = ['prod-1', 'prod-2', 'prod-1']
 * const calls = Math.ceil(new Set(ids).size / BULK_CHUNK_SIZE) // 1: duplicates count once
 * ```
 */
export const BULK_CHUNK_SIZE = 100
