import { type Context, Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { ownValue } from '../wire/own-value'
import { parseQuery, readQueryPayload, runQuery } from '../wire/query-input'
import { Violations } from '../wire/violations'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { cachedJsonResponse, jsonResponse, toWireJson } from '../wire/wire-json'
import {
  type CatalogView,
  catalogView,
  collectionForView,
  findProduct,
  listCollections,
  listProducts,
  renderedProducts,
} from './catalog-access'
import { PRODUCT_FIELDS, STORE_VARIANT_FIELDS } from './catalog-fields'
import {
  variantAvailableQuantity,
  variantDiscountedPrice,
  variantInStock,
  variantPrice,
  variantWeight,
} from './pricing'
import type { ProductRecord } from './product-record'
import {
  renderMedia,
  renderPriceData,
  renderProduct,
  renderStoreVariant,
  renderVariant,
} from './render-product'
import { matchesChoices } from './variants'

/** 404 for a product the caller cannot see. */
export function productNotFound(id: string): Error {
  return applicationError(404, 'PRODUCT_NOT_FOUND', 'Product not found', { productId: id })
}

/** A flat GET repeats path parameters in the query string; when it does, they must agree. */
export function checkRepeatedParam(c: Context, name: string, value: string): void {
  const repeated = c.req.query(name)
  if (repeated !== undefined && repeated !== value) {
    throw invalidArgument(name, 'differs from the path parameter', 'VALIDATION')
  }
}

/** Reads a boolean flag of a flat GET (`true` / `false`). */
export function booleanParam(c: Context, name: string): boolean {
  const value = c.req.query(name)
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw invalidArgument(name, 'must be true or false', 'FORMAT')
}

function bodyIdMatches(body: JsonObject, id: string): void {
  if (body['id'] !== undefined && body['id'] !== id)
    throw invalidArgument('id', 'differs from the path parameter', 'VALIDATION')
}

function readChoices(value: unknown, field: string, violations: Violations): Record<string, string> {
  if (value === undefined || value === null) return {}
  if (!isJsonObject(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    violations.add(field, 'must map option names to choices', 'FORMAT')
    return {}
  }
  return value as Record<string, string>
}

function optionsAvailability(
  product: ProductRecord,
  selected: Record<string, string>,
  origin: string,
): JsonObject {
  const complete = product.productOptions.every((o) => ownValue(selected, o.name) !== undefined)
  const variant = complete ? product.variants.find((v) => matchesChoices(v, selected)) : undefined
  const selectedMediaIds = product.productOptions.flatMap((o) => {
    const choice = o.choices.find((c) => c.description === ownValue(selected, o.name))
    return choice?.mediaIds ?? []
  })
  const media =
    selectedMediaIds.length > 0 ? product.media.filter((m) => selectedMediaIds.includes(m.id)) : product.media
  const available = variant ? variantAvailableQuantity(variant) : undefined
  return {
    ...(variant
      ? {
          selectedVariant: {
            price: renderPriceData(
              variantPrice(product, variant),
              variantDiscountedPrice(product, variant),
              product,
            ),
            convertedPriceData: renderPriceData(
              variantPrice(product, variant),
              variantDiscountedPrice(product, variant),
              product,
            ),
            weight: variantWeight(product, variant),
            sku: variant.sku ?? product.sku,
            ...(available === undefined ? {} : { quantity: available }),
            inStock: variantInStock(variant),
            visible: variant.visible,
          },
        }
      : {}),
    media: renderMedia(media, origin),
    productOptions: product.productOptions.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => {
        const wanted = { ...selected, [option.name]: choice.description }
        const candidates = product.variants.filter((v) => matchesChoices(v, wanted))
        return {
          value: choice.value,
          description: choice.description,
          inStock: candidates.some(variantInStock),
          visible: choice.visible && candidates.some((v) => v.visible),
        }
      }),
    })),
    availableForPurchase:
      product.visible && variant !== undefined && variantInStock(variant) && variant.visible,
  }
}

/** Catalogue read calls (spec section 7); mounted under `/stores-reader` and `/_api/catalog-reader-server`. */
export function catalogReadRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  const render = (product: ProductRecord, view: CatalogView): JsonObject =>
    renderProduct(product, { origin: context.origin, merchant: view.merchant })

  const queryProducts = async (c: Context): Promise<Response> => {
    const view = catalogView(callerOf(c, context), false)
    const payload = await readQueryPayload(c, context)
    const violations = new Violations()
    const query = parseQuery(payload['query'], 'query', PRODUCT_FIELDS, violations)
    violations.throwIfAny()
    const items = renderedProducts(context, view, view.includeHidden)
    const tooMany = context.options.tooManyToCountAbove
    return cachedJsonResponse(items, `${query.key}|${query.offset}|${query.limit}`, () => {
      const page = runQuery(items, query, tooMany, true)
      return toWireJson({ products: page.items, metadata: page.metadata })
    })
  }
  app.get('/v1/products/query-platformized', queryProducts)
  app.post('/v1/products/query-platformized', queryProducts)

  app.get('/v1/products/:id', (c) => {
    const id = c.req.param('id')
    checkRepeatedParam(c, 'id', id)
    const view = catalogView(callerOf(c, context), booleanParam(c, 'includeMerchantSpecificData'))
    const product = findProduct(context, id, view)
    if (!product) throw productNotFound(id)
    return jsonResponse({ product: render(product, view) })
  })

  app.post('/v1/products/:id/productOptionsAvailability', async (c) => {
    const id = c.req.param('id')
    const view = catalogView(callerOf(c, context), false)
    const body = await readBody(c, context)
    bodyIdMatches(body, id)
    const violations = new Violations()
    const selected = readChoices(body['options'], 'options', violations)
    violations.throwIfAny()
    const product = findProduct(context, id, view)
    if (!product) throw productNotFound(id)
    return jsonResponse(optionsAvailability(product, selected, context.origin))
  })

  app.post('/v1/products/:id/variants/query', async (c) => {
    const id = c.req.param('id')
    const body = await readBody(c, context)
    bodyIdMatches(body, id)
    const view = catalogView(callerOf(c, context), body['includeMerchantSpecificData'] === true)
    const violations = new Violations()
    const choices = readChoices(body['choices'], 'choices', violations)
    const variantIds = body['variantIds']
    if (
      variantIds !== undefined &&
      (!Array.isArray(variantIds) || variantIds.some((v) => typeof v !== 'string'))
    ) {
      violations.add('variantIds', 'must be a list of ids', 'FORMAT')
    }
    const query = parseQuery(
      { paging: body['paging'] ?? { limit: 100 } },
      'query',
      STORE_VARIANT_FIELDS,
      violations,
    )
    violations.throwIfAny()
    const product = findProduct(context, id, view)
    if (!product) throw productNotFound(id)
    const matching = product.variants.filter(
      (v) => matchesChoices(v, choices) && (!Array.isArray(variantIds) || variantIds.includes(v.id)),
    )
    const page = matching.slice(query.offset, query.offset + query.limit)
    return jsonResponse({
      variants: page.map((v) =>
        renderVariant(product, v, { origin: context.origin, merchant: view.merchant }),
      ),
      metadata: { items: page.length, offset: query.offset },
      totalResults: matching.length,
    })
  })

  const queryVariants = async (c: Context): Promise<Response> => {
    const view = catalogView(callerOf(c, context), false)
    const payload = await readQueryPayload(c, context)
    const violations = new Violations()
    const query = parseQuery(payload['query'], 'query', STORE_VARIANT_FIELDS, violations)
    violations.throwIfAny()
    const items = listProducts(context, view).flatMap((p) =>
      p.variants.map((v) => renderStoreVariant(p, v, context.origin)),
    )
    const page = runQuery(items, query, context.options.tooManyToCountAbove)
    return jsonResponse({ variants: page.items, metadata: page.metadata })
  }
  app.get('/v1/variants/query', queryVariants)
  app.post('/v1/variants/query', queryVariants)

  app.get('/v1/variants/:id', (c) => {
    const id = c.req.param('id')
    checkRepeatedParam(c, 'id', id)
    const view = catalogView(callerOf(c, context), false)
    for (const product of listProducts(context, view)) {
      for (const variant of product.variants) {
        if (`${product.id}-${variant.id}` === id)
          return jsonResponse({ variant: renderStoreVariant(product, variant, context.origin) })
      }
    }
    throw applicationError(404, 'VARIANT_NOT_FOUND', 'Variant not found', { variantId: id })
  })

  collectionLookupRoutes(app, context, '/v1/collections')

  return app
}

/**
 * `GET {base}/slug/:slug` and `GET {base}/:id`: one collection, by slug or id. The v1 reader and
 * collections v2 answer these the same way.
 */
export function collectionLookupRoutes(app: Hono, context: EmulatorContext, base: string): void {
  app.get(`${base}/slug/:slug`, (c) => {
    const slug = c.req.param('slug')
    checkRepeatedParam(c, 'slug', slug)
    const view = catalogView(callerOf(c, context), false)
    const collection = listCollections(context, view).find((col) => col.slug === slug)
    if (!collection) throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { slug })
    return jsonResponse({ collection: collectionForView(context, collection, view) })
  })

  app.get(`${base}/:id`, (c) => {
    const id = c.req.param('id')
    checkRepeatedParam(c, 'id', id)
    const view = catalogView(callerOf(c, context), false)
    const collection = listCollections(context, view).find((col) => col.id === id)
    if (!collection)
      throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { collectionId: id })
    return jsonResponse({ collection: collectionForView(context, collection, view) })
  })
}
