import { type Context, Hono } from 'hono'
import { ALL_PRODUCTS_COLLECTION_ID } from '../constants'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBody } from '../pipeline/request-input'
import type { JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { collectionForView } from './catalog-access'
import { collectionChanged, collectionCreated, collectionDeleted, productChanged } from './catalog-events'
import { createCollection, deleteCollection, requireCollection, updateCollection } from './collection-service'
import { bodyIdMatches, ownerCall, readIdList, requireObject } from './owner-input'
import { slugify } from './product-input'
import type { CollectionRecord } from './product-record'
import { requireProduct, setCollectionMembership } from './product-service'

/** Collections: create, update, delete, and their products. */
export function collectionWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  const collectionMembership = (adding: boolean) => async (c: Context) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id') ?? ''
    const body = await readBody(c, context)
    bodyIdMatches(body, id)
    const violations = new Violations()
    const productIds = readIdList(body['productIds'], 'productIds', violations, 1000)
    violations.throwIfAny()
    if (id === ALL_PRODUCTS_COLLECTION_ID) {
      throw applicationError(
        400,
        'CANNOT_MODIFY_ALL_PRODUCTS',
        'Every product is in the All Products collection',
        { collectionId: id },
      )
    }
    requireCollection(context, id)
    const products = productIds.map((productId) => requireProduct(context, productId))
    setCollectionMembership(context, products, id, adding)
    for (const product of products)
      productChanged(context, product.id, ['collectionIds'], webhookIdentity(caller))
    collectionChanged(context, id, ['productIds'], webhookIdentity(caller))
    return jsonResponse({})
  }
  app.post('/v1/collections/:id/productIds', collectionMembership(true))
  app.post('/v1/collections/:id/productIds/delete', collectionMembership(false))

  const readCollection = (
    input: JsonObject,
    creating: boolean,
    violations: Violations,
  ): Partial<CollectionRecord> => {
    const patch: Partial<CollectionRecord> = {}
    const name = input['name']
    if (name !== undefined || creating) {
      if (typeof name !== 'string' || name.trim() === '' || name.length > 50)
        violations.add('collection.name', 'must be 1 to 50 characters', 'MAX_LENGTH', { threshold: 50 })
      else patch.name = name
    }
    const slug = input['slug']
    if (slug !== undefined && slug !== null) {
      if (typeof slug !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
        violations.add('collection.slug', 'must be lower-case words joined by hyphens', 'FORMAT')
      else patch.slug = slug
    }
    if (input['visible'] !== undefined) {
      if (typeof input['visible'] !== 'boolean')
        violations.add('collection.visible', 'must be a boolean', 'FORMAT')
      else patch.visible = input['visible']
    }
    if (input['description'] !== undefined && input['description'] !== null) {
      if (typeof input['description'] !== 'string')
        violations.add('collection.description', 'must be a string', 'FORMAT')
      else patch.description = input['description']
    }
    return patch
  }
  const renderCollection = (collection: CollectionRecord): JsonObject =>
    collectionForView(context, collection, { includeHidden: true, merchant: false })

  app.post('/v1/collections', async (c) => {
    const caller = ownerCall(c, context)
    const input = requireObject(await readBody(c, context), 'collection')
    const violations = new Violations()
    const patch = readCollection(input, true, violations)
    violations.throwIfAny()
    const slug = patch.slug ?? slugify(patch.name ?? 'collection')
    const collection = createCollection(context, patch, slug)
    collectionCreated(context, collection, webhookIdentity(caller))
    return jsonResponse({ collection: renderCollection(collection) })
  })

  app.patch('/v1/collections/:id', async (c) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id')
    const input = requireObject(await readBody(c, context), 'collection')
    if (input['id'] !== undefined && input['id'] !== id)
      throw invalidArgument('collection.id', 'differs from the path parameter', 'VALIDATION')
    const violations = new Violations()
    const patch = readCollection(input, false, violations)
    violations.throwIfAny()
    const collection = requireCollection(context, id)
    const changed = updateCollection(context, collection, patch)
    if (changed.length > 0) collectionChanged(context, id, changed, webhookIdentity(caller))
    return jsonResponse({ collection: renderCollection(collection) })
  })

  app.delete('/v1/collections/:id', (c) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id')
    if (id === ALL_PRODUCTS_COLLECTION_ID)
      throw applicationError(
        400,
        'CANNOT_DELETE_ALL_PRODUCTS',
        'The All Products collection cannot be deleted',
      )
    deleteCollection(context, requireCollection(context, id))
    collectionDeleted(context, id, webhookIdentity(caller))
    return jsonResponse({})
  })

  return app
}
