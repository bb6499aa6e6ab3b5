import { STORE_CURRENCY } from '../catalog/pricing'
import { productCollectionIds } from '../catalog/render-product'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { JsonObject } from '../wire/json-body'
import type { CartRecord } from './cart-record'
import type { ShippingOptionRecord, TaxRateRecord } from './commerce-records'
import { checkCoupon, couponItemDiscount } from './coupons'
import { money, toCents } from './money'
import type { PricedLine } from './priced-line'
import { priceCart, renderCart } from './render-cart'
import { optionCents, regionFor, renderLogistics } from './shipping'
import { taxOn, taxRateFor } from './tax'

/** A membership the buyer selected to pay for some lines. */
export interface SelectedMembershipInput {
  id: string
  appId: string
  lineItemIds: string[]
}

/** What totals are estimated for. */
export interface EstimateInput {
  selectedShippingOption?: { code: string; carrierId?: string }
  shippingAddress?: JsonObject
  billingAddress?: JsonObject
  selectedMemberships?: SelectedMembershipInput[]
}

/** The figures of an estimate, in cents. */
export interface Totals {
  subtotal: number
  discount: number
  shipping: number
  tax: number
  total: number
}

interface MembershipResult {
  eligible: JsonObject[]
  invalid: JsonObject[]
  /** Line ids paid for by a valid selected membership. */
  covered: Set<string>
}

function memberships(
  context: EmulatorContext,
  cart: CartRecord,
  lines: readonly PricedLine[],
  selected: readonly SelectedMembershipInput[],
): MembershipResult {
  const memberId = 'memberId' in cart.buyer ? cart.buyer.memberId : undefined
  const member = memberId ? context.state.members.get(memberId) : undefined
  const now = context.now()
  const eligible = (member?.memberships ?? []).flatMap((held) => {
    const plan = context.state.membershipPlans.find((p) => p.id === held.planId)
    if (!plan || Date.parse(held.expirationDate) <= now) return []
    const lineItemIds = lines
      .filter(
        (l) => l.product && productCollectionIds(l.product).some((id) => plan.collectionIds.includes(id)),
      )
      .map((l) => l.line.id)
    if (lineItemIds.length === 0) return []
    return [{ plan, lineItemIds, expirationDate: held.expirationDate }]
  })
  const covered = new Set<string>()
  const invalid: JsonObject[] = []
  for (const choice of selected) {
    const match = eligible.find((e) => e.plan.id === choice.id && e.plan.appId === choice.appId)
    const wanted = choice.lineItemIds.length > 0 ? choice.lineItemIds : (match?.lineItemIds ?? [])
    if (!match || !wanted.every((id) => match.lineItemIds.includes(id))) {
      invalid.push({
        membership: { id: choice.id, appId: choice.appId, lineItemIds: choice.lineItemIds },
        reason: member ? 'The membership does not cover these items' : 'Log in to use a membership',
      })
      continue
    }
    for (const id of wanted) covered.add(id)
  }
  return {
    eligible: eligible.map((e) => ({
      id: e.plan.id,
      appId: e.plan.appId,
      name: { original: e.plan.name, translated: e.plan.name },
      lineItemIds: e.lineItemIds,
      expirationDate: e.expirationDate,
    })),
    invalid,
    covered,
  }
}

function shippingOptionWire(option: ShippingOptionRecord, cents: number, now: number): JsonObject {
  return {
    code: option.code,
    title: option.title,
    logistics: renderLogistics(option, now),
    cost: { price: money(cents), otherCharges: [] },
  }
}

function taxDetails(taxable: number, tax: number, rate: TaxRateRecord | undefined): JsonObject {
  return {
    taxableAmount: money(taxable),
    taxRate: rate ? String(rate.rate) : '0',
    totalTax: money(tax),
    rateBreakdown: rate ? [{ name: rate.name, rate: String(rate.rate), tax: money(tax) }] : [],
  }
}

/** Splits a discount over lines in proportion to their totals (the last line takes the rounding rest). */
function spread(discount: number, totals: readonly number[]): number[] {
  const sum = totals.reduce((a, b) => a + b, 0)
  if (sum === 0 || discount === 0) return totals.map(() => 0)
  let given = 0
  return totals.map((t, i) => {
    if (i === totals.length - 1) return discount - given
    const share = Math.floor((discount * t) / sum)
    given += share
    return share
  })
}

/**
 * Estimates a cart's totals with real arithmetic: subtotal of what can be bought, coupon and
 * merchant discounts, shipping of the selected option for the address's region, tax by region,
 * memberships paying for lines.
 */
export function estimateTotals(
  context: EmulatorContext,
  cart: CartRecord,
  input: EstimateInput,
): { response: JsonObject; totals: Totals } {
  const now = context.now()
  const lines = priceCart(context, cart)
  const membership = memberships(context, cart, lines, input.selectedMemberships ?? [])
  const lineTotals = lines.map((l) =>
    membership.covered.has(l.line.id) ? 0 : l.unitCents * l.purchasableQuantity,
  )
  const subtotal = lineTotals.reduce((a, b) => a + b, 0)
  const calculationErrors: JsonObject = {}
  const appliedDiscounts: JsonObject[] = []

  let itemDiscount = 0
  let freeShipping: { id: string; code: string; name: string } | undefined
  if (cart.couponCode) {
    const check = checkCoupon(context, cart.couponCode, subtotal)
    if (check.ok) {
      const amount = couponItemDiscount(check.coupon, subtotal)
      itemDiscount += amount
      if (check.coupon.kind === 'free-shipping') freeShipping = check.coupon
      else {
        appliedDiscounts.push({
          coupon: {
            id: check.coupon.id,
            code: check.coupon.code,
            amount: money(amount),
            name: check.coupon.name,
          },
          discountType: 'GLOBAL',
          lineItemIds: lines.map((l) => l.line.id),
        })
      }
    } else {
      calculationErrors['couponCalculationError'] = {
        applicationError: { code: check.code, description: check.description, data: check.data },
      }
    }
  }
  for (const discount of cart.merchantDiscounts) {
    const scope = discount.lineItemIds ?? lines.map((l) => l.line.id)
    const base = lines.reduce(
      (sum, l, i) => (scope.includes(l.line.id) ? sum + (lineTotals[i] ?? 0) : sum),
      0,
    )
    const amount = Math.min(
      base,
      discount.percentage !== undefined
        ? Math.round((base * discount.percentage) / 100)
        : toCents(discount.amount ?? 0),
    )
    itemDiscount += amount
    appliedDiscounts.push({
      merchantDiscount: {
        amount: money(amount),
        ...(discount.percentage === undefined ? {} : { percentage: discount.percentage }),
      },
      discountType: discount.lineItemIds ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      lineItemIds: scope,
    })
  }
  itemDiscount = Math.min(itemDiscount, subtotal)

  const shippable = lines.some(
    (l, i) => l.shippable && l.purchasableQuantity > 0 && (lineTotals[i] ?? 0) >= 0,
  )
  const address = input.shippingAddress
  const region = shippable ? regionFor(context.state.shippingRegions, address?.['country']) : undefined
  let shipping = 0
  let shippingInfo: JsonObject = { carrierServiceOptions: [] }
  let selectedOption: ShippingOptionRecord | undefined
  if (shippable && !region) {
    calculationErrors['generalShippingCalculationError'] = {
      applicationError: {
        code: 'NO_SHIPPING_OPTIONS',
        description: 'The site does not ship to this address',
        data: {},
      },
    }
  } else if (region) {
    const requested = input.selectedShippingOption ?? cart.selectedShippingOption
    const found = requested
      ? region.options.find(
          (o) => o.code === requested.code && (!requested.carrierId || requested.carrierId === o.carrierId),
        )
      : undefined
    if (requested && !found) {
      calculationErrors['selectedShippingOptionError'] = {
        applicationError: {
          code: 'SHIPPING_OPTION_NOT_FOUND',
          description: 'The selected shipping option is not available for this address',
          data: { code: requested.code },
        },
      }
    }
    selectedOption = found ?? region.options[0]
    shipping = selectedOption ? optionCents(selectedOption, subtotal) : 0
    const carriers = [...new Set(region.options.map((o) => o.carrierId))]
    shippingInfo = {
      region: { id: region.id, name: region.name },
      carrierServiceOptions: carriers.map((carrierId) => ({
        carrierId,
        shippingOptions: region.options
          .filter((o) => o.carrierId === carrierId)
          .map((o) => shippingOptionWire(o, optionCents(o, subtotal), now)),
      })),
    }
  }
  const shippingDiscount = freeShipping ? shipping : 0
  if (freeShipping) {
    appliedDiscounts.push({
      coupon: {
        id: freeShipping.id,
        code: freeShipping.code,
        amount: money(shippingDiscount),
        name: freeShipping.name,
      },
      discountType: 'SHIPPING',
      lineItemIds: [],
    })
  }

  const rate = taxRateFor(context.state.taxRates, input.shippingAddress ?? input.billingAddress)
  const lineDiscounts = spread(itemDiscount, lineTotals)
  const calculatedLineItems = lines.map((l, i) => {
    const before = (lineTotals[i] ?? 0) - (lineDiscounts[i] ?? 0)
    const tax = taxOn(before, rate)
    return {
      tax,
      wire: {
        lineItemId: l.line.id,
        pricesBreakdown: {
          totalPriceAfterTax: money(before + tax),
          totalPriceBeforeTax: money(before),
          taxDetails: taxDetails(before, tax, rate),
          totalDiscount: money(lineDiscounts[i] ?? 0),
          price: money(l.unitCents),
          priceBeforeDiscounts: money(l.unitCents),
          lineItemPrice: money(lineTotals[i] ?? 0),
          fullPrice: money(l.fullUnitCents),
        },
        paymentOption: membership.covered.has(l.line.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
      },
    }
  })
  const shippingTaxable = shipping - shippingDiscount
  const shippingTax = taxOn(shippingTaxable, rate)
  if (selectedOption) {
    shippingInfo['selectedCarrierServiceOption'] = {
      code: selectedOption.code,
      title: selectedOption.title,
      logistics: renderLogistics(selectedOption, now),
      cost: {
        totalPriceAfterTax: money(shippingTaxable + shippingTax),
        totalPriceBeforeTax: money(shippingTaxable),
        taxDetails: taxDetails(shippingTaxable, shippingTax, rate),
        totalDiscount: money(shippingDiscount),
        price: money(shipping),
      },
      requestedShippingOption: input.selectedShippingOption?.code === selectedOption.code,
      otherCharges: [],
      carrierId: selectedOption.carrierId,
    }
  }
  const tax = calculatedLineItems.reduce((sum, l) => sum + l.tax, 0) + shippingTax
  const discount = itemDiscount + shippingDiscount
  const totals: Totals = { subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax }
  const priceSummary = {
    subtotal: money(totals.subtotal),
    shipping: money(totals.shipping),
    tax: money(totals.tax),
    discount: money(totals.discount),
    total: money(totals.total),
    additionalFees: money(0),
  }
  const violations = lines
    .filter((l) => l.status !== 'AVAILABLE')
    .map((l) => ({
      severity: 'ERROR',
      target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: l.line.id } },
      description:
        l.status === 'NOT_FOUND'
          ? 'This item is no longer available'
          : l.status === 'NOT_AVAILABLE'
            ? 'This item is out of stock'
            : `Only ${l.quantityAvailable ?? 0} left in stock`,
    }))
  const response: JsonObject = {
    cart: renderCart(context, cart, lines),
    calculatedLineItems: calculatedLineItems.map((l) => l.wire),
    priceSummary,
    taxSummary: {
      taxableAmount: money(subtotal - itemDiscount + shippingTaxable),
      totalTax: money(tax),
      calculationDetails: rate
        ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' }
        : { rateType: 'NO_TAX_COLLECTED' },
    },
    shippingInfo,
    appliedDiscounts,
    calculationErrors,
    weightUnit: 'KG',
    currency: STORE_CURRENCY,
    payNow: priceSummary,
    payLater: {
      subtotal: money(0),
      shipping: money(0),
      tax: money(0),
      discount: money(0),
      total: money(0),
      additionalFees: money(0),
    },
    membershipOptions: {
      eligibleMemberships: membership.eligible,
      invalidMemberships: membership.invalid,
      selectedMemberships: (input.selectedMemberships ?? []).filter((s) =>
        membership.eligible.some((e) => e['id'] === s.id),
      ),
    },
    additionalFees: [],
    violations,
  }
  return { response, totals }
}
