// What the examples leave to the reader, declared once with their real types (see examples.test.ts).
// Global, so that a snippet that makes its own `client` (or `session`, …) shadows this one.
// Not here: the client type `@vitrine/react`'s hooks see. As in an app, a snippet registers it:
// the `Register` example of @vitrine/react for the `@example` blocks, each React guide its own.
import type { QueryClient } from '@tanstack/react-query'
import type { identity, OAuthSession, redirects } from '@vitrine/auth'
import type { currentCart } from '@vitrine/cart'
import type { collections, Product, products, variants } from '@vitrine/catalog'
import type { AuthStrategy, Client } from '@vitrine/core'
import type { Emulator } from '@vitrine/emulator'
import type { Webhooks } from '@vitrine/webhooks'
import type { ReactNode } from 'react'

declare global {
  // The clients. A storefront's: a visitor's (or member's) `oauth()` session and the modules a
  // shop uses. A back office's: an owner's `apiKey()`, which catalogue writes need.
  const client: Client<
    {
      cart: typeof currentCart
      products: typeof products
      collections: typeof collections
      variants: typeof variants
      identity: typeof identity
      redirects: typeof redirects
    },
    OAuthSession
  >
  const session: OAuthSession
  const admin: Client<
    { products: typeof products; collections: typeof collections; variants: typeof variants },
    AuthStrategy
  >
  // docs/guides/catalog.md's storefront client (its first block makes it, and `admin`).
  const shop: Client<{ products: typeof products; collections: typeof collections }, OAuthSession>

  // What an app or a test has made once: TanStack's cache, an emulator, a webhook receiver.
  const queryClient: QueryClient
  const emulator: Emulator
  const webhooks: Webhooks

  // A product of the catalogue.
  const productId: string

  // The app's own UI.
  function showToast(message: string): void
  function showMessage(message: string): void
  function showError(message: string): void
  function showCodeForm(): void
  function showFieldError(field: string, message: string): void
  function goTo(path: string): void
  // Its captcha widget (reCAPTCHA): resolves to the token.
  function runInvisibleRecaptcha(): Promise<string>
  function showRecaptcha(): Promise<string>

  // The app's own React components.
  function App(): ReactNode
  function Header(): ReactNode
  function Spinner(): ReactNode
  function Grid(props: { products: readonly Product[] }): ReactNode
}
