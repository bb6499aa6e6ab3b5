import { collectionsForNav } from '../lib/catalogue'
import { SHOP_NAME } from '../lib/config'
import { AccountLink, CartButton, PhoneMenu } from './header-client'
import { IntentLink } from './intent-link'

/**
 * The search box: a plain GET form to `/search`, so it works before (and without) JavaScript. A
 * native `<form>` rather than `next/form`: the results page renders per request anyway, and every
 * product page then ships no form router (1.4 KB gz of first-load JS; the listings still use it).
 */
export function SearchForm({ id }: { id: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as `next/form`'s was (a `<search>` around it would add a box to lay out)
    <form className="search-form" role="search" aria-label="Site" action="/search">
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search products"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className="search-submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}

/**
 * The site header: logo, collections and search, prerendered. The account link, role badge and
 * cart count are client components on the browser's session: the prerendered HTML shows a guest
 * with an empty cart, and the shopper's own role and count render right after hydration. Nothing
 * here reads the request, so every catalogue page is served whole from the cache.
 */
export async function Header() {
  const collections = await collectionsForNav().catch(() => [])
  const links = collections
    .filter((c) => c.slug !== 'all-products')
    .map((c) => ({ href: `/collections/${c.slug}`, name: c.name ?? c.slug ?? '' }))
  return (
    <header className="header">
      <div className="header-inner">
        <PhoneMenu links={links}>
          <SearchForm id="phone-search" />
        </PhoneMenu>
        <IntentLink href="/" className="logo" aria-label={`${SHOP_NAME}, home`}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect x="2" y="6" width="28" height="22" rx="5" fill="#1f2a44" />
            <path d="M8 6a8 8 0 0 1 16 0" fill="none" stroke="#f4c15d" strokeWidth="3" />
          </svg>
          <span>Vitrine</span>
        </IntentLink>
        <nav className="nav" aria-label="Collections">
          {links.map((link) => (
            <IntentLink key={link.href} href={link.href}>
              {link.name}
            </IntentLink>
          ))}
        </nav>
        <div className="header-search">
          <SearchForm id="header-search" />
        </div>
        <AccountLink />
        <CartButton />
      </div>
    </header>
  )
}
