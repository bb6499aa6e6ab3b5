import type { QueryFields } from '../wire/filter'

/** Product fields for `query-platformized` filters and sorts. */
export const PRODUCT_FIELDS: QueryFields = {
  filter: {
    id: { path: 'id', kind: 'string' },
    name: { path: 'name', kind: 'string' },
    description: { path: 'description', kind: 'string' },
    slug: { path: 'slug', kind: 'string' },
    sku: { path: 'sku', kind: 'string' },
    productType: { path: 'productType', kind: 'string' },
    collectionIds: { path: 'collectionIds', kind: 'stringArray' },
    price: { path: 'priceData.price', kind: 'number' },
    'price.price': { path: 'priceData.price', kind: 'number' },
    'priceData.price': { path: 'priceData.price', kind: 'number' },
    discountedPrice: { path: 'priceData.discountedPrice', kind: 'number' },
    'priceData.discountedPrice': { path: 'priceData.discountedPrice', kind: 'number' },
    inStock: { path: 'stock.inStock', kind: 'boolean' },
    'stock.inStock': { path: 'stock.inStock', kind: 'boolean' },
    'stock.inventoryStatus': { path: 'stock.inventoryStatus', kind: 'string' },
    'stock.quantity': { path: 'stock.quantity', kind: 'number' },
    visible: { path: 'visible', kind: 'boolean' },
    brand: { path: 'brand', kind: 'string' },
    ribbon: { path: 'ribbon', kind: 'string' },
    weight: { path: 'weight', kind: 'number' },
    numericId: { path: 'numericId', kind: 'string' },
    'discount.type': { path: 'discount.type', kind: 'string' },
    manageVariants: { path: 'manageVariants', kind: 'boolean' },
    lastUpdated: { path: 'lastUpdated', kind: 'date' },
    createdDate: { path: 'createdDate', kind: 'date' },
  },
  sort: [
    'id',
    'name',
    'slug',
    'sku',
    'price',
    'priceData.price',
    'price.price',
    'discountedPrice',
    'priceData.discountedPrice',
    'weight',
    'numericId',
    'brand',
    'ribbon',
    'lastUpdated',
    'createdDate',
  ],
}

/** Collection fields for collection queries. */
export const COLLECTION_FIELDS: QueryFields = {
  filter: {
    id: { path: 'id', kind: 'string' },
    name: { path: 'name', kind: 'string' },
    slug: { path: 'slug', kind: 'string' },
    visible: { path: 'visible', kind: 'boolean' },
    numberOfProducts: { path: 'numberOfProducts', kind: 'number' },
  },
  sort: ['id', 'name', 'slug', 'numberOfProducts'],
}

/** Store-variant fields for `/v1/variants/query` (`choices.<option>` is open). */
export const STORE_VARIANT_FIELDS: QueryFields = {
  filter: {
    id: { path: 'id', kind: 'string' },
    productId: { path: 'productId', kind: 'string' },
    variantId: { path: 'variantId', kind: 'string' },
    variantName: { path: 'variantName', kind: 'string' },
    productName: { path: 'productName', kind: 'string' },
    sku: { path: 'sku', kind: 'string' },
    managedVariant: { path: 'managedVariant', kind: 'boolean' },
    collectionIds: { path: 'collectionIds', kind: 'stringArray' },
    'stock.inStock': { path: 'stock.inStock', kind: 'boolean' },
    'stock.quantity': { path: 'stock.quantity', kind: 'number' },
  },
  sort: ['id', 'productId', 'productName', 'variantName', 'sku'],
  prefixes: ['choices.'],
}
