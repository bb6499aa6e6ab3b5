import { type Context, Hono } from 'hono'
import { ALL_PRODUCTS_COLLECTION_ID } from '../constants'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBody } from '../pipeline/request-input'
import { newId } from '../state/random'
import type { JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { collectionForView } from './catalog-access'
import { collectionChanged, collectionCreated, collectionDeleted, productChanged } from './catalog-events'
import { bodyIdMatches, ownerCall, readIdList, requireObject } from './owner-input'
import { slugify } from './product-input'
import type { CollectionRecord } from './product-record'
import { requireProduct, touchProduct } from './product-service'
import { noteCatalogueChanged } from './rendered-catalogue'

function requireCollection(context: EmulatorContext, id: string): CollectionRecord {
  const collection = context.state.collections.get(id)
  if (!collection)
    throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { collectionId: id })
  return collection
}

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
    for (const product of products) {
      const has = product.collectionIds.includes(id)
      if (adding && !has) product.collectionIds.push(id)
      if (!adding && has) product.collectionIds = product.collectionIds.filter((cid) => cid !== id)
      touchProduct(context, product)
      productChanged(context, product.id, ['collectionIds'], webhookIdentity(caller))
    }
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
  const slugTaken = (slug: string, ownId?: string): boolean =>
    [...context.state.collections.values()].some((col) => col.slug === slug && col.id !== ownId)
  const renderCollection = (collection: CollectionRecord): JsonObject =>
    collectionForView(context, collection, { includeHidden: true, merchant: false })

  app.post('/v1/collections', async (c) => {
    const caller = ownerCall(c, context)
    const input = requireObject(await readBody(c, context), 'collection')
    const violations = new Violations()
    const patch = readCollection(input, true, violations)
    violations.throwIfAny()
    const slug = patch.slug ?? slugify(patch.name ?? 'collection')
    if (slugTaken(slug))
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
    if (patch.slug && slugTaken(patch.slug, id))
      throw applicationError(409, 'DUPLICATE_SLUG', 'Another collection uses this slug', { slug: patch.slug })
    const changed = Object.keys(patch).filter(
      (k) => patch[k as keyof CollectionRecord] !== collection[k as keyof CollectionRecord],
    )
    Object.assign(collection, patch)
    context.changed()
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
    requireCollection(context, id)
    context.state.collections.delete(id)
    for (const product of context.state.products.values())
      product.collectionIds = product.collectionIds.filter((cid) => cid !== id)
    noteCatalogueChanged(context)
    context.changed()
    collectionDeleted(context, id, webhookIdentity(caller))
    return jsonResponse({})
  })

  return app
}
