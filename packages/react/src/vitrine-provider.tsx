'use client'
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { type CartStore, createCartStore } from './cart-store'
import { VitrineUsageError } from './errors'
import { vitrineKeys } from './query-keys'
import type { RegisteredClient, SessionChangeShape, SessionShape } from './register'

/** What the provider shares with the hooks. */
export interface VitrineContextValue {
  /** The client. */
  client: RegisteredClient
  /** The query client the hooks use. */
  queryClient: QueryClient
  /** The optimistic cart layer of this client. */
  cart: CartStore
}

const VitrineContext = createContext<VitrineContextValue | null>(null)

/** Props of {@link VitrineProvider}. */
export interface VitrineProviderProps {
  /**
   * The client the hooks call: `createClient({ auth: oauth(...), modules: { cart, products,
   * collections } })`. In a browser, create it once (outside components, or in `useState`); on a
   * server, one per request.
   */
  client: RegisteredClient
  /**
   * The TanStack Query client. Default: the one of an enclosing `QueryClientProvider`, else one
   * the provider creates for itself.
   */
  queryClient?: QueryClient | undefined
  /**
   * Keep the cart in step across the browser tabs of this origin: after a cart write, other tabs
   * refetch their cart (a `BroadcastChannel` message, `vitrine:cart` unless you name another
   * channel here). Default `true`; `false` to turn it off.
   */
  syncTabs?: boolean | string | undefined
  /** Your app. */
  children?: ReactNode
}

/**
 * Session changes after which the cart belongs to someone else: a login, a logout, a session
 * reset, tokens handed over, or another tab that changed who is logged in. Not a token refresh,
 * a first visitor token or tokens loaded from storage.
 */
function changesOwner(change: SessionChangeShape): boolean {
  if (change.reason === 'other-tab') return change.role !== change.previousRole
  return change.reason !== 'refresh' && change.reason !== 'visitor' && change.reason !== 'load'
}

/**
 * Gives the Vitrine hooks their client, and TanStack Query its client. In a browser it also
 * refetches the cart when the visitor logs in or out (in this tab or another) and when another
 * tab changes the cart.
 *
 * @example
 * ```tsx
 * import { VitrineProvider } from '@vitrine/react'
 * import { createRoot } from 'react-dom/client'
 * import { client } from './vitrine' // the client you registered (see Register)
 *
 * createRoot(document.getElementById('root')!).render(
 *   <VitrineProvider client={client}>
 *     <App />
 *   </VitrineProvider>,
 * )
 * ```
 */
export function VitrineProvider(props: VitrineProviderProps): ReactNode {
  const { client, syncTabs = true, children } = props
  const outer = useContext(QueryClientContext)
  const [own] = useState(() => (props.queryClient || outer ? undefined : new QueryClient()))
  const queryClient = (props.queryClient ?? outer ?? own) as QueryClient
  const value = useMemo<VitrineContextValue>(
    () => ({ client, queryClient, cart: createCartStore(client, queryClient) }),
    [client, queryClient],
  )

  useEffect(() => {
    const cartKey = vitrineKeys.cart()
    const auth = (client as { auth?: Partial<SessionShape> }).auth
    const unsubscribe =
      typeof auth?.subscribe === 'function'
        ? auth.subscribe((change) => {
            queryClient.setQueryData(vitrineKeys.session(), { role: change.role })
            // Tokens loaded late from an asynchronous storage: a cart answered `null` while the
            // session had no tokens yet may exist after all.
            const loadedLate = change.reason === 'load' && queryClient.getQueryData(cartKey) === null
            if (changesOwner(change) || loadedLate) void queryClient.invalidateQueries({ queryKey: cartKey })
          })
        : undefined
    const channel =
      syncTabs !== false && typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(typeof syncTabs === 'string' ? syncTabs : 'vitrine:cart')
        : undefined
    if (channel) {
      channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: cartKey })
      value.cart.broadcast = () => channel.postMessage('cart')
    }
    return () => {
      unsubscribe?.()
      channel?.close()
      value.cart.broadcast = undefined
    }
  }, [client, queryClient, value, syncTabs])

  const tree = <VitrineContext.Provider value={value}>{children}</VitrineContext.Provider>
  return queryClient === outer ? tree : <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
}

/** The provider's value, or a usage error naming the hook used outside it. */
export function useVitrine(hook: string): VitrineContextValue {
  const value = useContext(VitrineContext)
  if (!value) {
    throw new VitrineUsageError(
      `${hook} must be used inside <VitrineProvider client={client}>: wrap your app (in Next.js, the client component that holds your providers, rendered by the root layout) in it. A QueryClientProvider alone is not enough.`,
      'NO_PROVIDER',
    )
  }
  return value
}

/**
 * The client given to the nearest {@link VitrineProvider}, typed as the client you registered
 * (see {@link Register}). For calls no hook covers.
 *
 * @throws {@link VitrineUsageError} `NO_PROVIDER` outside a provider.
 * @example
 * ```tsx
 * import { useQuery } from '@tanstack/react-query'
 * import { useClient } from '@vitrine/react'
 *
 * function Availability({ productId, choices }: { productId: string; choices: Record<string, string> }) {
 *   const client = useClient()
 *   const { data } = useQuery({
 *     queryKey: ['availability', productId, choices],
 *     queryFn: () => client.products.optionsAvailability(productId, choices),
 *   })
 *   return <p>{data?.availableForPurchase ? 'In stock' : 'Out of stock'}</p>
 * }
 * ```
 */
export function useClient(): RegisteredClient {
  return useVitrine('useClient').client
}
