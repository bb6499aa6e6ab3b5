'use client'
import { QueryClient } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import { type ReactNode, useEffect, useState } from 'react'
import { DrawerProvider, ShopSettingsProvider, ToastProvider } from '../components/ui'
import { lateClient, loadWhenNeeded } from '../lib/late-client'

/**
 * The browser's client (created once per page, reading the same cookie the server read) and the
 * query client the server's prefetched queries hydrate into. The SDK behind the client is a chunk
 * of its own, never on the way to hydration (catalogue pages are interactive sooner): fetched
 * right after it for a visitor with a session, at the first sign of use for one without (see
 * `loadWhenNeeded`); a click before it arrived waits for it, none is lost.
 */
export function Providers({
  host,
  emulator,
  children,
}: {
  host: string
  emulator: boolean
  children: ReactNode
}) {
  const [late] = useState(() =>
    lateClient(() => import('../lib/vitrine').then(({ makeBrowserClient }) => makeBrowserClient(host))),
  )
  useEffect(() => loadWhenNeeded(late, window), [late])
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  )
  return (
    <VitrineProvider client={late.client} queryClient={queryClient}>
      <ShopSettingsProvider value={{ emulator }}>
        <ToastProvider>
          <DrawerProvider>{children}</DrawerProvider>
        </ToastProvider>
      </ShopSettingsProvider>
    </VitrineProvider>
  )
}
