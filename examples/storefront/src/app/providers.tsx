'use client'
import { QueryClient } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import { type ReactNode, useEffect, useState } from 'react'
import { DrawerProvider, ShopSettingsProvider, ToastProvider } from '../components/ui'
import { lateClient } from '../lib/late-client'

/**
 * The browser's client (created once per page, reading the same cookie the server read) and the
 * query client the server's prefetched queries hydrate into. The SDK behind the client is a chunk
 * of its own, fetched right after hydration (not on the way to it: catalogue pages are
 * interactive sooner); a click before it arrived waits for it, none is lost.
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
  useEffect(() => {
    void late.load()
  }, [late])
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
