import type { Caller } from '../oauth/caller'
import type { Subject } from '../oauth/oauth-records'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import { DOMAIN_ENTITIES, type DomainChange, domainEvent, type WebhookIdentity } from '../webhooks/events'
import { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import { applyCartInfo } from './cart-input'
import type { CartLineRecord, CartRecord, CheckoutRecord } from './cart-record'
import { requireValidCoupon } from './coupons'
import { priceCart, renderCart } from './render-cart'

/** Whose current cart a request acts on: a visitor or a member (an app only with a visitor's token). */
export interface CartOwner {
  ownerKey: string
  buyer: CartRecord['buyer']
  identity: WebhookIdentity
  /** Whether the caller may add custom line items (an app acting for the visitor). */
  elevated: boolean
}

function subjectOwner(subject: Subject, identity: WebhookIdentity, elevated: boolean): CartOwner {
  return subject.kind === 'visitor'
    ? {
        ownerKey: `visitor:${subject.visitorId}`,
        buyer: { visitorId: subject.visitorId },
        identity,
        elevated,
      }
    : { ownerKey: `member:${subject.memberId}`, buyer: { memberId: subject.memberId }, identity, elevated }
}

/** The owner of the current cart for a caller; an app without a visitor context has none (403). */
export function cartOwner(caller: Caller): CartOwner | undefined {
  if (caller.kind === 'visitor') {
    return subjectOwner(
      caller.token.subject,
      { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId },
      false,
    )
  }
  if (caller.kind === 'member') {
    return subjectOwner(caller.token.subject, { identityType: 'MEMBER', memberId: caller.memberId }, false)
  }
  if (caller.onBehalfOf) {
    return subjectOwner(caller.onBehalfOf.subject, { identityType: 'APP', appId: caller.appId }, true)
  }
  return undefined
}

/** The owner's cart, or 404 `OWNED_CART_NOT_FOUND` (wire-notes §7). */
export function requireCart(context: EmulatorContext, owner: CartOwner): CartRecord {
  const cart = context.state.carts.get(owner.ownerKey)
  if (!cart) {
    throw applicationError(404, 'OWNED_CART_NOT_FOUND', 'Cart not found', { cartId: 'current' })
  }
  return cart
}

/** The owner's cart, created empty when there is none. */
export function cartForWrite(
  context: EmulatorContext,
  owner: CartOwner,
): { cart: CartRecord; created: boolean } {
  const existing = context.state.carts.get(owner.ownerKey)
  if (existing) return { cart: existing, created: false }
  const now = context.nowIso()
  const cart: CartRecord = {
    id: newId(),
    ownerKey: owner.ownerKey,
    buyer: { ...owner.buyer },
    lines: [],
    merchantDiscounts: [],
    createdDate: now,
    updatedDate: now,
    revision: 0,
  }
  context.state.carts.set(owner.ownerKey, cart)
  return { cart, created: true }
}

/** Emits a cart event with the cart as it is now. */
export function emitCartEvent(
  context: EmulatorContext,
  cart: CartRecord,
  slug: DomainChange['slug'],
  identity: WebhookIdentity,
): void {
  const entity = renderCart(context, cart)
  const change: DomainChange = slug === 'deleted' ? { slug, entity } : { slug, entity }
  context.events.emit(
    domainEvent({
      entityFqdn: DOMAIN_ENTITIES.cart,
      entityId: cart.id,
      change,
      identity,
      eventTime: context.nowIso(),
    }),
  )
}

/** Records a change of a cart: new revision and date, a cart created/updated event, persistence. */
export function commitCart(
  context: EmulatorContext,
  cart: CartRecord,
  created: boolean,
  identity: WebhookIdentity,
): void {
  cart.revision += 1
  cart.updatedDate = context.nowIso()
  emitCartEvent(context, cart, created ? 'created' : 'updated', identity)
  context.changed()
}

/** Deletes the owner's cart (cart deleted event). */
export function deleteCart(context: EmulatorContext, cart: CartRecord, identity: WebhookIdentity): void {
  context.state.carts.delete(cart.ownerKey)
  emitCartEvent(context, cart, 'deleted', identity)
  context.changed()
}

/** The key under which equal items merge into one line: same catalogue item, same options. */
export function mergeKey(
  line: Pick<CartLineRecord, 'appId' | 'catalogItemId' | 'variantId' | 'options' | 'custom'>,
): string | undefined {
  if (line.custom) return undefined
  const { variantId: _variant, options: _choices, ...rest } = line.options
  return JSON.stringify([line.appId, line.catalogItemId, line.variantId ?? '', rest])
}

/** Adds lines to a cart, merging each into an existing line of the same item and options. */
export function addLines(cart: CartRecord, lines: readonly CartLineRecord[]): void {
  for (const line of lines) {
    const key = mergeKey(line)
    const existing = key === undefined ? undefined : cart.lines.find((l) => mergeKey(l) === key)
    if (existing) existing.quantity += line.quantity
    else cart.lines.push(line)
  }
}

/**
 * On login, the visitor's cart carries over to the member: it becomes the member's cart, or its
 * lines merge into the member's existing cart and the visitor's cart is deleted.
 */
export function carryOverCart(context: EmulatorContext, visitorId: string, memberId: string): void {
  const visitorCart = context.state.carts.get(`visitor:${visitorId}`)
  if (!visitorCart || visitorCart.lines.length === 0) return
  const identity: WebhookIdentity = { identityType: 'MEMBER', memberId }
  const memberKey = `member:${memberId}`
  const memberCart = context.state.carts.get(memberKey)
  context.state.carts.delete(visitorCart.ownerKey)
  if (!memberCart) {
    visitorCart.ownerKey = memberKey
    visitorCart.buyer = { memberId }
    context.state.carts.set(memberKey, visitorCart)
    commitCart(context, visitorCart, false, identity)
    return
  }
  addLines(memberCart, visitorCart.lines)
  if (!memberCart.couponCode && visitorCart.couponCode) memberCart.couponCode = visitorCart.couponCode
  emitCartEvent(context, visitorCart, 'deleted', identity)
  commitCart(context, memberCart, false, identity)
}

/** Adds lines to the owner's cart (created when there is none) and records the change. */
export function addToCart(
  context: EmulatorContext,
  owner: CartOwner,
  lines: readonly CartLineRecord[],
): CartRecord {
  const { cart, created } = cartForWrite(context, owner)
  addLines(cart, lines)
  commitCart(context, cart, created, owner.identity)
  return cart
}

/** What `PATCH /carts/current` changes, read from its body. */
export interface CartPatch {
  lines: readonly CartLineRecord[]
  cartInfo: unknown
  cartFieldmask: unknown
  merchantDiscounts?: CartRecord['merchantDiscounts']
  couponCode?: string
}

function subtotalCents(context: EmulatorContext, cart: CartRecord): number {
  return priceCart(context, cart).reduce((sum, l) => sum + l.unitCents * l.purchasableQuantity, 0)
}

/**
 * Applies a patch to the owner's cart (created when there is none), all or nothing: the cart
 * info is checked against the cart and the coupon against the new subtotal, and a refusal leaves
 * the cart as it was (or no cart at all, when the patch created it).
 */
export function patchCart(context: EmulatorContext, owner: CartOwner, patch: CartPatch): CartRecord {
  const { cart, created } = cartForWrite(context, owner)
  const before = structuredClone(cart)
  try {
    addLines(cart, patch.lines)
    const infoViolations = new Violations()
    applyCartInfo(cart, patch.cartInfo, patch.cartFieldmask, infoViolations)
    infoViolations.throwIfAny()
    if (patch.merchantDiscounts) cart.merchantDiscounts = patch.merchantDiscounts
    if (patch.couponCode !== undefined && patch.couponCode.trim() !== '') {
      cart.couponCode = requireValidCoupon(context, patch.couponCode, subtotalCents(context, cart)).code
    }
  } catch (error) {
    if (created) context.state.carts.delete(owner.ownerKey)
    else context.state.carts.set(owner.ownerKey, before)
    throw error
  }
  commitCart(context, cart, created, owner.identity)
  return cart
}

/** Removes the lines with these ids from the owner's cart. */
export function removeLines(context: EmulatorContext, owner: CartOwner, ids: readonly string[]): CartRecord {
  const cart = requireCart(context, owner)
  cart.lines = cart.lines.filter((line) => !ids.includes(line.id))
  commitCart(context, cart, false, owner.identity)
  return cart
}

/** Sets the quantities of lines of a cart (checked to be its own); a line set to 0 is removed. */
export function setLineQuantities(
  context: EmulatorContext,
  owner: CartOwner,
  cart: CartRecord,
  changes: readonly { id: string; quantity: number }[],
): CartRecord {
  for (const change of changes) {
    const line = cart.lines.find((l) => l.id === change.id)
    if (line) line.quantity = change.quantity
  }
  cart.lines = cart.lines.filter((l) => l.quantity > 0)
  commitCart(context, cart, false, owner.identity)
  return cart
}

/** Takes the coupon off the owner's cart. */
export function removeCoupon(context: EmulatorContext, owner: CartOwner): CartRecord {
  const cart = requireCart(context, owner)
  delete cart.couponCode
  commitCart(context, cart, false, owner.identity)
  return cart
}

/** What a checkout starts with besides the cart. */
export type CheckoutDetails = Pick<
  CheckoutRecord,
  'channelType' | 'email' | 'shippingAddress' | 'billingAddress' | 'selectedShippingOption'
>

/**
 * Creates a checkout from the owner's cart: a copy of the cart as it is now (later cart changes
 * do not reach it), linked both ways. An empty cart has nothing to check out (400 `CART_IS_EMPTY`).
 */
export function createCheckout(context: EmulatorContext, owner: CartOwner, details: CheckoutDetails): string {
  const cart = requireCart(context, owner)
  if (cart.lines.length === 0)
    throw applicationError(400, 'CART_IS_EMPTY', 'Cannot create a checkout from an empty cart')
  const checkoutId = newId()
  context.state.checkouts.set(checkoutId, {
    id: checkoutId,
    cartId: cart.id,
    ownerKey: cart.ownerKey,
    buyer: { ...cart.buyer },
    cart: structuredClone(cart),
    ...details,
    createdDate: context.nowIso(),
  })
  cart.checkoutId = checkoutId
  commitCart(context, cart, false, owner.identity)
  return checkoutId
}
