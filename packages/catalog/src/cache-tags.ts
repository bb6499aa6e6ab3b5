import { checkInput, inputValue } from '@vitrine/core/module'

/**
 * A cache tag of catalogue data (see {@link catalogTags}): every product list, one product, every
 * collection list, or one collection.
 */
export type CatalogTag =
  | 'vitrine:products'
  | 'vitrine:collections'
  | `vitrine:product:${string}`
  | `vitrine:collection:${string}`

/**
 * The cache tags of catalogue data: one convention for an app's cached reads, its webhook route
 * and the example shop (see {@link catalogTags}).
 */
export interface CatalogTags {
  /**
   * `'vitrine:products'`: every list of products — queries, searches, a collection's products,
   * the sitemap — and every lookup of a product by slug (a new or renamed product changes what a
   * slug finds).
   */
  readonly products: 'vitrine:products'
  /**
   * `'vitrine:product:<id>'`: one product read by id, its variants and options. The id is
   * percent-encoded (`encodeURIComponent`), so no id can spell another entity's tag.
   *
   * @throws `InvalidInputError` when `id` is not a string, is blank, or is too long for a tag
   *   (Next.js ignores tags over 256 characters).
   */
  product(id: string): `vitrine:product:${string}`
  /** `'vitrine:collections'`: every list of collections, and every lookup of a collection by slug. */
  readonly collections: 'vitrine:collections'
  /**
   * `'vitrine:collection:<id>'`: one collection read by id. The id is percent-encoded.
   *
   * @throws `InvalidInputError` when `id` is not a string, is blank, or is too long for a tag.
   */
  collection(id: string): `vitrine:collection:${string}`
}

/** What {@link catalogTagsFor} reads of a webhook event: a verified event of `@vitrine/webhooks` fits. */
export interface CatalogEventLike {
  /** The platform's event type, e.g. `com.wix.ecommerce.catalog.api.v1.ProductChanged`. */
  readonly eventType: string
  /** The event body: `productId` for product and variant events, `collection_Id` for collection events. */
  readonly data?: unknown
}

/**
 * The longest escaped id a tag carries: with the longest prefix (`vitrine:collection:`, 19
 * characters) the tag stays within the 256 characters Next.js keeps.
 */
const MAX_ESCAPED_ID = 200

/** The id as a tag carries it, or `undefined` for no id, a blank one, or one too long for a tag. */
function escapeId(id: unknown): string | undefined {
  if (typeof id !== 'string' || !/\S/.test(id)) return undefined
  let escaped: string
  try {
    // Injective, and leaves no `:` or whitespace: no id can spell another entity's tag.
    escaped = encodeURIComponent(id)
  } catch {
    return undefined // a lone surrogate
  }
  return escaped.length <= MAX_ESCAPED_ID ? escaped : undefined
}

const tagId = /* @__PURE__ */ inputValue(
  (id) => escapeId(id) !== undefined,
  `a non-blank id of at most ${MAX_ESCAPED_ID} characters once percent-encoded`,
)

function checkedId(id: string): string {
  checkInput([tagId, id, 'id'])
  return escapeId(id) as string
}

/**
 * The cache tags of catalogue data, one convention: tag each cached read with the tags of what it
 * shows, and revalidate the tags a verified webhook names ({@link catalogTagsFor}).
 *
 * - `catalogTags.products` — `'vitrine:products'`: every list, search, sitemap and by-slug lookup of products;
 * - `catalogTags.product(id)` — `'vitrine:product:<id>'`: one product by id;
 * - `catalogTags.collections` — `'vitrine:collections'`: every list and by-slug lookup of collections;
 * - `catalogTags.collection(id)` — `'vitrine:collection:<id>'`: one collection by id.
 *
 * A page that shows a product found by its slug tags both the list tag (a new or renamed product
 * changes what the slug finds) and the product's own tag. Ids are percent-encoded, so a hostile
 * id cannot produce another entity's tag.
 *
 * Catalogue reads work inside `'use cache'`: products and collections are plain objects (with
 * `Date`s), which React serialises. A `Page` is not (it has methods): return `page.items` and the
 * fields you need (`page.total`, `page.hasNext()`), not the page itself.
 *
 * @example
 * ```ts
 * import { serverVisitor } from '@vitrine/auth'
 * import { catalogTags, products } from '@vitrine/catalog'
 * import { createClient } from '@vitrine/core'
 * import { cacheLife, cacheTag } from 'next/cache'
 *
 * // One client for public catalogue reads, shared by every request of the server.
 * const catalogue = createClient({
 *   host: process.env.VITRINE_HOST,
 *   auth: serverVisitor({ clientId: 'my-client' }),
 *   modules: { products },
 * })
 *
 * export async function getProduct(slug: string) {
 *   'use cache'
 *   cacheLife('hours')
 *   const [product] = (await catalogue.products.query().eq('slug', slug).limit(1).find()).items
 *   cacheTag(catalogTags.products, ...(product ? [catalogTags.product(product.id)] : []))
 *   return product ?? null
 * }
 * ```
 */
export const catalogTags: CatalogTags = {
  products: 'vitrine:products',
  product: (id) => `vitrine:product:${checkedId(id)}`,
  collections: 'vitrine:collections',
  collection: (id) => `vitrine:collection:${checkedId(id)}`,
}

const EVENT = 'com.wix.ecommerce.catalog.api.v1.'

/** The id an event body names under `field`, escaped; `undefined` when it names none we can tag. */
function idIn(data: unknown, field: 'productId' | 'collection_Id'): string | undefined {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, field)) return undefined
  return escapeId((data as Record<string, unknown>)[field])
}

/**
 * The tags to revalidate for a verified webhook event (see {@link catalogTags}):
 *
 * | event | tags |
 * |---|---|
 * | `ProductCreated` | products |
 * | `ProductChanged`, `VariantsChanged`, `ProductDeleted` | product(id), products |
 * | `CollectionCreated` | collections |
 * | `CollectionChanged`, `CollectionDeleted` | collection(id), collections, products (membership shows in lists) |
 * | any other type, or a missing, blank or odd id | none |
 *
 * It reads the event structurally (`eventType`, and `data.productId` or `data.collection_Id`),
 * so any event `createWebhooks().verify()` returns can be passed as it is. Verify first: never
 * compute tags from an unverified body.
 *
 * @param event - a verified webhook event.
 * @returns the tags to revalidate, possibly none.
 * @example
 * ```ts
 * // app/api/webhooks/route.ts
 * import { catalogTagsFor } from '@vitrine/catalog'
 * import { createWebhooks, WebhookVerificationError } from '@vitrine/webhooks'
 * import { revalidateTag } from 'next/cache'
 *
 * const webhooks = createWebhooks({ publicKey: process.env.VITRINE_WEBHOOK_PUBLIC_KEY! })
 *
 * export async function POST(request: Request): Promise<Response> {
 *   try {
 *     const event = await webhooks.verify(request)
 *     for (const tag of catalogTagsFor(event)) revalidateTag(tag, { expire: 0 })
 *     return new Response(null, { status: 204 })
 *   } catch (error) {
 *     if (WebhookVerificationError.is(error)) return new Response(null, { status: 401 })
 *     throw error
 *   }
 * }
 * ```
 */
export function catalogTagsFor(event: CatalogEventLike): CatalogTag[] {
  const type = typeof event?.eventType === 'string' ? event.eventType : ''
  if (!type.startsWith(EVENT)) return []
  const data = event.data
  switch (type.slice(EVENT.length)) {
    case 'ProductCreated':
      return [catalogTags.products]
    case 'ProductChanged':
    case 'VariantsChanged':
    case 'ProductDeleted': {
      const id = idIn(data, 'productId')
      return id === undefined ? [] : [`vitrine:product:${id}`, catalogTags.products]
    }
    case 'CollectionCreated':
      return [catalogTags.collections]
    case 'CollectionChanged':
    case 'CollectionDeleted': {
      const id = idIn(data, 'collection_Id')
      return id === undefined
        ? []
        : [`vitrine:collection:${id}`, catalogTags.collections, catalogTags.products]
    }
    default:
      return []
  }
}
