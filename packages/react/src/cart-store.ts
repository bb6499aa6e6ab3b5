import type { QueryClient } from '@tanstack/react-query'
import { refuseInput } from '@vitrine/core/module'
import { cartModuleOf, fetchCart } from './cart-query-options'
import { vitrineKeys } from './query-keys'
import type { CartShape, LineItemShape } from './register'
import { sessionOf } from './session-query-options'

type Cart = CartShape | null
type Change = (cart: Cart) => Cart
type Reference = LineItemShape['catalogReference']

/** The cart actions as they run; `useCart` gives them the registered client's types. */
export interface CartActionsRuntime {
  addItems(items: { lineItems?: readonly LineItemShape[] | undefined }): Promise<CartShape>
  removeItems(lineItemIds: readonly string[]): Promise<CartShape>
  setQuantity(lineItemId: string, quantity: number): Promise<CartShape>
  applyCoupon(code: string): Promise<CartShape>
  removeCoupon(): Promise<CartShape>
  estimateTotals(request?: never): Promise<unknown>
  checkout(
    urls?: { postFlowUrl?: string | undefined; thankYouPageUrl?: string | undefined },
    request?: never,
  ): Promise<{ checkoutId: string; checkoutUrl: string }>
}

/**
 * The optimistic layer over one client's cart, shared by every `useCart` of a provider.
 *
 * The query cache shows `confirmed` (the platform's last word) with the changes of the writes
 * still in flight applied on top, in order. A write that succeeds replaces `confirmed` with the
 * cart it resolved to and drops its change; one that fails only drops its change, so exactly that
 * write is rolled back and the later ones stay visible. This is sound because the cart module runs
 * one client's calls one after the other (FIFO): a write answers with a cart that contains every
 * earlier write, and a read (a refetch) answers after every write made before it.
 */
export interface CartStore {
  /** The query function of `useCart`: the platform's cart with the pending changes on top. */
  fetch(signal: AbortSignal): Promise<Cart>
  /** How many writes are in flight. */
  writing(): number
  /** Calls `listener` when a write starts or ends. */
  subscribe(listener: () => void): () => void
  /** The actions (one stable object). */
  readonly actions: CartActionsRuntime
  /** Tells other tabs that the cart changed (set by the provider in a browser). */
  broadcast: (() => void) | undefined
}

/** Line items added optimistically get ids with this prefix until the platform answers. */
export const OPTIMISTIC_PREFIX = 'optimistic:'

function stable(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? ''
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  const record = value as Record<string, unknown>
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stable(record[key])}`)
    .join(',')}}`
}

/** Whether two catalogue references name the same item and variant. */
function sameReference(a: Reference, b: Reference): boolean {
  if (!a || !b || a.catalogItemId !== b.catalogItemId) return false
  const x = a.options ?? {}
  const y = b.options ?? {}
  if (x['variantId'] !== undefined || y['variantId'] !== undefined) return x['variantId'] === y['variantId']
  return stable(x) === stable(y)
}

function withLines(cart: Cart, map: (lines: LineItemShape[]) => LineItemShape[]): Cart {
  return cart && { ...cart, lineItems: map(cart.lineItems ?? []) }
}

function withoutCoupon(cart: Cart): Cart {
  return cart && { ...cart, appliedDiscounts: (cart.appliedDiscounts ?? []).filter((d) => !d.coupon) }
}

const stores = new WeakMap<QueryClient, WeakMap<object, CartStore>>()

/**
 * The store of one client in one query client, made on first use: the provider, `useCart` and
 * `cartMutationOptions` share it, so every write of a client goes through one optimistic layer.
 */
export function cartStoreOf(client: object, queryClient: QueryClient): CartStore {
  let byClient = stores.get(queryClient)
  if (!byClient) {
    byClient = new WeakMap()
    stores.set(queryClient, byClient)
  }
  let store = byClient.get(client)
  if (!store) {
    store = createCartStore(client, queryClient)
    byClient.set(client, store)
  }
  return store
}

/** Creates the store of one client in one query client. */
function createCartStore(client: unknown, queryClient: QueryClient): CartStore {
  const key = vitrineKeys.cart()
  let confirmed: Cart | undefined
  let inFlight = 0
  const changes: Change[] = []
  const listeners = new Set<() => void>()
  /** Optimistic line id → what was added and the call that adds it. */
  const added = new Map<string, { reference: Reference; done: Promise<CartShape> }>()
  let counter = 0

  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }

  const show = (): void => {
    if (confirmed === undefined && changes.length === 0) {
      // Never loaded and nothing left to show: ask the platform rather than guess.
      void queryClient.invalidateQueries({ queryKey: key })
      return
    }
    queryClient.setQueryData<Cart>(
      key,
      changes.reduce<Cart>((cart, change) => change(cart), confirmed ?? null),
    )
  }

  async function run(change: Change | undefined, call: () => Promise<CartShape>): Promise<CartShape> {
    if (changes.length === 0) confirmed = queryClient.getQueryData<Cart>(key)
    inFlight++
    if (change) {
      changes.push(change)
      show()
    }
    notify()
    let cart: CartShape | undefined
    try {
      cart = await call()
      confirmed = cart
      store.broadcast?.()
      return cart
    } finally {
      inFlight--
      if (change) changes.splice(changes.indexOf(change), 1)
      if (change || cart) show()
      notify()
    }
  }

  /** A line id the platform knows: an optimistic one waits for its add and becomes the real one. */
  async function realId(id: string): Promise<string> {
    const entry = added.get(id)
    if (!entry) return id
    const cart = await entry.done
    const line = cart.lineItems?.find((l) => sameReference(l.catalogReference, entry.reference))
    if (line?.id === undefined) refuseInput('lineItemId', 'is no longer in the cart')
    return line.id
  }

  /** Calls `send` with real ids: at once when they all are (so the call keeps its place in line), else after the adds. */
  function withRealIds(
    ids: readonly string[],
    send: (ids: string[]) => Promise<CartShape>,
  ): Promise<CartShape> {
    if (ids.every((id) => !added.has(id))) return send([...ids])
    return Promise.all(ids.map(realId)).then(send)
  }

  /** Matches a line by id, and an optimistic line also once the platform gave it its real id. */
  function matcher(ids: readonly string[]): (line: LineItemShape) => boolean {
    const set = new Set(ids)
    const references = ids.flatMap((id) => {
      const entry = added.get(id)
      return entry ? [entry.reference] : []
    })
    return (line) =>
      (line.id !== undefined && set.has(line.id)) ||
      references.some((reference) => sameReference(line.catalogReference, reference))
  }

  const actions: CartActionsRuntime = {
    addItems(items) {
      const lines = items?.lineItems ?? []
      const ids = lines.map(() => `${OPTIMISTIC_PREFIX}${++counter}`)
      const done = run(
        (cart) =>
          withLines(cart ?? {}, (current) => {
            const next = [...current]
            lines.forEach((line, i) => {
              const at = next.findIndex((item) => sameReference(item.catalogReference, line.catalogReference))
              const existing = next[at]
              if (existing)
                next[at] = { ...existing, quantity: (existing.quantity ?? 0) + (line.quantity ?? 0) }
              else next.push({ id: ids[i], quantity: line.quantity, catalogReference: line.catalogReference })
            })
            return next
          }),
        () => cartModuleOf(client).addItems(items),
      )
      ids.forEach((id, i) => {
        added.set(id, { reference: lines[i]?.catalogReference, done })
      })
      const forget = (): void => {
        for (const id of ids) added.delete(id)
      }
      done.then(forget, forget)
      return done
    },
    removeItems(lineItemIds) {
      const match = matcher(lineItemIds)
      return run(
        (cart) => withLines(cart, (lines) => lines.filter((line) => !match(line))),
        () => withRealIds(lineItemIds, (ids) => cartModuleOf(client).removeItems(ids)),
      )
    },
    setQuantity(lineItemId, quantity) {
      if (!Number.isInteger(quantity) || quantity < 0) {
        return new Promise<never>(() => refuseInput('quantity', 'must be a non-negative integer'))
      }
      if (quantity === 0) return actions.removeItems([lineItemId])
      const match = matcher([lineItemId])
      return run(
        (cart) =>
          withLines(cart, (lines) => lines.map((line) => (match(line) ? { ...line, quantity } : line))),
        () =>
          withRealIds([lineItemId], ([id]) =>
            cartModuleOf(client).setQuantities([{ id: id as string, quantity }]),
          ),
      )
    },
    applyCoupon(code) {
      return run(
        (cart) => {
          const rest = withoutCoupon(cart)
          return (
            rest && { ...rest, appliedDiscounts: [...(rest.appliedDiscounts ?? []), { coupon: { code } }] }
          )
        },
        () => cartModuleOf(client).applyCoupon(code),
      )
    },
    removeCoupon() {
      return run(withoutCoupon, () => cartModuleOf(client).removeCoupon())
    },
    async estimateTotals(request) {
      return cartModuleOf(client).estimateTotals(request)
    },
    async checkout(urls, request) {
      const { checkoutId } = await cartModuleOf(client).createCheckout(request)
      const checkoutUrl = await sessionOf(client).checkoutUrl(checkoutId, urls)
      return { checkoutId, checkoutUrl }
    },
  }

  const store: CartStore = {
    async fetch(signal) {
      const cart = await fetchCart(client, signal)
      confirmed = cart
      return changes.reduce<Cart>((current, change) => change(current), cart)
    },
    writing: () => inFlight,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    actions,
    broadcast: undefined,
  }
  return store
}
