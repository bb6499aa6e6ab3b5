import { type MethodTable, operationTable, row } from '@vitrine/test-utils'
import { addChoiceMedia } from '../admin/add-choice-media'
import { addMedia } from '../admin/add-media'
import { addProducts } from '../admin/add-products'
import { bulkAdjustCall } from '../admin/bulk-adjust'
import { bulkUpdateCall } from '../admin/bulk-update'
import { createCollection } from '../admin/create-collection'
import { createProduct } from '../admin/create-product'
import { deleteCollection } from '../admin/delete-collection'
import { deleteProduct } from '../admin/delete-product'
import { removeBrand } from '../admin/remove-brand'
import { removeChoiceMedia } from '../admin/remove-choice-media'
import { removeMedia } from '../admin/remove-media'
import { removeOptions } from '../admin/remove-options'
import { removeProducts } from '../admin/remove-products'
import { removeRibbon } from '../admin/remove-ribbon'
import { resetVariants } from '../admin/reset-variants'
import { updateCollection } from '../admin/update-collection'
import { updateProduct } from '../admin/update-product'
import { updateVariants } from '../admin/update-variants'
import type { CollectionsApi } from '../collections'
import type { ProductsApi } from '../products'
import type { Collection } from '../types/collection'
import type { Product, Variant } from '../types/product'
import type { StoreVariant } from '../types/store-variant'
import type { VariantsApi } from '../variants'
import { getCollection } from './get-collection'
import { getCollectionBySlug } from './get-collection-by-slug'
import { getCollectionBySlugV1 } from './get-collection-by-slug-v1'
import { getProduct } from './get-product'
import { getVariant } from './get-variant'
import { optionsAvailability } from './options-availability'
import { queryCollections } from './query-collections'
import { queryProductVariants } from './query-product-variants'
import { queryProducts } from './query-products'
import { queryVariants } from './query-variants'

// Every catalogue call of the spec (§7), reads and admin writes, as a table: arguments → request,
// answer → result. No network: the behaviour against the platform is tested beside each
// operation, against the emulator. Query endpoints are sent as a GET with `.r` (wire notes §4;
// core turns a long one into the POST the spec names), so their rows state a GET.

/** Every method of the three modules and the calls that cover it: a method left out does not compile. */
const methods: MethodTable<{ products: ProductsApi; variants: VariantsApi; collections: CollectionsApi }> = {
  'products.get': 'GET /v1/products/{id}',
  'products.query': 'POST /v1/products/query-platformized',
  'products.create': 'POST /v1/products',
  'products.update': 'PATCH /v1/products/{product.id}',
  'products.delete': 'DELETE /v1/products/{id}',
  'products.variants': 'POST /v1/products/{id}/variants/query',
  'products.updateVariants': 'PATCH /v1/products/{id}/variants',
  'products.resetVariants': 'POST /v1/products/{id}/variants/resetToDefault',
  'products.optionsAvailability': 'POST /v1/products/{id}/productOptionsAvailability',
  'products.addMedia': 'POST /v1/products/{id}/media',
  'products.removeMedia': 'POST /v1/products/{id}/media/delete',
  'products.addChoiceMedia': 'PATCH /v1/products/{id}/choices/media',
  'products.removeChoiceMedia': 'POST /v1/products/{id}/choices/media/delete',
  'products.removeOptions': 'DELETE /v1/products/{id}/options',
  'products.removeBrand': 'POST /v1/products/{id}/remove-brand',
  'products.removeRibbon': 'POST /v1/products/{id}/remove-ribbon',
  'products.bulkUpdate': 'POST /v1/bulk/products/update',
  'products.bulkAdjust': 'POST /v1/bulk/products/adjust-properties',
  'products.bulkCreate': 'POST /v1/products',
  'variants.get': 'GET /v1/variants/{id}',
  'variants.query': 'POST /v1/variants/query',
  'collections.get': 'GET /v2/collections/{id}',
  'collections.getBySlug': ['GET /v2/collections/slug/{slug}', 'GET /v1/collections/slug/{slug}'],
  'collections.query': 'POST /v2/collections/query',
  'collections.create': 'POST /v1/collections',
  'collections.update': 'PATCH /v1/collections/{collection.id}',
  'collections.delete': 'DELETE /v1/collections/{id}',
  'collections.addProducts': 'POST /v1/collections/{id}/productIds',
  'collections.removeProducts': 'POST /v1/collections/{id}/productIds/delete',
}

const reader = 'catalog-reader'
const writer = 'catalog-server'
const product = { id: 'p 1', name: 'Shirt', priceData: { price: 10.5 } } as Product
const variant = { id: 'v-1', choices: { Size: 'M' }, variant: { priceData: { price: 12 } } } as Variant
const storeVariant = { id: 'p-1-v-1', productId: 'p-1', variantName: 'M' } as StoreVariant
const collection = { id: 'c 1', name: 'Summer', slug: 'summer' } as Collection
const query = { filter: { name: { $startsWith: 'S' } }, paging: { limit: 2, offset: 4 } }

const reads = [
  row({
    spec: 'GET /v2/collections/{id}',
    operation: getCollection,
    args: ['c 1'],
    request: { method: 'GET', service: 'collections', path: '/v2/collections/c%201', query: { id: 'c 1' } },
    answer: { collection },
    result: collection,
  }),
  row({
    spec: 'GET /v2/collections/slug/{slug}',
    operation: getCollectionBySlug,
    args: ['summer'],
    options: { api: 'v2' },
    request: {
      method: 'GET',
      service: 'collections',
      path: '/v2/collections/slug/summer',
      query: { slug: 'summer' },
    },
    answer: { collection },
    result: collection,
  }),
  row({
    spec: 'GET /v1/collections/slug/{slug}',
    operation: getCollectionBySlugV1,
    args: ['summer'],
    options: { api: 'v1' },
    request: {
      method: 'GET',
      service: reader,
      path: '/v1/collections/slug/summer',
      query: { slug: 'summer' },
    },
    answer: { collection },
    result: collection,
  }),
  row({
    spec: 'POST /v2/collections/query',
    operation: queryCollections,
    args: [query],
    request: { method: 'GET', service: 'collections', path: '/v2/collections/query', query: { query } },
    answer: { collections: [collection], metadata: { count: 1, offset: 4, total: 5 } },
    result: { items: [collection], total: 5 },
  }),
  row({
    spec: 'GET /v1/products/{id}',
    operation: getProduct,
    args: ['p 1'],
    options: { includeMerchantSpecificData: true },
    request: {
      method: 'GET',
      service: reader,
      path: '/v1/products/p%201',
      query: { id: 'p 1', includeMerchantSpecificData: true },
    },
    answer: { product },
    result: product,
  }),
  row({
    spec: 'POST /v1/products/query-platformized',
    operation: queryProducts,
    args: [query],
    request: { method: 'GET', service: reader, path: '/v1/products/query-platformized', query: { query } },
    answer: { products: [product], metadata: { count: 1, offset: 0, tooManyToCount: true } },
    result: { items: [product], total: undefined, tooManyToCount: true },
  }),
  row({
    spec: 'POST /v1/products/query-platformized',
    operation: queryProducts,
    args: [{ paging: { limit: 50, offset: 0 } }],
    request: {
      method: 'GET',
      service: reader,
      path: '/v1/products/query-platformized',
      query: { query: { filter: {}, paging: { limit: 50, offset: 0 } } },
    },
    answer: {},
    result: { items: [], total: undefined },
  }),
  row({
    spec: 'POST /v1/products/{id}/productOptionsAvailability',
    operation: optionsAvailability,
    args: ['p 1', { Size: 'M' }],
    request: {
      method: 'POST',
      service: reader,
      path: '/v1/products/p%201/productOptionsAvailability',
      body: { id: 'p 1', options: { Size: 'M' } },
      idempotent: true,
      argumentNames: { options: 'choices' },
    },
    answer: { availableForPurchase: true, selectedVariant: { inStock: true } },
    result: { availableForPurchase: true, selectedVariant: { inStock: true } },
  }),
  row({
    spec: 'POST /v1/products/{id}/variants/query',
    operation: queryProductVariants,
    args: ['p 1'],
    options: { choices: { Size: 'M' }, includeMerchantSpecificData: true, limit: 10 },
    request: {
      method: 'POST',
      service: reader,
      path: '/v1/products/p%201/variants/query',
      body: {
        id: 'p 1',
        choices: { Size: 'M' },
        paging: { limit: 10, offset: 0 },
        includeMerchantSpecificData: true,
      },
      idempotent: true,
      argumentNames: { choices: 'options.choices', variantIds: 'options.variantIds', paging: 'options' },
    },
    answer: { variants: [variant], metadata: { count: 1, offset: 0 }, totalResults: 1 },
    result: { items: [variant], total: 1 },
  }),
  row({
    spec: 'POST /v1/products/{id}/variants/query',
    operation: queryProductVariants,
    args: ['p-1'],
    options: { variantIds: ['v-1'] },
    request: {
      method: 'POST',
      service: reader,
      path: '/v1/products/p-1/variants/query',
      body: { id: 'p-1', variantIds: ['v-1'] },
    },
    answer: { variants: [variant] },
    result: { items: [variant], total: undefined },
  }),
  row({
    spec: 'POST /v1/variants/query',
    operation: queryVariants,
    args: [query],
    request: {
      method: 'POST',
      service: reader,
      path: '/v1/variants/query',
      body: { query },
      idempotent: true,
    },
    answer: { variants: [storeVariant], metadata: { count: 1, offset: 4, total: 5 } },
    result: { items: [storeVariant], total: 5 },
  }),
  row({
    spec: 'GET /v1/variants/{id}',
    operation: getVariant,
    args: ['p-1-v-1'],
    request: { method: 'GET', service: reader, path: '/v1/variants/p-1-v-1', query: { id: 'p-1-v-1' } },
    answer: { variant: storeVariant },
    result: storeVariant,
  }),
]

const writes = [
  row({
    spec: 'POST /v1/products',
    operation: createProduct,
    args: [{ name: 'Shirt', productType: 'physical', priceData: { price: 10.5 } }],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/products',
      body: { product: { name: 'Shirt', productType: 'physical', priceData: { price: 10.5 } } },
    },
    answer: { product },
    result: product,
  }),
  row({
    spec: 'PATCH /v1/products/{product.id}',
    operation: updateProduct,
    args: ['p 1', { name: 'Shirt 2' }],
    request: {
      method: 'PATCH',
      service: writer,
      path: '/v1/products/p%201',
      body: { product: { name: 'Shirt 2', id: 'p 1' } },
      argumentNames: { 'product.id': 'id' },
    },
    answer: { product },
    result: product,
  }),
  row({
    spec: 'DELETE /v1/products/{id}',
    operation: deleteProduct,
    args: ['p 1'],
    request: { method: 'DELETE', service: writer, path: '/v1/products/p%201', query: { id: 'p 1' } },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'PATCH /v1/products/{id}/variants',
    operation: updateVariants,
    args: ['p-1', [{ choices: { Size: 'L' }, price: 14 }]],
    request: {
      method: 'PATCH',
      service: writer,
      path: '/v1/products/p-1/variants',
      body: { id: 'p-1', variants: [{ choices: { Size: 'L' }, price: 14 }] },
    },
    answer: { variants: [variant] },
    result: [variant],
  }),
  row({
    spec: 'POST /v1/products/{id}/variants/resetToDefault',
    operation: resetVariants,
    args: ['p-1'],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/products/p-1/variants/resetToDefault',
      body: { id: 'p-1' },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/collections/{id}/productIds',
    operation: addProducts,
    args: ['c-1', ['p-1', 'p-2']],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/collections/c-1/productIds',
      body: { id: 'c-1', productIds: ['p-1', 'p-2'] },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/collections/{id}/productIds/delete',
    operation: removeProducts,
    args: ['c-1', ['p-2']],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/collections/c-1/productIds/delete',
      body: { id: 'c-1', productIds: ['p-2'] },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/products/{id}/media',
    operation: addMedia,
    args: [
      'p-1',
      [{ url: 'https://example.com/a.jpg' }, { mediaId: 'm-1', choice: { option: 'Color', choice: 'Red' } }],
    ],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/products/p-1/media',
      body: {
        id: 'p-1',
        media: [
          { url: 'https://example.com/a.jpg' },
          { mediaId: 'm-1', choice: { option: 'Color', choice: 'Red' } },
        ],
      },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/products/{id}/media/delete',
    operation: removeMedia,
    args: ['p-1', ['m-1']],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/products/p-1/media/delete',
      body: { id: 'p-1', mediaIds: ['m-1'] },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'PATCH /v1/products/{id}/choices/media',
    operation: addChoiceMedia,
    args: ['p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }]],
    request: {
      method: 'PATCH',
      service: writer,
      path: '/v1/products/p-1/choices/media',
      body: { id: 'p-1', media: [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }] },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/products/{id}/choices/media/delete',
    operation: removeChoiceMedia,
    args: ['p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }]],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/products/p-1/choices/media/delete',
      body: { id: 'p-1', media: [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }] },
    },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'DELETE /v1/products/{id}/options',
    operation: removeOptions,
    args: ['p-1'],
    request: { method: 'DELETE', service: writer, path: '/v1/products/p-1/options', query: { id: 'p-1' } },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/products/{id}/remove-brand',
    operation: removeBrand,
    args: ['p-1'],
    request: { method: 'POST', service: writer, path: '/v1/products/p-1/remove-brand', body: { id: 'p-1' } },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/products/{id}/remove-ribbon',
    operation: removeRibbon,
    args: ['p-1'],
    request: { method: 'POST', service: writer, path: '/v1/products/p-1/remove-ribbon', body: { id: 'p-1' } },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/collections',
    operation: createCollection,
    args: [{ name: 'Summer', slug: 'summer' }],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/collections',
      body: { collection: { name: 'Summer', slug: 'summer' } },
    },
    answer: { collection },
    result: collection,
  }),
  row({
    spec: 'PATCH /v1/collections/{collection.id}',
    operation: updateCollection,
    args: ['c 1', { name: 'Summer sale' }],
    request: {
      method: 'PATCH',
      service: writer,
      path: '/v1/collections/c%201',
      body: { collection: { name: 'Summer sale', id: 'c 1' } },
      argumentNames: { 'collection.id': 'id' },
    },
    answer: { collection },
    result: collection,
  }),
  row({
    spec: 'DELETE /v1/collections/{id}',
    operation: deleteCollection,
    args: ['c 1'],
    request: { method: 'DELETE', service: writer, path: '/v1/collections/c%201', query: { id: 'c 1' } },
    answer: {},
    result: undefined,
  }),
  row({
    spec: 'POST /v1/bulk/products/update',
    operation: bulkUpdateCall,
    args: [['p-1', 'p-3'], { price: 9.99 }],
    // The second chunk's ids, where the caller had them at 100 and 102.
    options: { positions: [100, 102] },
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/bulk/products/update',
      body: { ids: ['p-1', 'p-3'], set: { price: 9.99 } },
      idempotent: true,
      argumentNames: { 'ids[0]': 'ids[100]', 'ids[1]': 'ids[102]' },
    },
    answer: { results: [{ itemMetadata: { id: 'p-1', success: true } }] },
    result: { results: [{ itemMetadata: { id: 'p-1', success: true } }] },
  }),
  row({
    spec: 'POST /v1/bulk/products/adjust-properties',
    operation: bulkAdjustCall,
    args: [['p-1'], { price: { percentage: { rate: -10 } } }],
    request: {
      method: 'POST',
      service: writer,
      path: '/v1/bulk/products/adjust-properties',
      body: { ids: ['p-1'], adjust: { price: { percentage: { rate: -10 } } } },
      idempotent: undefined,
    },
    answer: undefined,
    result: undefined,
  }),
]

operationTable(
  'catalogue operations (reads, and the writes of the admin chunk)',
  [...reads, ...writes],
  methods,
)
