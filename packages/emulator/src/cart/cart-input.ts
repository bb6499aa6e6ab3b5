import { isJsonObject } from '../wire/json-body'
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

/** Reads a selected shipping option `{ code, carrierId? }`. */
export function readShippingOption(
  value: unknown,
  field: string,
  violations: Violations,
): EstimateInput['selectedShippingOption'] {
  if (value === undefined || value === null) return undefined
  if (!isJsonObject(value) || typeof value['code'] !== 'string' || value['code'] === '') {
    violations.add(`${field}.code`, 'is required', 'REQUIRED_FIELD')
    return undefined
  }
  const carrierId = value['carrierId']
  if (carrierId !== undefined && carrierId !== null && typeof carrierId !== 'string') {
    violations.add(`${field}.carrierId`, 'must be a string', 'FORMAT')
  }
  return { code: value['code'], ...(typeof carrierId === 'string' ? { carrierId } : {}) }
}

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
    if (!isJsonObject(item)) {
      violations.add(at, 'must be an object', 'FORMAT')
      return []
    }
    const amount = item['amount'] === undefined ? undefined : parseAmount(item['amount'])
    const percentage = item['percentage']
    if (item['amount'] !== undefined && amount === undefined)
      violations.add(`${at}.amount`, 'must be a decimal string', 'FORMAT')
    if (percentage !== undefined && (typeof percentage !== 'number' || percentage < 0 || percentage > 100)) {
      violations.add(`${at}.percentage`, 'must be a number from 0 to 100', 'VALIDATION')
    }
    if ((amount === undefined) === (percentage === undefined)) {
      violations.add(at, 'must have exactly one of amount and percentage', 'ONE_OF_ALIGNMENT')
      return []
    }
    const ids = item['lineItemIds']
    if (ids !== undefined && (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))) {
      violations.add(`${at}.lineItemIds`, 'must be a list of ids', 'FORMAT')
    }
    return [
      {
        ...(amount === undefined ? {} : { amount }),
        ...(typeof percentage === 'number' ? { percentage } : {}),
        ...(Array.isArray(ids) ? { lineItemIds: ids as string[] } : {}),
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

/** Reads `selectedMemberships.memberships`. */
export function readMemberships(value: unknown, violations: Violations): SelectedMembershipInput[] {
  if (value === undefined || value === null) return []
  const list = isJsonObject(value) ? value['memberships'] : undefined
  if (!Array.isArray(list)) {
    violations.add('selectedMemberships.memberships', 'must be a list', 'FORMAT')
    return []
  }
  return list.flatMap((m: unknown, i) => {
    if (!isJsonObject(m) || typeof m['id'] !== 'string' || typeof m['appId'] !== 'string') {
      violations.add(
        `selectedMemberships.memberships[${i}]`,
        'must have an id and an appId',
        'REQUIRED_FIELD',
      )
      return []
    }
    const ids = Array.isArray(m['lineItemIds'])
      ? m['lineItemIds'].filter((x): x is string => typeof x === 'string')
      : []
    return [{ id: m['id'], appId: m['appId'], lineItemIds: ids }]
  })
}
