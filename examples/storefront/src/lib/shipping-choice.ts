// The address and delivery option the shopper estimated with, kept in this tab's sessionStorage:
// a reload, or the hosted checkout and back, keeps "Express" chosen, and the checkout is created
// with it. Read back as untrusted text (anything else on the page could have written the key).
import type { Address, SelectedShippingOption } from '@vitrine/cart'

/** The address and delivery option the shopper estimated with. */
export interface ShippingChoice {
  address: Address
  option?: SelectedShippingOption
}

const KEY = 'vitrine.storefront.shipping'

/** The longest text kept of any field (more is no address). */
const LONGEST = 200

/** Where the choice is kept: `sessionStorage` in the browser. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= LONGEST ? value : undefined

const tabStore = (): Store | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

/** Keeps the choice (`undefined` forgets it); a storage that throws is ignored: it is a nicety. */
export function saveShippingChoice(choice: ShippingChoice | undefined, store = tabStore()): void {
  try {
    if (choice) store?.setItem(KEY, JSON.stringify(choice))
    else store?.removeItem(KEY)
  } catch {
    // Private mode or storage full: the choice lasts until the page is left.
  }
}

/** The choice kept in this tab, if there is a well-formed one. */
export function readShippingChoice(store = tabStore()): ShippingChoice | undefined {
  let value: unknown
  try {
    value = JSON.parse(store?.getItem(KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { address, option } = value as { address?: unknown; option?: unknown }
  if (typeof address !== 'object' || address === null) return undefined
  const a = address as Record<string, unknown>
  const country = text(a['country'])
  if (!country || !/^[A-Z]{2}$/.test(country)) return undefined
  const fields = ['subdivision', 'city', 'postalCode', 'addressLine'] as const
  const kept: Address = { country }
  for (const field of fields) {
    const value = a[field]
    if (value === undefined) continue
    const valid = text(value)
    if (valid === undefined) return undefined
    kept[field] = valid
  }
  const choice: ShippingChoice = { address: kept }
  if (typeof option === 'object' && option !== null) {
    const o = option as Record<string, unknown>
    const code = text(o['code'])
    const carrierId = text(o['carrierId'])
    if (code) choice.option = carrierId ? { code, carrierId } : { code }
  }
  return choice
}
