import type { QueryBuilder } from '@vitrine/core'

/**
 * Tells the hooks the type of your client, once for the whole app, so that `useProducts`,
 * `useCart`, `useSession`, … return your modules' exact types. `@vitrine/react` imports no domain
 * package: the types come from the client you register (structural typing), and the hooks work
 * with whatever client you pass to {@link VitrineProvider}.
 *
 * @example
 * ```ts
 * // vitrine.ts
 * import { createClient } from '@vitrine/core'
 * import { oauth, localStorageStore } from '@vitrine/auth'
 * import { currentCart } from '@vitrine/cart'
 * import { collections, products } from '@vitrine/catalog'
 *
 * export const client = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: oauth({ clientId: 'demo-storefront', storage: localStorageStore() }),
 *   modules: { cart: currentCart, products, collections },
 * })
 *
 * declare module '@vitrine/react' {
 *   interface Register {
 *     client: typeof client
 *   }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: users augment it with `client: typeof client`
export interface Register {}

/** `none` (no tokens yet), `visitor` (an anonymous token) or `member` (logged in). */
export type SessionRole = 'none' | 'visitor' | 'member'

/** The least a catalogue item must have for the hooks: an `id` (and usually a `slug`). */
export interface ItemShape {
  /** Id. */
  id: string
  /** Slug, when it has one. */
  slug?: string | null | undefined
}

/** What the hooks need of a catalogue module (`products`, `collections` of `@vitrine/catalog`). */
export interface CatalogModuleShape<T extends ItemShape = ItemShape, F extends object = object> {
  /** A typed query builder. */
  query(): QueryBuilder<T, F>
}

/** A line of a cart, as far as the optimistic updates of {@link useCart} touch it. */
export interface LineItemShape {
  /** Line item id. */
  id?: string | undefined
  /** Quantity. */
  quantity?: number | undefined
  /** Which catalogue item, and which variant or options of it. */
  catalogReference?:
    | { catalogItemId?: string | undefined; options?: Record<string, unknown> | null | undefined }
    | undefined
}

/** A cart, as far as the optimistic updates of {@link useCart} touch it. */
export interface CartShape {
  /** The line items. */
  lineItems?: LineItemShape[] | undefined
  /** Applied coupons and discounts. */
  appliedDiscounts?: { coupon?: { code?: string | undefined } | undefined }[] | undefined
}

/** What {@link useCart} needs of the client's `cart` module (`currentCart` of `@vitrine/cart`). */
export interface CartModuleShape {
  /** Reads the cart. */
  get(options?: { signal?: AbortSignal | undefined }): Promise<CartShape>
  /** Adds line items. */
  addItems(items: { lineItems?: readonly LineItemShape[] | undefined }): Promise<CartShape>
  /** Removes line items by line item id. */
  removeItems(lineItemIds: readonly string[]): Promise<CartShape>
  /** Sets the quantities of line items. */
  setQuantities(lineItems: readonly { id: string; quantity: number }[]): Promise<CartShape>
  /** Applies a coupon. */
  applyCoupon(code: string): Promise<CartShape>
  /** Removes the coupon. */
  removeCoupon(): Promise<CartShape>
  /** Computes totals. */
  estimateTotals(request?: never): Promise<unknown>
  /** Starts a checkout. */
  createCheckout(request?: never): Promise<{ checkoutId: string }>
}

/** What one change of a session tells its listeners. */
export interface SessionChangeShape {
  /** The role now. */
  role: SessionRole
  /** The role before. */
  previousRole: SessionRole
  /** Why it changed (`login`, `logout`, `refresh`, `other-tab`, …). */
  reason: string
}

/** What {@link useSession} needs of the client's `auth` (an `oauth()` session of `@vitrine/auth`). */
export interface SessionShape {
  /** The role now. */
  readonly role: SessionRole
  /** Listens to token and role changes, also those made by other tabs. */
  subscribe(listener: (change: SessionChangeShape) => void): () => void
  /** Direct login. */
  login(input: never): Promise<unknown>
  /** Registration. */
  register(input: never): Promise<unknown>
  /** The e-mailed verification code. */
  verifyEmail(code: string): Promise<unknown>
  /** Member tokens from a direct login's session token (hidden frame). */
  loginInBackground(sessionToken?: string): Promise<unknown>
  /** Hosted login page. */
  loginWithRedirect(options: never): Promise<void>
  /** Completes a hosted login on the callback page. */
  handleRedirect(url?: string): Promise<unknown>
  /** Logs out; with `returnUrl`, resolves to the hosted logout page. */
  logout(options?: { returnUrl: string }): Promise<unknown>
  /** Sends a password-reset e-mail. */
  sendPasswordResetEmail(email: string, redirectUrl: string): Promise<void>
  /** The hosted checkout URL of a checkout. */
  checkoutUrl(
    checkoutId: string,
    options?: { postFlowUrl?: string | undefined; thankYouPageUrl?: string | undefined },
  ): Promise<string>
}

/** The client type the hooks see when none is registered: any client, module types unknown. */
export interface DefaultClient {
  /** The auth strategy. */
  readonly auth?: unknown
}

/** The client type of {@link Register}, or {@link DefaultClient} when none is registered. */
export type RegisteredClient = Register extends { client: infer C } ? C : DefaultClient

/** The member `K` of client `C` (a module, or its `auth`), or `Fallback` when it has none. */
export type ModuleOf<C, K extends string, Fallback> = C extends { readonly [P in K]: infer M } ? M : Fallback

/** The method `K` of module `M`, or `never`. */
export type MethodOf<M, K extends string> = M extends { readonly [P in K]: infer F } ? F : never

/** The first parameter of function `F`. */
export type ArgumentOf<F> = F extends (first: infer A, ...rest: infer _R) => unknown ? A : never

/** What the promise function `F` resolves to. */
export type ResultOf<F> = F extends (...args: infer _A) => Promise<infer R> ? R : never

/** The `products` module of client `C`. */
export type ProductsModuleOf<C = RegisteredClient> = ModuleOf<C, 'products', CatalogModuleShape>
/** The `collections` module of client `C`. */
export type CollectionsModuleOf<C = RegisteredClient> = ModuleOf<C, 'collections', CatalogModuleShape>
/** The `cart` module of client `C`. */
export type CartModuleOf<C = RegisteredClient> = ModuleOf<C, 'cart', CartModuleShape>
/** The session (`auth`) of client `C`. */
export type SessionOf<C = RegisteredClient> = C extends { readonly auth: infer A extends SessionShape }
  ? A
  : SessionShape

/** The query builder of a catalogue module. */
export type BuilderOf<M> = M extends { query(): infer B } ? B : QueryBuilder<ItemShape, object>
/** The item type of a catalogue module. */
export type ItemOf<M> = BuilderOf<M> extends QueryBuilder<infer T, infer _F> ? T : ItemShape
/** A product of the registered client. */
export type ProductOf<C = RegisteredClient> = ItemOf<ProductsModuleOf<C>>
/** A collection of the registered client. */
export type CollectionOf<C = RegisteredClient> = ItemOf<CollectionsModuleOf<C>>
/** The cart of the registered client. */
export type CartOf<C = RegisteredClient> =
  CartModuleOf<C> extends { get(...args: never[]): Promise<infer T> } ? T : CartShape

/**
 * A query of a catalogue module: a builder, or a function that refines the module's builder.
 * Only what the builder compiles to (filter, sort, paging) identifies the query, so an inline
 * arrow function is fine.
 *
 * @example
 * ```ts
 * import type { CatalogQuery, ProductsModuleOf } from '@vitrine/react'
 *
 * const byName: CatalogQuery<ProductsModuleOf> = (q) => q.startsWith('name', 'Sh').ascending('name').limit(12)
 * ```
 */
export type CatalogQuery<M> = BuilderOf<M> | ((query: BuilderOf<M>) => BuilderOf<M>)
