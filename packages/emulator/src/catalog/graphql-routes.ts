import { Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import type { QueryFields } from '../wire/filter'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { parseQuery, runQuery } from '../wire/query-input'
import { Violations } from '../wire/violations'
import type { WireError } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import {
  type CatalogView,
  catalogView,
  collectionForView,
  findProduct,
  listCollections,
  renderedProducts,
} from './catalog-access'
import { COLLECTION_FIELDS, PRODUCT_FIELDS } from './catalog-fields'
import { type GraphqlField, GraphqlSyntaxError, type GraphqlValue, parseGraphql } from './graphql-parse'
import { renderProduct } from './render-product'

class FieldError extends Error {
  override readonly name = 'FieldError'
}

function resolveValue(value: GraphqlValue, variables: JsonObject): unknown {
  switch (value.kind) {
    case 'variable':
      if (!Object.hasOwn(variables, value.name))
        throw new FieldError(`Variable $${value.name} is not defined`)
      return variables[value.name]
    case 'literal':
      return value.value
    case 'list':
      return value.items.map((item) => resolveValue(item, variables))
    case 'object':
      return Object.fromEntries(
        value.fields
          .filter(([key]) => key !== '__proto__')
          .map(([key, v]) => [key, resolveValue(v, variables)]),
      )
  }
}

function project(value: unknown, selections: GraphqlField[] | undefined, typename: string): unknown {
  if (!selections || value === null || value === undefined) return value ?? null
  if (Array.isArray(value)) return value.map((item) => project(item, selections, typename))
  if (!isJsonObject(value)) return value
  const result: JsonObject = {}
  for (const field of selections) {
    if (field.name === '__typename') result[field.alias] = typename
    else
      result[field.alias] = project(
        Object.hasOwn(value, field.name) ? value[field.name] : null,
        field.selections,
        field.name,
      )
  }
  return result
}

function arg(field: GraphqlField, name: string, variables: JsonObject): unknown {
  const entry = field.args.find(([key]) => key === name)
  return entry ? resolveValue(entry[1], variables) : undefined
}

function page(
  context: EmulatorContext,
  items: JsonObject[],
  queryInput: unknown,
  fields: QueryFields,
): JsonObject {
  const violations = new Violations()
  const query = parseQuery(
    isJsonObject(queryInput) ? queryInput['query'] : undefined,
    'queryInput.query',
    fields,
    violations,
  )
  try {
    violations.throwIfAny()
  } catch (error) {
    throw new FieldError((error as WireError).message)
  }
  const result = runQuery(items, query, context.options.tooManyToCountAbove)
  return { items: result.items, pageInfo: result.metadata }
}

type Resolver = (field: GraphqlField, variables: JsonObject, view: CatalogView) => unknown

function resolvers(context: EmulatorContext): Record<string, Resolver> {
  const products = (view: CatalogView): JsonObject[] => renderedProducts(context, view, view.includeHidden)
  return {
    storesProductsV1Products: (field, variables, view) =>
      page(context, products(view), arg(field, 'queryInput', variables), PRODUCT_FIELDS),
    storesProductsV1Product: (field, variables, view) => {
      const id = arg(field, 'productId', variables) ?? arg(field, 'id', variables)
      const product = typeof id === 'string' ? findProduct(context, id, view) : undefined
      if (!product) throw new FieldError(`Product not found: ${String(id)}`)
      return renderProduct(product, { origin: context.origin, merchant: view.includeHidden })
    },
    storesCollectionsV1Collections: (field, variables, view) =>
      page(
        context,
        listCollections(context, view).map((c) => collectionForView(context, c, view)),
        arg(field, 'queryInput', variables),
        COLLECTION_FIELDS,
      ),
    storesCollectionsV1Collection: (field, variables, view) => {
      const id = arg(field, 'collectionId', variables) ?? arg(field, 'id', variables)
      const collection = listCollections(context, view).find((c) => c.id === id)
      if (!collection) throw new FieldError(`Collection not found: ${String(id)}`)
      return collectionForView(context, collection, view)
    },
  }
}

/** `POST /graphql/alpha`: product and collection queries for the client's generic GraphQL call. */
export function graphqlRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  const roots = resolvers(context)
  app.post('/graphql/alpha', async (c) => {
    const view = catalogView(callerOf(c, context), false)
    const body = await readBody(c, context)
    if (typeof body['query'] !== 'string')
      return jsonResponse({ errors: [{ message: 'The body must have a query string' }] })
    const variables = isJsonObject(body['variables']) ? body['variables'] : {}
    let document: ReturnType<typeof parseGraphql>
    try {
      document = parseGraphql(body['query'])
    } catch (error) {
      if (error instanceof GraphqlSyntaxError)
        return jsonResponse({ errors: [{ message: `Syntax error: ${error.message}` }] })
      throw error
    }
    if (document.operation === 'mutation')
      return jsonResponse({ errors: [{ message: 'Mutations are not supported by the emulator' }] })
    const data: JsonObject = {}
    const errors: JsonObject[] = []
    for (const field of document.selections) {
      if (field.name === '__typename') {
        data[field.alias] = 'Query'
        continue
      }
      const resolve = Object.hasOwn(roots, field.name) ? roots[field.name] : undefined
      try {
        if (!resolve) throw new FieldError(`Cannot query field "${field.name.slice(0, 80)}" on type "Query"`)
        data[field.alias] = project(resolve(field, variables, view), field.selections, field.name)
      } catch (error) {
        if (!(error instanceof FieldError)) throw error
        data[field.alias] = null
        errors.push({ message: error.message, path: [field.alias] })
      }
    }
    return jsonResponse(errors.length > 0 ? { data, errors } : { data })
  })
  return app
}
