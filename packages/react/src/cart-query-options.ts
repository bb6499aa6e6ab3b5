import { ApplicationError } from '@vitrine/core'
import { moduleOf } from './errors'
import { vitrineKeys } from './query-keys'
import type { CartModuleShape, CartOf, CartShape, RegisteredClient } from './register'
import { shareStructure } from './share-structure'
import type { VitrineQueryOptions } from './vitrine-query-options'

/** The client's `cart` module, or a usage error saying how to add it. */
export function cartModuleOf(client: unknown): CartModuleShape {
  return moduleOf<CartModuleShape>(
    client,
    'cart',
    'useCart',
    "modules: { cart: currentCart } with currentCart from '@vitrine/cart'",
  )
}

/** The cart, or `null` when the visitor has none yet (`OWNED_CART_NOT_FOUND`). */
export async function fetchCart(client: unknown, signal?: AbortSignal): Promise<CartShape | null> {
  const cart = cartModuleOf(client)
  try {
    return await cart.get({ signal })
  } catch (error) {
    if (ApplicationError.is(error) && (error.code === 'OWNED_CART_NOT_FOUND' || error.status === 404))
      return null
    throw error
  }
}

/**
 * The query of the current cart (`null` while the visitor has none), with the key `useCart`
 * uses. On a server, prefetch it with a client whose session reads the visitor's cookie, and the
 * page renders their own cart.
 *
 * @example
 * ```ts
 * const client = createClient({
 *   auth: oauth({ clientId, storage: cookieStore({ cookie: request.headers.get('cookie') }) }),
 *   modules: { cart: currentCart },
 * })
 * await queryClient.prefetchQuery(cartQueryOptions(client))
 * ```
 */
export function cartQueryOptions<C extends object = RegisteredClient>(
  client: C,
): VitrineQueryOptions<CartOf<C> | null> {
  return {
    queryKey: vitrineKeys.cart() as never,
    queryFn: ({ signal }) => fetchCart(client, signal) as Promise<CartOf<C> | null>,
    retry: false,
    structuralSharing: shareStructure,
  }
}
