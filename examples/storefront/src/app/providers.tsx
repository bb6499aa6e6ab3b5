'use client'
import { QueryClient } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import { type ReactNode, useState } from 'react'
import { DrawerProvider, ShopSettingsProvider, ToastProvider } from '../components/ui'
import { makeBrowserClient } from '../lib/vitrine'

/**
 * The browser's client (created once per page, reading the same cookie the server read) and the
 * query client the server's prefetched queries hydrate into.
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
  const [client] = useState(() => makeBrowserClient(host))
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  )
  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      <ShopSettingsProvider value={{ emulator }}>
        <ToastProvider>
          <DrawerProvider>{children}</DrawerProvider>
        </ToastProvider>
      </ShopSettingsProvider>
    </VitrineProvider>
  )
}
