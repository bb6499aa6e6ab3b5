// The header's personal part: the visitor's role and cart count. It reads the session cookie, so
// it renders per request, streamed in behind Suspense while the rest of the page is prerendered.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { cartQueryOptions, sessionQueryOptions } from '@vitrine/react/server'
import { itemCount } from '../lib/cart-count'
import { serverClient, serverQueryClient } from '../lib/server-client'
import { AccountLink, CartButton } from './header-client'

/**
 * The role badge, account link and cart button, with this visitor's session and cart prefetched
 * (so the browser asks for neither). Without a session cookie the session has no tokens: the
 * role is "none" and the cart empty, and the platform is not asked.
 */
export async function HeaderPersonal() {
  const client = await serverClient()
  const queryClient = serverQueryClient()
  const [, cart] = await Promise.all([
    queryClient.prefetchQuery(sessionQueryOptions(client)),
    queryClient.fetchQuery(cartQueryOptions(client)).catch(() => null),
  ])
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <AccountLink />
      <CartButton serverCount={itemCount(cart)} />
    </HydrationBoundary>
  )
}

/** What the prerendered page shows until the personal part arrives: a guest with an empty cart. */
export function HeaderPersonalFallback() {
  return (
    <>
      <AccountLink />
      <span className="cart-button" aria-hidden="true">
        <span className="cart-label">Cart</span>
        <span className="cart-count">0</span>
      </span>
    </>
  )
}
