import { ApplicationError } from '@vitrine/core'
import { moduleOf } from './errors'
import { cartKey } from './query-keys'
import type { CartModuleShape, CartOf, CartShape, RegisteredClient } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

/** The client's `cart` module, or a usage error saying how to add it. */
export function cartModuleOf(client: unknown): CartModuleShape {
  return moduleOf<CartModuleShape>(
    client,
    'cart',
    'useCart',
    "modules: { cart: currentCart } with currentCart from '@vitrine/cart'",
  )
}

/** The role of the client's session (`none`, `visitor`, `member`), if it has one. */
function roleOf(client: unknown): unknown {
  const auth = (client as { auth?: { role?: unknown } } | null)?.auth
  return typeof auth === 'object' && auth !== null ? auth.role : undefined
}

/**
 * The cart, or `null` when the visitor has none yet (`OWNED_CART_NOT_FOUND`). A session with no
 * tokens at all (role `none`) has no cart by definition: asking would create a new anonymous
 * visitor only to be told 404, so the answer is `null` without a request.
 */
export async function fetchCart(client: unknown, signal?: AbortSignal): Promise<CartShape | null> {
  const cart = cartModuleOf(client)
  if (roleOf(client) === 'none') return null
  try {
    return await cart.get({ signal })
  } catch (error) {
    if (ApplicationError.is(error) && (error.code === 'OWNED_CART_NOT_FOUND' || error.status === 404))
      return null
    throw error
  }
}

/** The refetch options of the cart query (see {@link cartQueryOptions}). */
export interface CartRefetchOptions {
  /** Refetch on mount, except a visitor's missing cart. */
  refetchOnMount: (query: { state: { data: unknown } }) => boolean
  /** Refetch on window focus, except a visitor's missing cart. */
  refetchOnWindowFocus: (query: { state: { data: unknown } }) => boolean
  /** Refetch on reconnect, except a visitor's missing cart. */
  refetchOnReconnect: (query: { state: { data: unknown } }) => boolean
}

/**
 * A visitor's missing cart (`null`) is not asked for again on mount, focus or reconnect: only
 * this browser can create it (a write here, or in another tab, which the provider hears), and
 * asking makes the platform answer 404, which the browser logs as an error. A member's cart may
 * be created on another device, so theirs is refetched as usual.
 */
export function cartRefetchOptions(client: unknown): CartRefetchOptions {
  const refetch = (query: { state: { data: unknown } }): boolean =>
    query.state.data !== null || roleOf(client) === 'member'
  return { refetchOnMount: refetch, refetchOnWindowFocus: refetch, refetchOnReconnect: refetch }
}

/** What {@link cartQueryOptions} returns: the query's options and its {@link CartRefetchOptions}. */
export type CartQueryOptions<T> = VitrineQueryOptions<T> & CartRefetchOptions

/**
 * The query of the current cart (`null` while the visitor has none), with the key `useCart`
 * uses. On a server, prefetch it with a client whose session reads the visitor's cookie, and the
 * page renders their own cart; the browser then starts with it and does not ask again (a missing
 * cart, `null`, included: a visitor's missing cart is not refetched on mount, focus or
 * reconnect, see {@link CartRefetchOptions}).
 *
 * @example
 * ```ts
 * import { cookieStore, oauth } from '@vitrine/auth'
 * import { currentCart } from '@vitrine/cart'
 * import { createClient } from '@vitrine/core'
 * import { cartQueryOptions } from '@vitrine/react/server'
 *
 * // On the server, per request: the visitor's own cart, from their cookie.
 * export async function prefetchCart(request: Request) {
 *   const client = createClient({
 *     auth: oauth({ clientId: 'my-client', storage: cookieStore({ cookie: request.headers.get('cookie') }) }),
 *     modules: { cart: currentCart },
 *   })
 *   await queryClient.prefetchQuery(cartQueryOptions(client))
 * }
 * ```
 */
export function cartQueryOptions<C extends object = RegisteredClient>(
  client: C,
): CartQueryOptions<CartOf<C> | null> {
  return {
    ...vitrineQueryOptions(cartKey(), ({ signal }) => fetchCart(client, signal) as Promise<CartOf<C> | null>),
    ...cartRefetchOptions(client),
  }
}
