import { type CallOptions, QueryBuilder } from '@vitrine/core'
import { bind, defineModule, lazy, type Module } from '@vitrine/core/module'
import { getCollection } from './operations/get-collection'
import { getCollectionBySlug } from './operations/get-collection-by-slug'
import { queryCollections } from './operations/query-collections'
import type { Collection, CollectionInput, CollectionQueryFields, CollectionUpdate } from './types/collection'

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
   * One collection by slug.
   *
   * @example
   * ```ts
   * const summer = await client.collections.getBySlug('summer')
   * const page = await client.products.query().eq('collectionIds', summer.id).find()
   * ```
   */
  getBySlug(slug: string, options?: CallOptions): Promise<Collection>
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
   * const sale = await client.collections.create({ name: 'Sale', slug: 'sale' })
   * ```
   */
  create(collection: CollectionInput, options?: CallOptions): Promise<Collection>
  /**
   * Changes the fields given.
   *
   * @example
   * ```ts
   * await client.collections.update(sale.id, { name: 'Summer sale' })
   * ```
   */
  update(id: string, collection: CollectionUpdate, options?: CallOptions): Promise<Collection>
  /**
   * Deletes a collection (its products stay).
   *
   * @example
   * ```ts
   * await client.collections.delete(sale.id)
   * ```
   */
  delete(id: string, options?: CallOptions): Promise<void>
  /**
   * Adds products to a collection.
   *
   * @example
   * ```ts
   * await client.collections.addProducts(sale.id, ['prod-1', 'prod-2'])
   * ```
   */
  addProducts(id: string, productIds: readonly string[], options?: CallOptions): Promise<void>
  /**
   * Removes products from a collection (the products stay in the catalogue).
   *
   * @example
   * ```ts
   * await client.collections.removeProducts(sale.id, ['prod-2'])
   * ```
   */
  removeProducts(id: string, productIds: readonly string[], options?: CallOptions): Promise<void>
}

// The writes: in the admin chunk (shared with the product writes), loaded on first use.
const admin = /* @__PURE__ */ lazy(
  () => import('./admin/index').then((chunk) => chunk.collectionAdmin),
  ['create', 'update', 'delete', 'addProducts', 'removeProducts'],
)

/**
 * The collections module.
 *
 * @example
 * ```ts
 * const client = createClient({ host: 'http://127.0.0.1:4010', modules: { collections } })
 * const summer = await client.collections.getBySlug('summer')
 * ```
 */
export const collections: Module<CollectionsApi> = /* @__PURE__ */ defineModule(
  (ctx): CollectionsApi => ({
    ...bind(ctx, { get: getCollection, getBySlug: getCollectionBySlug }),
    query: () => new QueryBuilder((query, signal) => ctx.call(queryCollections, [query], { signal })),
    ...bind(ctx, admin),
  }),
)
