import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import { applicationError } from '../wire/wire-error'
import type { CollectionRecord } from './product-record'
import { noteCatalogueChanged } from './rendered-catalogue'

/**
 * The collection service: the only code that writes collections. Products' membership is the
 * product service's (`setCollectionMembership`): it lives on the product records.
 */

/** The collection, or 404 `COLLECTION_NOT_FOUND`. */
export function requireCollection(context: EmulatorContext, id: string): CollectionRecord {
  const collection = context.state.collections.get(id)
  if (!collection)
    throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { collectionId: id })
  return collection
}

/** Whether another collection than `ownId` uses the slug. */
export function collectionSlugTaken(context: EmulatorContext, slug: string, ownId?: string): boolean {
  return [...context.state.collections.values()].some((col) => col.slug === slug && col.id !== ownId)
}

/** The fields a collection is created or updated with. */
export type CollectionPatch = Partial<Pick<CollectionRecord, 'name' | 'slug' | 'visible' | 'description'>>

/** Creates a collection with a slug no other collection uses (409 `DUPLICATE_SLUG` otherwise). */
export function createCollection(
  context: EmulatorContext,
  patch: CollectionPatch,
  slug: string,
): CollectionRecord {
  if (collectionSlugTaken(context, slug))
    throw applicationError(409, 'DUPLICATE_SLUG', 'Another collection uses this slug', { slug })
  const collection: CollectionRecord = {
    id: newId(),
    name: patch.name ?? 'Collection',
    slug,
    visible: patch.visible ?? true,
    description: patch.description ?? '',
    media: [],
  }
  context.state.collections.set(collection.id, collection)
  context.changed()
  return collection
}

/** Applies a patch to a collection; returns the names of the fields that changed. */
export function updateCollection(
  context: EmulatorContext,
  collection: CollectionRecord,
  patch: CollectionPatch,
): string[] {
  if (patch.slug && collectionSlugTaken(context, patch.slug, collection.id))
    throw applicationError(409, 'DUPLICATE_SLUG', 'Another collection uses this slug', { slug: patch.slug })
  const changed = Object.keys(patch).filter(
    (k) => patch[k as keyof CollectionPatch] !== collection[k as keyof CollectionPatch],
  )
  Object.assign(collection, patch)
  context.changed()
  return changed
}

/**
 * Deletes a collection and takes it off every product: a change to many products at once, so the
 * rendered catalogue starts over rather than following it product by product.
 */
export function deleteCollection(context: EmulatorContext, collection: CollectionRecord): void {
  context.state.collections.delete(collection.id)
  for (const product of context.state.products.values())
    product.collectionIds = product.collectionIds.filter((cid) => cid !== collection.id)
  noteCatalogueChanged(context)
  context.changed()
}
