import type { QueryBuilder } from '@vitrine/core'
import { defineModule, type Module } from '@vitrine/core/module'
import { lazyWrite } from '../lazy-write'
import type {
  Collection,
  CollectionInput,
  CollectionQueryFields,
  CollectionUpdate,
} from '../types/collection'
import type { RequestOptions } from '../types/options'
import { getCollection } from './get-collection'
import { getCollectionBySlug } from './get-collection-by-slug'
import { queryCollections } from './query-collections'

/**
 * The collections of the catalogue: reads for anyone, writes for an owner or app credential.
 * Arguments go id first, then the payload, then options with an optional `signal`. The writes
 * load on first use, in the code chunk of the product writes.
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
  get(id: string, options?: RequestOptions): Promise<Collection>
  /**
   * One collection by slug.
   *
   * @example
   * ```ts
   * const summer = await client.collections.getBySlug('summer')
   * const page = await client.products.query().eq('collectionIds', summer.id).find()
   * ```
   */
  getBySlug(slug: string, options?: RequestOptions): Promise<Collection>
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
  create(collection: CollectionInput, options?: RequestOptions): Promise<Collection>
  /**
   * Changes the fields given.
   *
   * @example
   * ```ts
   * await client.collections.update(sale.id, { name: 'Summer sale' })
   * ```
   */
  update(id: string, collection: CollectionUpdate, options?: RequestOptions): Promise<Collection>
  /**
   * Deletes a collection (its products stay).
   *
   * @example
   * ```ts
   * await client.collections.delete(sale.id)
   * ```
   */
  delete(id: string, options?: RequestOptions): Promise<void>
  /**
   * Adds products to a collection.
   *
   * @example
   * ```ts
   * await client.collections.addProducts(sale.id, ['prod-1', 'prod-2'])
   * ```
   */
  addProducts(id: string, productIds: readonly string[], options?: RequestOptions): Promise<void>
  /**
   * Removes products from a collection (the products stay in the catalogue).
   *
   * @example
   * ```ts
   * await client.collections.removeProducts(sale.id, ['prod-2'])
   * ```
   */
  removeProducts(id: string, productIds: readonly string[], options?: RequestOptions): Promise<void>
}

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
    // Reads stay in the module; writes load with the catalogue's write chunk on first use.
    get: (id, options) => getCollection(ctx, id, options),
    getBySlug: (slug, options) => getCollectionBySlug(ctx, slug, options),
    query: () => queryCollections(ctx),
    create: lazyWrite(ctx, 'createCollection'),
    update: lazyWrite(ctx, 'updateCollection'),
    delete: lazyWrite(ctx, 'deleteCollection'),
    addProducts: lazyWrite(ctx, 'addProducts'),
    removeProducts: lazyWrite(ctx, 'removeProducts'),
  }),
)
