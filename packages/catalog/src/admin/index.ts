// The catalogue's admin chunk: every write and bulk helper of the products and collections
// modules, which they load with one `import()` on first use, so a storefront that only reads never
// downloads them (DESIGN §5). Nothing that `src/index.ts` reaches statically may import this folder
// (test/admin-chunk.test.ts guards it). Internal.
import { addChoiceMedia } from './add-choice-media'
import { addMedia } from './add-media'
import { addProducts } from './add-products'
import { bulkAdjust } from './bulk-adjust'
import { bulkUpdate } from './bulk-update'
import { createCollection } from './create-collection'
import { createProduct } from './create-product'
import { deleteCollection } from './delete-collection'
import { deleteProduct } from './delete-product'
import { removeBrand } from './remove-brand'
import { removeChoiceMedia } from './remove-choice-media'
import { removeMedia } from './remove-media'
import { removeOptions } from './remove-options'
import { removeProducts } from './remove-products'
import { removeRibbon } from './remove-ribbon'
import { resetVariants } from './reset-variants'
import { updateCollection } from './update-collection'
import { updateProduct } from './update-product'
import { updateVariants } from './update-variants'

/** The admin methods of the products module, by method name. */
export const productAdmin: {
  create: typeof createProduct
  update: typeof updateProduct
  delete: typeof deleteProduct
  updateVariants: typeof updateVariants
  resetVariants: typeof resetVariants
  addMedia: typeof addMedia
  removeMedia: typeof removeMedia
  addChoiceMedia: typeof addChoiceMedia
  removeChoiceMedia: typeof removeChoiceMedia
  removeOptions: typeof removeOptions
  removeBrand: typeof removeBrand
  removeRibbon: typeof removeRibbon
  bulkUpdate: typeof bulkUpdate
  bulkAdjust: typeof bulkAdjust
} = {
  create: createProduct,
  update: updateProduct,
  delete: deleteProduct,
  updateVariants,
  resetVariants,
  addMedia,
  removeMedia,
  addChoiceMedia,
  removeChoiceMedia,
  removeOptions,
  removeBrand,
  removeRibbon,
  bulkUpdate,
  bulkAdjust,
}

/** The admin methods of the collections module, by method name. */
export const collectionAdmin: {
  create: typeof createCollection
  update: typeof updateCollection
  delete: typeof deleteCollection
  addProducts: typeof addProducts
  removeProducts: typeof removeProducts
} = {
  create: createCollection,
  update: updateCollection,
  delete: deleteCollection,
  addProducts,
  removeProducts,
}
