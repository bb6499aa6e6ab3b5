import { type Context, Hono } from 'hono'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBody } from '../pipeline/request-input'
import type { JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { productChanged, productCreated, productDeleted, variantsChanged } from './catalog-events'
import { bodyIdMatches, ownerCall, requireObject } from './owner-input'
import { readProductPatch } from './product-input'
import type { ProductRecord } from './product-record'
import {
  clearProductOptions,
  createProduct,
  deleteProduct,
  removeProductField,
  requireProduct,
  updateProduct,
} from './product-service'
import { renderProduct } from './render-product'

/** Products: create, update, delete, options, brand and ribbon (owner/app only). */
export function productWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  const render = (product: ProductRecord): JsonObject =>
    renderProduct(product, { origin: context.origin, merchant: true })

  app.post('/v1/products', async (c) => {
    const caller = ownerCall(c, context)
    const body = await readBody(c, context)
    const input = requireObject(body, 'product')
    const violations = new Violations()
    const patch = readProductPatch(input, 'product', true, violations)
    violations.throwIfAny()
    const product = createProduct(context, patch)
    productCreated(context, product, webhookIdentity(caller))
    return jsonResponse({ product: render(product) })
  })

  app.patch('/v1/products/:id', async (c) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id')
    const body = await readBody(c, context)
    const input = requireObject(body, 'product')
    if (input['id'] !== undefined && input['id'] !== id)
      throw invalidArgument('product.id', 'differs from the path parameter', 'VALIDATION')
    const violations = new Violations()
    const patch = readProductPatch(input, 'product', false, violations)
    violations.throwIfAny()
    const product = requireProduct(context, id)
    const changed = updateProduct(context, product, patch)
    if (changed.length > 0) productChanged(context, product.id, changed, webhookIdentity(caller))
    if (changed.includes('variants'))
      variantsChanged(context, product.id, product.variants, ['choices'], webhookIdentity(caller))
    return jsonResponse({ product: render(product) })
  })

  app.delete('/v1/products/:id', (c) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id')
    if (c.req.query('id') !== undefined && c.req.query('id') !== id)
      throw invalidArgument('id', 'differs from the path parameter', 'VALIDATION')
    deleteProduct(context, requireProduct(context, id))
    productDeleted(context, id, webhookIdentity(caller))
    return jsonResponse({})
  })

  app.delete('/v1/products/:id/options', (c) => {
    const caller = ownerCall(c, context)
    const product = requireProduct(context, c.req.param('id'))
    clearProductOptions(context, product)
    productChanged(context, product.id, ['productOptions', 'variants'], webhookIdentity(caller))
    variantsChanged(context, product.id, product.variants, ['choices'], webhookIdentity(caller))
    return jsonResponse({})
  })

  const removeField = (field: 'brand' | 'ribbon') => async (c: Context) => {
    const caller = ownerCall(c, context)
    const id = c.req.param('id') ?? ''
    bodyIdMatches(await readBody(c, context), id)
    const product = requireProduct(context, id)
    removeProductField(context, product, field)
    productChanged(context, product.id, [field], webhookIdentity(caller))
    return jsonResponse({})
  }
  app.post('/v1/products/:id/remove-brand', removeField('brand'))
  app.post('/v1/products/:id/remove-ribbon', removeField('ribbon'))

  return app
}
