import { useCart, useSession } from '@vitrine/react'
import { shopUrl } from '../config'
import { Link, navigate } from '../router'
import { useDrawerActions } from '../ui'

function CartButton() {
  const { show } = useDrawerActions()
  const { cart: count } = useCart({
    select: (cart) => cart?.lineItems?.reduce((sum, line) => sum + (line.quantity ?? 0), 0) ?? 0,
  })
  return (
    <button type="button" className="cart-button" onClick={show} aria-haspopup="dialog">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M6 6h15l-1.5 9h-12L6 6zm0 0L5 3H2m6 17a1 1 0 1 0 0 .01M18 20a1 1 0 1 0 0 .01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-label">Cart</span>
      <span className="cart-count" data-testid="cart-count">
        {count ?? 0}
      </span>
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </button>
  )
}

function Account() {
  const { role, logout } = useSession()
  const member = role === 'member'
  return (
    <div className="account">
      <span className={`role-badge role-${member ? 'member' : 'visitor'}`} data-testid="role-badge">
        {member ? 'Member' : 'Visitor'}
      </span>
      {member ? (
        <button
          type="button"
          className="link-button"
          disabled={logout.isPending}
          onClick={async () => {
            // Ends the platform session too: the hosted logout page comes back to the shop.
            const url = await logout.mutateAsync({ returnUrl: shopUrl('/') })
            if (url) location.assign(url)
            else navigate('/')
          }}
        >
          {logout.isPending ? 'Signing out…' : 'Sign out'}
        </button>
      ) : (
        <Link to="/account/sign-in" className="link-button">
          Sign in
        </Link>
      )}
    </div>
  )
}

/** The shop's header: logo, navigation, role badge, account, cart. */
export function Header() {
  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="logo" aria-label="Vitrine, home">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M9 10l7 13 7-13"
              fill="none"
              stroke="#f4c15d"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>Vitrine</span>
        </Link>
        <nav aria-label="Main" className="nav">
          <Link to="/">Shop</Link>
          <Link to="/?collection=sale">Sale</Link>
        </nav>
        <Account />
        <CartButton />
      </div>
    </header>
  )
}
