import type { CallOptions, QueryBuilder } from '@vitrine/core'
import { bind, defineModule, lazy, type Module, type ModuleContext, queryOf } from '@vitrine/core/module'
import { getCollection } from './operations/get-collection'
import { getCollectionBySlug } from './operations/get-collection-by-slug'
import { getCollectionBySlugV1 } from './operations/get-collection-by-slug-v1'
import { queryCollections } from './operations/query-collections'
import type { Collection, CollectionInput, CollectionQueryFields, CollectionUpdate } from './types/collection'
import type { GetCollectionBySlugOptions } from './types/options'

/**
 * The collections of the catalogue: reads for anyone, writes for an owner or app credential.
 * Arguments go id first, then the payload, then core's `CallOptions` (`signal`, `timeout`); an
 * aborted call rejects with the signal's `reason`. The writes load on first use, in the code chunk
 * of the product writes. Hooks see each call as `collections.<method>`.
 */
export interface CollectionsApi {
  /**
   * One collection by id.
   *
   * @throws `ApplicationError` with status 404 when there is no such collection.
   * @example
   * ```ts
   * const collection = await client.collections.get('col-1')
   * ```
   */
  get(id: string, options?: CallOptions): Promise<Collection>
  /**
   * One collection by slug. The platform answers this from two endpoints (spec §7):
   * `GET /v2/collections/slug/{slug}` of the collections service (the default), and
   * `GET /v1/collections/slug/{slug}` of the catalogue reader; pass `{ api: 'v1' }` for the
   * latter, for instance behind a proxy that forwards only the catalogue reader's paths. Both
   * resolve to the same {@link Collection}.
   *
   * @param slug - the slug, e.g. `summer`; delimiters are encoded into the path.
   * @param options - `api` (`'v2'` by default, or `'v1'`), `signal`, `timeout`.
   * @throws `ApplicationError` with status 404 and code `COLLECTION_NOT_FOUND` when there is no
   * such collection.
   * @example
   * ```ts
   * const summer = await client.collections.getBySlug('summer')
   * const page = await client.products.query().eq('collectionIds', summer.id).find()
   *
   * // The same collection, from the catalogue reader (GET /v1/collections/slug/summer):
   * const fromReader = await client.collections.getBySlug('summer', { api: 'v1' })
   * console.log(fromReader.id === summer.id) // true
   * ```
   */
  getBySlug(slug: string, options?: GetCollectionBySlugOptions): Promise<Collection>
  /**
   * A typed query: filter, sort, page.
   *
   * @example
   * ```ts
   * const page = await client.collections.query().startsWith('name', 'S').ascending('name').find()
   * ```
   */
  query(): QueryBuilder<Collection, CollectionQueryFields>
  /**
   * Creates a collection.
   *
   * @example
   * ```ts
   * const sale = await admin.collections.create({ name: 'Sale', slug: 'sale' })
   * ```
   */
  create(collection: CollectionInput, options?: CallOptions): Promise<Collection>
  /**
   * Changes the fields given.
   *
   * @example
   * ```ts
   * await admin.collections.update('col-1', { name: 'Summer sale' })
   * ```
   */
  update(id: string, collection: CollectionUpdate, options?: CallOptions): Promise<Collection>
  /**
   * Deletes a collection (its products stay).
   *
   * @example
   * ```ts
   * await admin.collections.delete('col-1')
   * ```
   */
  delete(id: string, options?: CallOptions): Promise<void>
  /**
   * Adds products to a collection.
   *
   * @example
   * ```ts
   * await admin.collections.addProducts('col-1', ['prod-1', 'prod-2'])
   * ```
   */
  addProducts(id: string, productIds: readonly string[], options?: CallOptions): Promise<void>
  /**
   * Removes products from a collection (the products stay in the catalogue).
   *
   * @example
   * ```ts
   * await admin.collections.removeProducts('col-1', ['prod-2'])
   * ```
   */
  removeProducts(id: string, productIds: readonly string[], options?: CallOptions): Promise<void>
}

/** `collections.getBySlug`: the v2 endpoint, or the catalogue reader's v1 one when asked. */
function getBySlug(
  ctx: ModuleContext,
  slug: string,
  options?: GetCollectionBySlugOptions,
): Promise<Collection> {
  return ctx.call(options?.api === 'v1' ? getCollectionBySlugV1 : getCollectionBySlug, [slug], options)
}

// The writes: `collectionAdmin` of the admin chunk (shared with the product writes), loaded on first use.
const admin = /* @__PURE__ */ lazy(
  () => import('./admin/index').then((chunk) => chunk.collectionAdmin),
  ['create', 'update', 'delete', 'addProducts', 'removeProducts'],
)

/**
 * The collections module.
 *
 * @example
 * ```ts
 * import { oauth } from '@vitrine/auth'
 * import { collections } from '@vitrine/catalog'
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: oauth({ clientId: 'demo-storefront' }),
 *   modules: { collections },
 * })
 * const summer = await client.collections.getBySlug('summer')
 * ```
 */
export const collections: Module<CollectionsApi> = /* @__PURE__ */ defineModule(
  (ctx): CollectionsApi => ({
    ...bind(ctx, {
      get: getCollection,
      getBySlug,
      query: queryOf<Collection, CollectionQueryFields>(queryCollections),
    }),
    ...bind(ctx, admin),
  }),
)
