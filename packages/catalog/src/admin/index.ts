// The catalogue's admin chunk: every write and bulk helper of the products and collections
// modules, which they load with one `import()` on first use, so a storefront that only reads never
// downloads them (DESIGN §5). Nothing that `src/index.ts` reaches statically may import this folder
// (test/admin-chunk.test.ts guards it). Internal.
import { addChoiceMedia } from './add-choice-media'
import { addMedia } from './add-media'
import { addProducts } from './add-products'
import { bulkAdjust } from './bulk-adjust'
import { bulkCreate } from './bulk-create'
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

// The chunk's own exports are the products module's admin methods, by method name: the products
// module binds the chunk as it loads (a storefront's up-front code carries no unwrapping step);
// the collections module binds `collectionAdmin`.
export {
  addChoiceMedia,
  addMedia,
  bulkAdjust,
  bulkCreate,
  bulkUpdate,
  createProduct as create,
  deleteProduct as delete,
  removeBrand,
  removeChoiceMedia,
  removeMedia,
  removeOptions,
  removeRibbon,
  resetVariants,
  updateProduct as update,
  updateVariants,
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
