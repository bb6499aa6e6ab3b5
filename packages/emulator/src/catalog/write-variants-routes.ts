import { Hono } from 'hono'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { isJsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { variantsChanged } from './catalog-events'
import { productWrite, readIdList } from './owner-input'
import { readMoney, readWeight } from './product-input'
import type { VariantRecord } from './product-record'
import { resetVariants, updateVariants, type VariantPatch } from './product-service'
import { renderVariant } from './render-product'
import { matchesChoices } from './variants'

/** Variants: own data of managed variants, and the reset to product data. */
export function variantWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.patch('/v1/products/:id/variants', async (c) => {
    const { caller, id, body, product } = await productWrite(c, context)
    const violations = new Violations()
    const entries = body['variants']
    if (!Array.isArray(entries) || entries.length === 0)
      violations.add('variants', 'must be a non-empty list', 'MIN_SIZE', { threshold: 1 })
    violations.throwIfAny()
    if (!product.manageVariants) {
      throw applicationError(
        400,
        'VARIANT_MANAGEMENT_DISABLED',
        'Turn on manageVariants to give variants their own data',
        { productId: id },
      )
    }
    const updates: { variants: VariantRecord[]; patch: VariantPatch }[] = []
    ;(entries as unknown[]).forEach((entry, i) => {
      const at = `variants[${i}]`
      if (!isJsonObject(entry)) {
        violations.add(at, 'must be an object', 'FORMAT')
        return
      }
      const { choices, variantIds } = entry
      if ((choices === undefined) === (variantIds === undefined)) {
        violations.add(at, 'must have exactly one of choices and variantIds', 'ONE_OF_ALIGNMENT')
        return
      }
      let targets: VariantRecord[] = []
      if (variantIds !== undefined) {
        const ids = readIdList(variantIds, `${at}.variantIds`, violations, 1000)
        targets = product.variants.filter((v) => ids.includes(v.id))
        if (targets.length !== ids.length)
          violations.add(`${at}.variantIds`, 'names variants the product does not have', 'VALIDATION')
      } else if (isJsonObject(choices) && Object.values(choices).every((v) => typeof v === 'string')) {
        targets = product.variants.filter((v) => matchesChoices(v, choices as Record<string, string>))
        if (targets.length === 0) violations.add(`${at}.choices`, 'match no variant', 'VALIDATION')
      } else violations.add(`${at}.choices`, 'must map option names to choices', 'FORMAT')
      const price = readMoney(entry['price'] ?? undefined, `${at}.price`, violations)
      const cost = readMoney(entry['cost'] ?? undefined, `${at}.cost`, violations)
      const weight = readWeight(entry['weight'] ?? undefined, `${at}.weight`, violations)
      const sku = entry['sku']
      if (sku !== undefined && sku !== null && typeof sku !== 'string')
        violations.add(`${at}.sku`, 'must be a string', 'FORMAT')
      const visible = entry['visible']
      if (visible !== undefined && visible !== null && typeof visible !== 'boolean')
        violations.add(`${at}.visible`, 'must be a boolean', 'FORMAT')
      updates.push({
        variants: targets,
        patch: {
          ...(price === undefined ? {} : { price }),
          ...(cost === undefined ? {} : { cost }),
          ...(weight === undefined ? {} : { weight }),
          ...(typeof sku === 'string' ? { sku } : {}),
          ...(typeof visible === 'boolean' ? { visible } : {}),
        },
      })
    })
    violations.throwIfAny()
    const touched = updateVariants(context, product, updates)
    variantsChanged(context, product.id, touched, ['variant'], webhookIdentity(caller))
    return jsonResponse({
      variants: touched.map((v) => renderVariant(product, v, { origin: context.origin, merchant: true })),
    })
  })

  app.post('/v1/products/:id/variants/resetToDefault', async (c) => {
    const { caller, product } = await productWrite(c, context)
    resetVariants(context, product)
    variantsChanged(context, product.id, product.variants, ['variant'], webhookIdentity(caller))
    return jsonResponse({})
  })

  return app
}
