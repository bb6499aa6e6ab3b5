import { Hono } from 'hono'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBody } from '../pipeline/request-input'
import { isJsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { jsonResponse } from '../wire/wire-json'
import { productChanged } from './catalog-events'
import { ownerCall, readIdList } from './owner-input'
import { readMoney, readWeight } from './product-input'
import { type BulkProperty, type BulkWrite, bulkWrite } from './product-service'

function readProperty(
  value: unknown,
  key: BulkProperty,
  field: string,
  violations: Violations,
): number | undefined {
  return key === 'weight' ? readWeight(value, field, violations) : readMoney(value, field, violations)
}

function bulkResult(
  context: EmulatorContext,
  ids: readonly string[],
  write: BulkWrite | undefined,
  identity: ReturnType<typeof webhookIdentity>,
  changedField: string,
): Response {
  const results = ids.map((id, originalIndex) => {
    const product = context.state.products.get(id)
    if (!product) {
      return {
        itemMetadata: {
          id,
          originalIndex,
          success: false,
          error: { code: 'PRODUCT_NOT_FOUND', description: 'Product not found', data: { productId: id } },
        },
      }
    }
    bulkWrite(context, product, write)
    productChanged(context, product.id, [changedField], identity)
    return { itemMetadata: { id, originalIndex, success: true } }
  })
  const successes = results.filter((r) => r.itemMetadata.success).length
  return jsonResponse({
    results,
    bulkActionMetadata: {
      totalSuccesses: successes,
      totalFailures: results.length - successes,
      undetailedFailures: 0,
    },
  })
}

/** Bulk updates and adjustments of price, cost, weight, ribbon and brand. */
export function bulkWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.post('/v1/bulk/products/update', async (c) => {
    const caller = ownerCall(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    const ids = readIdList(body['ids'], 'ids', violations, 100)
    const set = body['set']
    const keys = isJsonObject(set) ? Object.keys(set) : []
    if (!isJsonObject(set) || keys.length !== 1)
      violations.add('set', 'must set exactly one of price, cost, weight, ribbon, brand', 'ONE_OF_ALIGNMENT')
    const key = keys[0] ?? ''
    let write: BulkWrite | undefined
    if (isJsonObject(set) && keys.length === 1) {
      if (key === 'price' || key === 'cost' || key === 'weight') {
        const value = readProperty(set[key], key, `set.${key}`, violations)
        if (value !== undefined) write = { key, compute: () => value }
      } else if (key === 'ribbon' || key === 'brand') {
        const value = set[key]
        const max = key === 'ribbon' ? 30 : 50
        if (typeof value !== 'string' || value.length > max)
          violations.add(`set.${key}`, `must be a string of at most ${max} characters`, 'MAX_LENGTH', {
            threshold: max,
          })
        else write = { key, value }
      } else violations.add('set', `cannot set ${key.slice(0, 40)}`, 'VALIDATION')
    }
    violations.throwIfAny()
    return bulkResult(context, ids, write, webhookIdentity(caller), key === 'price' ? 'priceData' : key)
  })

  app.post('/v1/bulk/products/adjust-properties', async (c) => {
    const caller = ownerCall(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    const ids = readIdList(body['ids'], 'ids', violations, 100)
    const adjust = body['adjust']
    const keys = isJsonObject(adjust) ? Object.keys(adjust) : []
    let write: BulkWrite | undefined
    const key = keys[0] as BulkProperty | undefined
    if (
      !isJsonObject(adjust) ||
      keys.length !== 1 ||
      (key !== 'price' && key !== 'cost' && key !== 'weight')
    ) {
      violations.add('adjust', 'must adjust exactly one of price, cost, weight', 'ONE_OF_ALIGNMENT')
    } else {
      const by = adjust[key]
      if (!isJsonObject(by) || (by['amount'] === undefined) === (by['percentage'] === undefined)) {
        violations.add(`adjust.${key}`, 'must have exactly one of amount and percentage', 'ONE_OF_ALIGNMENT')
      } else if (by['amount'] !== undefined) {
        const amount = by['amount']
        if (typeof amount !== 'number' || !Number.isFinite(amount))
          violations.add(`adjust.${key}.amount`, 'must be a finite number', 'FORMAT')
        else write = { key, compute: (current) => Math.max(0, Math.round((current + amount) * 100) / 100) }
      } else {
        const percentage = by['percentage']
        const rate = isJsonObject(percentage) ? percentage['rate'] : undefined
        const roundToInt = isJsonObject(percentage) && percentage['roundToInt'] === true
        if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < -100)
          violations.add(
            `adjust.${key}.percentage.rate`,
            'must be a number of at least -100',
            'DECIMAL_GTE',
            { threshold: -100 },
          )
        else
          write = {
            key,
            compute: (current) => {
              const next = current * (1 + rate / 100)
              return roundToInt ? Math.round(next) : Math.round(next * 100) / 100
            },
          }
      }
    }
    violations.throwIfAny()
    return bulkResult(
      context,
      ids,
      write,
      webhookIdentity(caller),
      key === 'price' ? 'priceData' : (key ?? ''),
    )
  })

  return app
}
