import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { CartDrawer } from '../components/cart-drawer'
import { Footer } from '../components/footer'
import { Header } from '../components/header'
import { NoScriptNote } from '../components/noscript-note'
import { SHOP_NAME } from '../lib/config'
import { canonicalOrigin, onEmulator, vitrineHost } from '../lib/server-config'
import { inter } from './fonts/inter'
import { Providers } from './providers'
import './globals.css'

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(canonicalOrigin()),
    title: { default: `${SHOP_NAME} — everyday goods, made to last`, template: `%s · ${SHOP_NAME}` },
    description: 'Tees, bags, mugs and downloads from the Vitrine demo shop.',
    openGraph: { siteName: SHOP_NAME, type: 'website' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f2a44' }

/**
 * Every page: the header, the page, the cart drawer. Nothing here reads the request, so pages
 * are prerendered with their catalogue content; the visitor's own cart count and role are client
 * components on the browser's session, which render them after hydration.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <head>
        <noscript>
          <style>{'[data-pending]{visibility:visible}'}</style>
        </noscript>
      </head>
      <body>
        <Providers host={vitrineHost()} emulator={onEmulator()}>
          {/* Listing pages (a product grid, `#products`) offer "Skip to products" first; CSS hides it elsewhere. */}
          <a className="skip-link skip-to-products" href="#products">
            Skip to products
          </a>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <NoScriptNote />
          <Header />
          <main id="main" className="main">
            {children}
          </main>
          <Footer />
          <CartDrawer />
        </Providers>
      </body>
    </html>
  )
}
