import type { Media } from './media'

/** A collection of products (spec §3). */
export interface Collection {
  /** Collection id. */
  id: string
  /** Name. */
  name?: string | null
  /** Images and videos. */
  media?: Media
  /** How many products it holds. */
  numberOfProducts?: number
  /** Description. */
  description?: string | null
  /** Slug of the collection page URL. */
  slug?: string | null
  /** Whether it is shown in the store. */
  visible?: boolean | null
}

/**
 * A new collection.
 *
 * @example
 * ```ts
 * import type { CollectionInput } from '@vitrine/catalog'
 *
 * const input: CollectionInput = { name: 'Summer', slug: 'summer' }
 * ```
 */
export interface CollectionInput {
  /** Name, not empty. */
  name: string
  /** Slug; the platform derives one from the name when omitted. */
  slug?: string | null
  /** Description. */
  description?: string | null
  /** Whether it is shown in the store. */
  visible?: boolean | null
  /** Images and videos. */
  media?: Media
}

/**
 * Changes to a collection: only the fields given change.
 *
 * @example
 * ```ts
 * import type { CollectionUpdate } from '@vitrine/catalog'
 *
 * const patch: CollectionUpdate = { name: 'Summer sale' }
 * ```
 */
export type CollectionUpdate = Partial<CollectionInput>

/** Fields a collection query can filter and sort on, with their value types. */
export interface CollectionQueryFields {
  /** Collection id. */
  id: string
  /** Name. */
  name: string
  /** Slug. */
  slug: string
  /** Whether it is shown. */
  visible: boolean
  /** How many products it holds. */
  numberOfProducts: number
}
