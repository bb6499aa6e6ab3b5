import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { cartQueryOptions, sessionQueryOptions } from '@vitrine/react/server'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { CartDrawer } from '../components/cart-drawer'
import { Footer } from '../components/footer'
import { Header } from '../components/header'
import { SHOP_NAME } from '../lib/config'
import { serverClient, serverQueryClient } from '../lib/server-client'
import { onEmulator, siteOrigin, vitrineHost } from '../lib/server-config'
import { Providers } from './providers'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: `${SHOP_NAME} — everyday goods, made to last`, template: `%s · ${SHOP_NAME}` },
    description: 'Tees, bags, mugs and downloads from the Vitrine demo shop.',
    openGraph: { siteName: SHOP_NAME, type: 'website' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f2a44' }

/**
 * Every page: the header (with the visitor's cart count and role), the page, the cart drawer. The
 * visitor's cart and role are prefetched here with their cookie, once per page load (a layout does
 * not render again on client-side navigation), so the browser starts with them and asks for
 * neither — not even for a cart that does not exist yet.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const client = await serverClient()
  const queryClient = serverQueryClient()
  await Promise.all([
    queryClient.prefetchQuery(sessionQueryOptions(client)),
    queryClient.prefetchQuery(cartQueryOptions(client)),
  ])
  return (
    <html lang="en">
      <body>
        <Providers host={vitrineHost()} emulator={onEmulator()}>
          <HydrationBoundary state={dehydrate(queryClient)}>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <Header />
            <main id="main" className="main">
              {children}
            </main>
            <Footer />
            <CartDrawer />
          </HydrationBoundary>
        </Providers>
      </body>
    </html>
  )
}
