import { isJsonObject } from '../wire/json-body'
import { checkInput, violation, z } from '../wire/schema'
import type { Violations } from '../wire/violations'
import { readAddress } from './address-input'
import type { CartRecord, MerchantDiscountRecord } from './cart-record'
import type { EstimateInput, SelectedMembershipInput } from './estimate-totals'
import { parseAmount } from './money'

const CHANNEL_TYPES = new Set([
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
])

/** Whether a channel type is one of the spec's (including `<PROVIDER>_APP_STORE` and `_INVOICES`). */
export function validChannelType(value: string): boolean {
  return CHANNEL_TYPES.has(value) || /^[A-Z][A-Z0-9]*_(APP_STORE|INVOICES)$/.test(value)
}

/** A syntactically valid e-mail address. */
export const EMAIL: RegExp = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const SHIPPING_OPTION_CODE = z.looseObject({
  code: z.string().min(1),
})
const SHIPPING_OPTION_CARRIER = z.looseObject({
  carrierId: z.string({ error: violation('FORMAT', 'must be a string') }).nullish(),
})

/**
 * Reads a selected shipping option `{ code, carrierId? }`. Without a code (or when it is no
 * object) the platform reports `code` as missing, and nothing else of it.
 */
export function readShippingOption(
  value: unknown,
  field: string,
  violations: Violations,
): EstimateInput['selectedShippingOption'] {
  if (value === undefined || value === null) return undefined
  const option = SHIPPING_OPTION_CODE.safeParse(value)
  if (!option.success) {
    violations.add(`${field}.code`, 'is required', 'REQUIRED_FIELD')
    return undefined
  }
  const carrier = checkInput(SHIPPING_OPTION_CARRIER, value, field, violations)
  const carrierId = carrier?.carrierId
  return { code: option.data.code, ...(typeof carrierId === 'string' ? { carrierId } : {}) }
}

const PERCENTAGE_RULE = violation('VALIDATION', 'must be a number from 0 to 100')

/**
 * One merchant discount: an amount (a decimal string or a non-negative number) or a percentage
 * from 0 to 100, checked field by field; that exactly one of them is given is checked after.
 */
const MERCHANT_DISCOUNT = z.looseObject(
  {
    amount: z
      .unknown()
      .refine((amount) => parseAmount(amount) !== undefined, {
        error: violation('FORMAT', 'must be a decimal string'),
      })
      .optional(),
    percentage: z
      .number({ error: PERCENTAGE_RULE })
      .min(0, { error: PERCENTAGE_RULE })
      .max(100, { error: PERCENTAGE_RULE })
      .optional(),
  },
  { error: violation('FORMAT', 'must be an object') },
)
const LINE_ITEM_IDS = z.looseObject({
  lineItemIds: z.array(z.string()).optional(),
})

/** Reads merchant discounts: each an amount or a percentage, optionally for some lines. */
export function readMerchantDiscounts(
  value: unknown,
  violations: Violations,
): MerchantDiscountRecord[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) {
    violations.add('merchantDiscounts', 'must be a list', 'FORMAT')
    return undefined
  }
  return value.flatMap((item: unknown, i): MerchantDiscountRecord[] => {
    const at = `merchantDiscounts[${i}]`
    if (!checkInput(MERCHANT_DISCOUNT, item, at, violations) && !isJsonObject(item)) return []
    const fields = item as Record<string, unknown>
    const amount = fields['amount'] === undefined ? undefined : parseAmount(fields['amount'])
    const percentage = fields['percentage']
    if ((amount === undefined) === (percentage === undefined)) {
      violations.add(at, 'must have exactly one of amount and percentage', 'ONE_OF_ALIGNMENT')
      return []
    }
    const ids = LINE_ITEM_IDS.safeParse(item)
    if (!ids.success) violations.add(`${at}.lineItemIds`, 'must be a list of ids', 'FORMAT')
    const lineItemIds = ids.success ? ids.data.lineItemIds : undefined
    return [
      {
        ...(amount === undefined ? {} : { amount }),
        ...(typeof percentage === 'number' ? { percentage } : {}),
        ...(lineItemIds ? { lineItemIds } : {}),
      },
    ]
  })
}

const CART_INFO_FIELDS = [
  'buyerNote',
  'contactInfo',
  'selectedShippingOption',
  'buyerLanguage',
  'businessLocationId',
] as const

const MASK_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

/**
 * The paths of a field mask in any of its JSON forms: the comma-separated string the platform's
 * own client sends (`"buyerNote,contactInfo.address"`, proto3's JSON mapping of a `FieldMask`),
 * `{ "paths": [...] }`, or a plain list. An empty string is the empty mask. `undefined` when the
 * value is none of these or a path is malformed.
 */
function readFieldMask(mask: unknown): string[] | undefined {
  const paths =
    typeof mask === 'string'
      ? mask === ''
        ? []
        : mask.split(',')
      : isJsonObject(mask) && Object.keys(mask).length === 1
        ? mask['paths']
        : mask
  if (!Array.isArray(paths)) return undefined
  return paths.every((p): p is string => typeof p === 'string' && MASK_PATH.test(p)) ? paths : undefined
}

/** Applies `cartInfo` to a cart, limited to the paths of `cartFieldmask` when given. */
export function applyCartInfo(cart: CartRecord, info: unknown, mask: unknown, violations: Violations): void {
  if (info === undefined) return
  if (!isJsonObject(info)) {
    violations.add('cartInfo', 'must be an object', 'FORMAT')
    return
  }
  const paths = mask === undefined || mask === null ? undefined : readFieldMask(mask)
  if (mask !== undefined && mask !== null && !paths) {
    violations.add(
      'cartFieldmask',
      'must be field paths: a comma-separated string such as "buyerNote,contactInfo", or a list',
      'FORMAT',
    )
    return
  }
  const wanted = (field: string): boolean =>
    paths ? paths.some((p) => p === field || p.startsWith(`${field}.`)) : Object.hasOwn(info, field)
  for (const field of CART_INFO_FIELDS) {
    if (!wanted(field)) continue
    const value = info[field]
    if (field === 'buyerNote') {
      if (value === undefined || value === null) delete cart.buyerNote
      else if (typeof value !== 'string' || value.length > 1000)
        violations.add('cartInfo.buyerNote', 'must be a string of at most 1000 characters', 'MAX_LENGTH')
      else cart.buyerNote = value
    } else if (field === 'contactInfo') {
      if (value === undefined || value === null) delete cart.contactInfo
      else if (!isJsonObject(value)) violations.add('cartInfo.contactInfo', 'must be an object', 'FORMAT')
      else {
        readAddress(value['address'], 'cartInfo.contactInfo.address', violations)
        cart.contactInfo = value
      }
    } else if (field === 'selectedShippingOption') {
      const option = readShippingOption(value, 'cartInfo.selectedShippingOption', violations)
      if (option) cart.selectedShippingOption = option
      else delete cart.selectedShippingOption
    }
  }
}

const MEMBERSHIPS = z.looseObject({ memberships: z.array(z.unknown()) })
const MEMBERSHIP = z.looseObject({
  id: z.string(),
  appId: z.string(),
})

/** Reads `selectedMemberships.memberships`; line item ids that are not strings are left out. */
export function readMemberships(value: unknown, violations: Violations): SelectedMembershipInput[] {
  if (value === undefined || value === null) return []
  const list = MEMBERSHIPS.safeParse(value)
  if (!list.success) {
    violations.add('selectedMemberships.memberships', 'must be a list', 'FORMAT')
    return []
  }
  return list.data.memberships.flatMap((m, i) => {
    const membership = MEMBERSHIP.safeParse(m)
    if (!membership.success) {
      violations.add(
        `selectedMemberships.memberships[${i}]`,
        'must have an id and an appId',
        'REQUIRED_FIELD',
      )
      return []
    }
    const { id, appId, lineItemIds } = membership.data as { id: string; appId: string; lineItemIds?: unknown }
    const ids = Array.isArray(lineItemIds)
      ? lineItemIds.filter((x): x is string => typeof x === 'string')
      : []
    return [{ id, appId, lineItemIds: ids }]
  })
}
