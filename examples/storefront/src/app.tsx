import { useEffect, useRef } from 'react'
import { CartDrawer } from './components/cart-drawer'
import { Header } from './components/header'
import { Callback } from './pages/callback'
import { Catalogue } from './pages/catalogue'
import { NotFound } from './pages/not-found'
import { ProductPage } from './pages/product'
import { Register } from './pages/register'
import { ResetPassword } from './pages/reset-password'
import { SignIn } from './pages/sign-in'
import { ThankYou } from './pages/thank-you'
import { Link, useLocation } from './router'
import { DrawerProvider, ToastProvider } from './ui'

function Page({ pathname }: { pathname: string }) {
  if (pathname === '/') return <Catalogue />
  const product = /^\/products\/([^/]+)$/.exec(pathname)
  if (product) return <ProductPage slug={decodeURIComponent(product[1] ?? '')} />
  switch (pathname) {
    case '/thank-you':
      return <ThankYou />
    case '/account/sign-in':
      return <SignIn />
    case '/account/register':
      return <Register />
    case '/account/reset-password':
      return <ResetPassword />
    case '/callback':
      return <Callback />
    default:
      return <NotFound />
  }
}

/** The shop: header, the page of the current route, the cart drawer. */
export function App() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  // After a navigation, move focus to the new page's heading, so that keyboard and screen
  // reader users start reading the new page (not on the first load).
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [pathname])

  return (
    <ToastProvider>
      <DrawerProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <main id="main" className="main">
          <Page pathname={pathname} />
        </main>
        <footer className="footer">
          <p>
            Vitrine demo shop, running on the local emulator. Try the coupon <code>SAVE10</code>, or sign in
            as <code>demo@vitrine.dev</code> / <code>vitrine-demo-1</code>.
          </p>
          <p>
            <Link to="/">Catalogue</Link> · <Link to="/account/sign-in">Sign in</Link> ·{' '}
            <Link to="/account/register">Create an account</Link>
          </p>
        </footer>
        <CartDrawer />
      </DrawerProvider>
    </ToastProvider>
  )
}
