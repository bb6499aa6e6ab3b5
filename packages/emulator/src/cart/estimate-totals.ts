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

/**
 * Step 1: memberships. The buyer's unexpired plans are eligible for lines whose product is in one
 * of the plan's collections; a selected membership that does not cover its lines (or a visitor
 * selecting one) is reported invalid, not refused. Lines a valid selection covers cost nothing.
 */
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

/** What the item discounts came to: the amount off the lines, and what the answer reports. */
interface ItemDiscounts {
  /** Cents off the lines, never more than the subtotal. */
  amount: number
  /** A free-shipping coupon that applied: its discount is the shipping, known only later. */
  freeShipping?: { id: string; code: string; name: string }
  applied: JsonObject[]
  /** `couponCalculationError`, when the cart's coupon no longer applies. */
  errors: JsonObject
}

/**
 * Step 2: discounts on items. The cart's coupon is checked again against today's subtotal (it
 * may have expired, or the cart may have dropped under its minimum since it was applied: the
 * platform then reports a calculation error, it does not refuse the estimate). Merchant
 * discounts apply to their lines, or to all. Together they never exceed the subtotal.
 */
function itemDiscounts(
  context: EmulatorContext,
  cart: CartRecord,
  lines: readonly PricedLine[],
  lineTotals: readonly number[],
  subtotal: number,
): ItemDiscounts {
  const result: ItemDiscounts = { amount: 0, applied: [], errors: {} }
  if (cart.couponCode) {
    const check = checkCoupon(context, cart.couponCode, subtotal)
    if (check.ok) {
      const amount = couponItemDiscount(check.coupon, subtotal)
      result.amount += amount
      // A free-shipping coupon takes nothing off the items: it is reported with the shipping.
      if (check.coupon.kind === 'free-shipping') result.freeShipping = check.coupon
      else {
        result.applied.push({
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
      result.errors['couponCalculationError'] = {
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
    result.amount += amount
    result.applied.push({
      merchantDiscount: {
        amount: money(amount),
        ...(discount.percentage === undefined ? {} : { percentage: discount.percentage }),
      },
      discountType: discount.lineItemIds ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      lineItemIds: scope,
    })
  }
  result.amount = Math.min(result.amount, subtotal)
  return result
}

/** What shipping came to: its cost, the option chosen, and the options on offer. */
interface ShippingEstimate {
  /** Cents, before any free-shipping discount. */
  cost: number
  option?: ShippingOptionRecord
  /** `shippingInfo` of the answer (its selected option is added once tax is known). */
  info: JsonObject
  errors: JsonObject
}

/**
 * Step 3: shipping. Only a cart with something to ship pays it; the address's country picks the
 * region (none: the platform answers with a calculation error, not a refusal). The requested
 * option (the estimate's, else the cart's) must be one of the region's; otherwise the first
 * option is priced and the mismatch reported. Options are priced on the subtotal before
 * discounts, as free-over thresholds are.
 */
function estimateShipping(
  context: EmulatorContext,
  cart: CartRecord,
  input: EstimateInput,
  lines: readonly PricedLine[],
  lineTotals: readonly number[],
  subtotal: number,
  now: number,
): ShippingEstimate {
  const shippable = lines.some(
    (l, i) => l.shippable && l.purchasableQuantity > 0 && (lineTotals[i] ?? 0) >= 0,
  )
  const region = shippable
    ? regionFor(context.state.shippingRegions, input.shippingAddress?.['country'])
    : undefined
  const estimate: ShippingEstimate = { cost: 0, info: { carrierServiceOptions: [] }, errors: {} }
  if (shippable && !region) {
    estimate.errors['generalShippingCalculationError'] = {
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
      estimate.errors['selectedShippingOptionError'] = {
        applicationError: {
          code: 'SHIPPING_OPTION_NOT_FOUND',
          description: 'The selected shipping option is not available for this address',
          data: { code: requested.code },
        },
      }
    }
    const option = found ?? region.options[0]
    if (option) estimate.option = option
    estimate.cost = option ? optionCents(option, subtotal) : 0
    const carriers = [...new Set(region.options.map((o) => o.carrierId))]
    estimate.info = {
      region: { id: region.id, name: region.name },
      carrierServiceOptions: carriers.map((carrierId) => ({
        carrierId,
        shippingOptions: region.options
          .filter((o) => o.carrierId === carrierId)
          .map((o) => shippingOptionWire(o, optionCents(o, subtotal), now)),
      })),
    }
  }
  return estimate
}

/**
 * Step 4: tax per line. The item discount is spread over the lines in proportion to their
 * totals (tax is due on what the buyer pays, line by line, as the platform breaks it down), then
 * each line is taxed at the rate of the shipping address, else the billing address.
 */
function taxLines(
  lines: readonly PricedLine[],
  lineTotals: readonly number[],
  itemDiscount: number,
  rate: TaxRateRecord | undefined,
  covered: ReadonlySet<string>,
): { tax: number; wire: JsonObject }[] {
  const lineDiscounts = spread(itemDiscount, lineTotals)
  return lines.map((l, i) => {
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
        paymentOption: covered.has(l.line.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
      },
    }
  })
}

/** Step 6: a line that cannot be bought as it is, as the platform reports it (a violation, not an error). */
function lineViolations(lines: readonly PricedLine[]): JsonObject[] {
  return lines
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
}

const NOTHING_LATER = {
  subtotal: money(0),
  shipping: money(0),
  tax: money(0),
  discount: money(0),
  total: money(0),
  additionalFees: money(0),
}

/**
 * Estimates a cart's totals with real arithmetic, in the order the platform computes them:
 *
 * 1. price the lines; lines a selected membership pays for cost nothing;
 * 2. discounts on items (coupon, merchant discounts);
 * 3. shipping of the selected option for the address's region;
 * 4. tax per line and on shipping, by region;
 * 5. the summary: total = subtotal − discounts + shipping + tax;
 * 6. the answer, with a violation for every line that cannot be bought as it is.
 *
 * Every figure is in integer cents until it goes on the wire, so sums never drift.
 */
export function estimateTotals(
  context: EmulatorContext,
  cart: CartRecord,
  input: EstimateInput,
): { response: JsonObject; totals: Totals } {
  const now = context.now()
  // 1. Lines, and what memberships pay for. Lines that cannot be bought count their purchasable quantity only.
  const lines = priceCart(context, cart)
  const membership = memberships(context, cart, lines, input.selectedMemberships ?? [])
  const lineTotals = lines.map((l) =>
    membership.covered.has(l.line.id) ? 0 : l.unitCents * l.purchasableQuantity,
  )
  const subtotal = lineTotals.reduce((a, b) => a + b, 0)

  // 2. Item discounts.
  const discounts = itemDiscounts(context, cart, lines, lineTotals, subtotal)
  const itemDiscount = discounts.amount

  // 3. Shipping; a free-shipping coupon takes it all off, reported after the item discounts.
  const shipping = estimateShipping(context, cart, input, lines, lineTotals, subtotal, now)
  const shippingDiscount = discounts.freeShipping ? shipping.cost : 0
  const appliedDiscounts = discounts.applied
  if (discounts.freeShipping) {
    appliedDiscounts.push({
      coupon: {
        id: discounts.freeShipping.id,
        code: discounts.freeShipping.code,
        amount: money(shippingDiscount),
        name: discounts.freeShipping.name,
      },
      discountType: 'SHIPPING',
      lineItemIds: [],
    })
  }

  // 4. Tax, on the lines after their share of the discount, and on the shipping paid.
  const rate = taxRateFor(context.state.taxRates, input.shippingAddress ?? input.billingAddress)
  const calculatedLineItems = taxLines(lines, lineTotals, itemDiscount, rate, membership.covered)
  const shippingTaxable = shipping.cost - shippingDiscount
  const shippingTax = taxOn(shippingTaxable, rate)
  const shippingInfo = shipping.info
  const selectedOption = shipping.option
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
        price: money(shipping.cost),
      },
      requestedShippingOption: input.selectedShippingOption?.code === selectedOption.code,
      otherCharges: [],
      carrierId: selectedOption.carrierId,
    }
  }

  // 5. The summary.
  const tax = calculatedLineItems.reduce((sum, l) => sum + l.tax, 0) + shippingTax
  const discount = itemDiscount + shippingDiscount
  const totals: Totals = {
    subtotal,
    discount,
    shipping: shipping.cost,
    tax,
    total: subtotal - discount + shipping.cost + tax,
  }
  const priceSummary = {
    subtotal: money(totals.subtotal),
    shipping: money(totals.shipping),
    tax: money(totals.tax),
    discount: money(totals.discount),
    total: money(totals.total),
    additionalFees: money(0),
  }

  // 6. The answer. Everything is paid now: the emulated store has no deferred payments.
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
    calculationErrors: { ...discounts.errors, ...shipping.errors },
    weightUnit: 'KG',
    currency: STORE_CURRENCY,
    payNow: priceSummary,
    payLater: { ...NOTHING_LATER },
    membershipOptions: {
      eligibleMemberships: membership.eligible,
      invalidMemberships: membership.invalid,
      selectedMemberships: (input.selectedMemberships ?? []).filter((s) =>
        membership.eligible.some((e) => e['id'] === s.id),
      ),
    },
    additionalFees: [],
    violations: lineViolations(lines),
  }
  return { response, totals }
}
