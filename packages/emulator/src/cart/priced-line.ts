import {
  variantAvailableQuantity,
  variantDiscountedPrice,
  variantPrice,
  variantWeight,
} from '../catalog/pricing'
import type { ProductRecord, VariantRecord } from '../catalog/product-record'
import { absoluteUrl } from '../catalog/render-product'
import { findVariantById } from '../catalog/variants'
import { STORES_APP_ID } from '../constants'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { JsonObject } from '../wire/json-body'
import { ownValue } from '../wire/own-value'
import type { CartLineRecord } from './cart-record'
import { money, parseAmount, toCents } from './money'

/** Availability of a line (spec: item availability status). */
export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE'

/** A cart line with its current price and availability, computed from the catalogue. */
export interface PricedLine {
  line: CartLineRecord
  /** Unit price after the product discount, in cents. */
  unitCents: number
  /** Unit list price, in cents. */
  fullUnitCents: number
  /** Units that count in totals: what can be bought now. */
  purchasableQuantity: number
  shippable: boolean
  weight: number
  status: AvailabilityStatus
  quantityAvailable?: number
  name: string
  product?: ProductRecord
  variant?: VariantRecord
}

function catalogLine(context: EmulatorContext, line: CartLineRecord): PricedLine {
  const product = line.appId === STORES_APP_ID ? context.state.products.get(line.catalogItemId) : undefined
  const variant = product && line.variantId ? findVariantById(product, line.variantId) : undefined
  if (!product || !variant) {
    const cents = toCents(line.snapshot.price)
    return {
      line,
      unitCents: cents,
      fullUnitCents: cents,
      purchasableQuantity: 0,
      shippable: false,
      weight: 0,
      status: 'NOT_FOUND',
      name: line.snapshot.name,
    }
  }
  const available = product.visible && variant.visible ? variantAvailableQuantity(variant) : 0
  const status: AvailabilityStatus =
    available === undefined || available >= line.quantity
      ? 'AVAILABLE'
      : available === 0
        ? 'NOT_AVAILABLE'
        : 'PARTIALLY_AVAILABLE'
  return {
    line,
    unitCents: toCents(variantDiscountedPrice(product, variant)),
    fullUnitCents: toCents(variantPrice(product, variant)),
    purchasableQuantity: available === undefined ? line.quantity : Math.min(line.quantity, available),
    shippable: product.productType === 'physical',
    weight: variantWeight(product, variant),
    status,
    ...(available === undefined ? {} : { quantityAvailable: available }),
    name: product.name,
    product,
    variant,
  }
}

function customLine(line: CartLineRecord): PricedLine {
  const custom = line.custom ?? {}
  const cents = toCents(parseAmount(custom['price']) ?? 0)
  const fullCents = toCents(parseAmount(custom['fullPrice']) ?? cents / 100)
  const physical = custom['physicalProperties'] as JsonObject | undefined
  const itemType = custom['itemType'] as JsonObject | undefined
  const available = typeof custom['quantityAvailable'] === 'number' ? custom['quantityAvailable'] : undefined
  return {
    line,
    unitCents: cents,
    fullUnitCents: fullCents,
    purchasableQuantity: available === undefined ? line.quantity : Math.min(available, line.quantity),
    shippable: physical?.['shippable'] === true || itemType?.['preset'] === 'PHYSICAL',
    weight: typeof physical?.['weight'] === 'number' ? physical['weight'] : 0,
    status:
      available === undefined || available >= line.quantity
        ? 'AVAILABLE'
        : available === 0
          ? 'NOT_AVAILABLE'
          : 'PARTIALLY_AVAILABLE',
    ...(available === undefined ? {} : { quantityAvailable: available }),
    name: line.snapshot.name,
  }
}

/** Prices a line against the current catalogue. */
export function priceLine(context: EmulatorContext, line: CartLineRecord): PricedLine {
  return line.custom ? customLine(line) : catalogLine(context, line)
}

function translatable(text: string): JsonObject {
  return { original: text, translated: text }
}

function descriptionLines(priced: PricedLine): JsonObject[] {
  const { product, variant } = priced
  if (!product || !variant) return []
  return product.productOptions.flatMap((option): JsonObject[] => {
    const chosen = ownValue(variant.choices, option.name)
    if (chosen === undefined) return []
    if (option.optionType === 'color') {
      const choice = option.choices.find((c) => c.description === chosen)
      return [
        {
          name: translatable(option.name),
          colorInfo: { ...translatable(chosen), code: choice?.value ?? '' },
        },
      ]
    }
    return [{ name: translatable(option.name), plainText: translatable(chosen) }]
  })
}

/** A cart line item on the wire. */
export function renderLineItem(context: EmulatorContext, priced: PricedLine): JsonObject {
  const { line, product, variant } = priced
  const origin = context.origin
  const image = product?.media.find((m) => m.mediaType === 'image')
  const custom = line.custom
  const itemType = custom?.['itemType'] ?? { preset: priced.shippable || !product ? 'PHYSICAL' : 'DIGITAL' }
  const pageUrl = product ? `${origin}/product-page/${product.slug}` : (custom?.['url'] as string | undefined)
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: { catalogItemId: line.catalogItemId, appId: line.appId, options: line.options },
    productName: translatable(priced.name),
    ...(pageUrl ? { url: { relativePath: new URL(pageUrl, origin).pathname, url: pageUrl } } : {}),
    price: money(priced.unitCents),
    fullPrice: money(priced.fullUnitCents),
    priceBeforeDiscounts: money(priced.unitCents),
    lineItemPrice: money(priced.unitCents * line.quantity),
    descriptionLines: custom
      ? ((custom['descriptionLines'] as JsonObject[] | undefined) ?? [])
      : descriptionLines(priced),
    ...(image
      ? {
          image: {
            id: image.id,
            url: absoluteUrl(image.url, origin),
            height: image.height,
            width: image.width,
            altText: image.title,
            filename: image.id,
          },
        }
      : {}),
    availability: {
      status: priced.status,
      ...(priced.quantityAvailable === undefined ? {} : { quantityAvailable: priced.quantityAvailable }),
    },
    physicalProperties: {
      weight: priced.weight,
      sku: variant?.sku ?? product?.sku ?? '',
      shippable: priced.shippable,
    },
    itemType,
    paymentOption: 'FULL_PAYMENT_ONLINE',
    ...(product ? { rootCatalogItemId: product.id } : {}),
    customLineItem: custom !== undefined,
    priceUndetermined: false,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
    ...(line.catalogOverrideFields ? { catalogOverrideFields: line.catalogOverrideFields } : {}),
  }
}
