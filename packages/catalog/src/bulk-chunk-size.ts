/**
 * Ids sent in one bulk call. The platform caps a bulk call at 100 products; longer lists are
 * split into chunks of this size.
 *
 * @example
 * ```ts
 * const calls = Math.ceil(new Set(ids).size / BULK_CHUNK_SIZE)
 * ```
 */
export const BULK_CHUNK_SIZE = 100
