import type { CallOptions, Page, QueryBuilder } from '@vitrine/core'
import { bind, defineModule, lazy, type Module, queryOf } from '@vitrine/core/module'
import { getProduct } from './operations/get-product'
import { optionsAvailability } from './operations/options-availability'
import { queryProducts } from './operations/query-products'
import { productVariants } from './product-variants'
import type { BulkAdjust, BulkCreateResult, BulkOptions, BulkResult, BulkSet } from './types/bulk'
import type { ChoiceMedia, MediaSource } from './types/media'
import type { GetProductOptions, ProductVariantsOptions } from './types/options'
import type {
  OptionsAvailability,
  Product,
  ProductInput,
  ProductQueryFields,
  ProductUpdate,
  Variant,
  VariantUpdate,
} from './types/product'

/**
 * The products of the catalogue: reads for anyone, writes for an owner or app credential
 * (`apiKey()` from `@vitrine/auth`; a visitor gets an `ApplicationError` with code `FORBIDDEN`).
 * Every method checks its input before sending (an `InvalidInputError` naming the field) and
 * takes an id first, then its payload, then core's `CallOptions` (`signal`, `timeout`), or an
 * extension of them. An aborted call rejects with the signal's `reason`. The writes and bulk
 * helpers (of products and collections alike) come in one code chunk that the first of them
 * loads with `import()`: a storefront that only reads never downloads them. Hooks see each call
 * as `products.<method>` (`products.get`, `products.query`, `products.bulkUpdate` per chunk, …).
 */
export interface ProductsApi {
  /**
   * One product by id.
   *
   * @param id - the product id.
   * @param options - `includeMerchantSpecificData` for cost and profit (owner or app only), `signal`, `timeout`.
   * @throws `ApplicationError` with status 404 when there is no such product.
   * @example
   * ```ts
   * const product = await client.products.get('prod-1')
   * console.log(product.name, product.priceData?.price, product.lastUpdated?.toISOString())
   * ```
   */
  get(id: string, options?: GetProductOptions): Promise<Product>
  /**
   * A typed query: filter, sort, page. Unknown field names do not compile.
   *
   * @example
   * ```ts
   * const summer = await client.collections.getBySlug('summer')
   * const page = await client.products
   *   .query()
   *   .eq('collectionIds', summer.id)
   *   .gt('priceData.price', 5)
   *   .ascending('name')
   *   .limit(20)
   *   .find()
   * for await (const product of client.products.query().limit(100).iterate()) console.log(product.name)
   * ```
   */
  query(): QueryBuilder<Product, ProductQueryFields>
  /**
   * Creates a product.
   *
   * @param product - at least a non-empty `name`.
   * @returns the product as stored, with its id.
   * @example
   * ```ts
   * const shirt = await admin.products.create({ name: 'Shirt', productType: 'physical', priceData: { price: 10.5 } })
   * ```
   */
  create(product: ProductInput, options?: CallOptions): Promise<Product>
  /**
   * Changes the fields given, leaves the others as they are.
   *
   * @returns the product as stored.
   * @example
   * ```ts
   * const updated = await admin.products.update('prod-1', { name: 'Shirt 2', priceData: { price: 12 } })
   * ```
   */
  update(id: string, product: ProductUpdate, options?: CallOptions): Promise<Product>
  /**
   * Deletes a product.
   *
   * @example
   * ```ts
   * await admin.products.delete('prod-1')
   * ```
   */
  delete(id: string, options?: CallOptions): Promise<void>
  /**
   * The variants of a product, all or those matching `choices` or `variantIds`, as a page.
   * Paging is sent only when you give `limit` or `offset`: otherwise the platform's own page size
   * applies, and `next()` fetches the following variants.
   *
   * @example
   * ```ts
   * const page = await client.products.variants('prod-1', { choices: { Size: 'M' } })
   * for await (const variant of page) console.log(variant.id, variant.variant?.priceData?.price)
   * ```
   */
  variants(id: string, options?: ProductVariantsOptions): Promise<Page<Variant>>
  /**
   * Sets price, cost, weight, SKU or visibility of the variants each entry selects.
   *
   * @returns the changed variants.
   * @example
   * ```ts
   * await admin.products.updateVariants('prod-1', [{ choices: { Size: 'L' }, price: 14 }])
   * ```
   */
  updateVariants(id: string, variants: readonly VariantUpdate[], options?: CallOptions): Promise<Variant[]>
  /**
   * Resets every variant's data to the product's.
   *
   * @example
   * ```ts
   * await admin.products.resetVariants('prod-1')
   * ```
   */
  resetVariants(id: string, options?: CallOptions): Promise<void>
  /**
   * What a selection of choices leads to: the selected variant, its stock, and which choices
   * remain available.
   *
   * @param choices - option name to choice, e.g. `{ Size: 'M', Color: 'Red' }`.
   * @example
   * ```ts
   * const { availableForPurchase, selectedVariant } = await client.products.optionsAvailability('prod-1', { Size: 'M' })
   * ```
   */
  optionsAvailability(
    id: string,
    choices: Readonly<Record<string, string>>,
    options?: CallOptions,
  ): Promise<OptionsAvailability>
  /**
   * Adds media to a product, each by media id or by URL to import, optionally to one choice.
   *
   * @example
   * ```ts
   * await admin.products.addMedia('prod-1', [{ url: 'https://example.com/shirt.jpg' }])
   * ```
   */
  addMedia(id: string, media: readonly MediaSource[], options?: CallOptions): Promise<void>
  /**
   * Removes media items from a product.
   *
   * @example
   * ```ts
   * await admin.products.removeMedia('prod-1', ['media-1'])
   * ```
   */
  removeMedia(id: string, mediaIds: readonly string[], options?: CallOptions): Promise<void>
  /**
   * Attaches media items of the product to choices of an option.
   *
   * @example
   * ```ts
   * await admin.products.addChoiceMedia('prod-1', [{ option: 'Color', choice: 'Red', mediaIds: ['media-1'] }])
   * ```
   */
  addChoiceMedia(id: string, media: readonly ChoiceMedia[], options?: CallOptions): Promise<void>
  /**
   * Detaches media items from choices of an option.
   *
   * @example
   * ```ts
   * await admin.products.removeChoiceMedia('prod-1', [{ option: 'Color', choice: 'Red', mediaIds: ['media-1'] }])
   * ```
   */
  removeChoiceMedia(id: string, media: readonly ChoiceMedia[], options?: CallOptions): Promise<void>
  /**
   * Removes every option (and so every variant) of a product.
   *
   * @example
   * ```ts
   * await admin.products.removeOptions('prod-1')
   * ```
   */
  removeOptions(id: string, options?: CallOptions): Promise<void>
  /**
   * Removes a product's brand.
   *
   * @example
   * ```ts
   * await admin.products.removeBrand('prod-1')
   * ```
   */
  removeBrand(id: string, options?: CallOptions): Promise<void>
  /**
   * Removes a product's ribbon.
   *
   * @example
   * ```ts
   * await admin.products.removeRibbon('prod-1')
   * ```
   */
  removeRibbon(id: string, options?: CallOptions): Promise<void>
  /**
   * Sets one value (price, cost or weight) on any number of products. Ids are sent in chunks of
   * {@link BULK_CHUNK_SIZE} (the platform's limit per call), `concurrency` chunks at a time
   * (default 4); duplicates count once. A failing chunk or product does not stop the others:
   * the result lists every id's outcome. Aborting `signal` rejects with its reason.
   *
   * @example
   * ```ts
   * const { items } = await admin.products.query().startsWith('name', 'Shirt').find()
   * const ids = items.map((product) => product.id)
   * const { succeeded, failed } = await admin.products.bulkUpdate(ids, { price: 9.99 }, {
   *   onProgress: ({ done, total }) => console.log(`${done}/${total}`),
   * })
   * for (const { id, error } of failed) console.error(id, error.message)
   * ```
   */
  bulkUpdate(ids: readonly string[], set: BulkSet, options?: BulkOptions): Promise<BulkResult>
  /**
   * Changes one value (price, cost or weight) of any number of products by an amount or a
   * percentage. Chunked, concurrent and reported like {@link ProductsApi.bulkUpdate}; a chunk is
   * never retried, as adjusting twice would change the value twice.
   *
   * @example
   * ```ts
   * const result = await admin.products.bulkAdjust(['prod-1', 'prod-2'], { price: { percentage: { rate: -10 } } })
   * ```
   */
  bulkAdjust(ids: readonly string[], adjust: BulkAdjust, options?: BulkOptions): Promise<BulkResult>
  /**
   * Creates any number of products: the create call for each, `concurrency` at a time (default
   * 4), in the order given. A product the platform refuses — or whose input is wrong: nothing is
   * sent for it — is that product's failure, never the others': the result has every index given,
   * in `succeeded` (with the product as stored) or `failed` (with the error). `onProgress` is
   * called before the first create and after each. Aborting `signal` stops starting creates, aborts
   * those in flight and rejects with its reason (creates already answered have taken effect). A
   * create is never retried (creating twice makes two products): a `NetworkError` or
   * `TimeoutError` in `failed` may hide a product that was created, so look for it (by slug or
   * SKU) before creating it again.
   *
   * @param products - the products to create, each as {@link ProductsApi.create} takes it.
   * @example
   * ```ts
   * const seed = Array.from({ length: 400 }, (_, i) => ({
   *   name: `Poster ${i + 1}`,
   *   slug: `poster-${i + 1}`,
   *   productType: 'physical' as const,
   *   priceData: { price: 12 },
   * }))
   * const { succeeded, failed } = await admin.products.bulkCreate(seed, {
   *   concurrency: 8,
   *   onProgress: ({ done, total, failed }) => console.log(`${done}/${total}, ${failed} failed`),
   * })
   * for (const { index, product } of succeeded) console.log(seed[index]?.slug, product.id)
   * for (const { index, error } of failed) console.error(seed[index]?.slug, error.message)
   * ```
   */
  bulkCreate(products: readonly ProductInput[], options?: BulkOptions): Promise<BulkCreateResult>
}

// The writes and bulk helpers: the admin chunk's own exports, loaded on the first call of any of them.
const admin = /* @__PURE__ */ lazy(
  () => import('./admin/index'),
  [
    'create',
    'update',
    'delete',
    'updateVariants',
    'resetVariants',
    'addMedia',
    'removeMedia',
    'addChoiceMedia',
    'removeChoiceMedia',
    'removeOptions',
    'removeBrand',
    'removeRibbon',
    'bulkUpdate',
    'bulkAdjust',
    'bulkCreate',
  ],
)

/**
 * The products module: pass it to `createClient` under the name you want.
 *
 * @example
 * ```ts
 * import { createClient } from '@vitrine/core'
 * import { apiKey } from '@vitrine/auth'
 * import { products } from '@vitrine/catalog'
 *
 * const admin = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: apiKey({ key: process.env.VITRINE_API_KEY!, siteId: process.env.VITRINE_SITE_ID! }),
 *   modules: { products },
 * })
 * const page = await admin.products.query().startsWith('name', 'Sh').find()
 * ```
 */
export const products: Module<ProductsApi> = /* @__PURE__ */ defineModule(
  (ctx): ProductsApi => ({
    ...bind(ctx, {
      get: getProduct,
      query: queryOf<Product, ProductQueryFields>(queryProducts),
      variants: productVariants,
      optionsAvailability,
    }),
    ...bind(ctx, admin),
  }),
)
