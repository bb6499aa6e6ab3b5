// Stand-ins for three SDK helpers another branch adds, with the same names and shapes:
// `serverVisitor` (from `@vitrine/auth`), `catalogTags` and `catalogTagsFor` (from
// `@vitrine/catalog`). When they land, the imports of this file change to those packages and
// this file goes away.
import { memoryStorage, oauth } from '@vitrine/auth'
import type { AuthStrategy } from '@vitrine/core'

/**
 * One anonymous visitor for a whole server: public catalogue reads of every cookie-less request
 * share it (one anonymous grant, renewed before it expires, single flight), instead of a grant
 * per request. Its tokens stay in this process's memory and never reach a browser.
 */
export function serverVisitor({ clientId }: { clientId: string }): AuthStrategy {
  return oauth({ clientId, storage: memoryStorage() })
}

/** The cache tags of catalogue data: one convention for the pages that read and the webhook route that revalidates. */
export const catalogTags = {
  /** Every product list, and every product read by slug (a miss too). */
  products: 'vitrine:products',
  /** One product. */
  product: (id: string): string => `vitrine:product:${id}`,
  /** Every collection list, and every collection read by slug. */
  collections: 'vitrine:collections',
  /** One collection. */
  collection: (id: string): string => `vitrine:collection:${id}`,
} as const

/** What {@link catalogTagsFor} reads of a verified webhook event. */
interface CatalogEventLike {
  eventType: string
  data?: unknown
}

const PREFIX = 'com.wix.ecommerce.catalog.api.v1.'

/** A string field of the event's data, if it is one of a sane length. */
function idIn(data: unknown, field: string): string | undefined {
  const value = (data as Record<string, unknown> | null | undefined)?.[field]
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined
}

/**
 * The tags a catalogue event makes stale: a product's own tag and the product lists for product
 * and variant events (a price or stock shows in the listings too), a collection's own tag and the
 * collection lists for collection events. Any other event: none.
 */
export function catalogTagsFor(event: CatalogEventLike): string[] {
  if (!event.eventType.startsWith(PREFIX)) return []
  const kind = event.eventType.slice(PREFIX.length)
  switch (kind) {
    case 'ProductCreated':
    case 'ProductChanged':
    case 'ProductDeleted':
    case 'VariantsChanged': {
      const id = idIn(event.data, 'productId')
      return id ? [catalogTags.product(id), catalogTags.products] : [catalogTags.products]
    }
    case 'CollectionCreated':
    case 'CollectionChanged':
    case 'CollectionDeleted': {
      const id = idIn(event.data, 'collection_Id')
      return id ? [catalogTags.collection(id), catalogTags.collections] : [catalogTags.collections]
    }
    default:
      return []
  }
}
