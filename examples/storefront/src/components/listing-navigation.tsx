'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useTransition,
} from 'react'
import { renderedAt } from '../lib/filtered-route'
import { GridSkeleton } from './grid-skeleton'

// A listing's navigations (filters, sort, collection links, pages, a new search) run in one React
// transition: while the next page renders on the server, the current one stays, its grid replaced
// by the skeleton. Without JavaScript the forms and links are plain GET forms and links.
//
// A filtered view (`/?sort=newest`) renders on its own route (`lib/filtered-route.ts`), which the
// server reaches by a rewrite and the browser's router does not know of: the navigations go to the
// route, and `ListingAddress` puts the listing's own address back in the address bar.

interface ListingNavigator {
  pending: boolean
  go(href: string, options: { scroll: boolean }): void
}

const ListingContext = createContext<ListingNavigator | null>(null)

/** Holds the listing's navigation state for the forms, links and results inside it. */
export function ListingNavigation({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const go = (href: string, { scroll }: { scroll: boolean }) =>
    startTransition(() => router.push(renderedAt(href), { scroll }))
  return <ListingContext value={{ pending, go }}>{children}</ListingContext>
}

function useListingNavigator(): ListingNavigator {
  const router = useRouter()
  return (
    useContext(ListingContext) ?? {
      pending: false,
      go: (href, options) => router.push(renderedAt(href), options),
    }
  )
}

/**
 * A GET form of the listing: submitted, it navigates within the listing's transition, to a URL
 * without empty fields (no `min=&max=`).
 */
export function ListingForm({
  action,
  children,
  ...props
}: { action: string; children: ReactNode } & Omit<ComponentProps<'form'>, 'action' | 'onSubmit' | 'method'>) {
  const { go } = useListingNavigator()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim())
    }
    const query = params.toString()
    go(query ? `${action}?${query}` : action, { scroll: false })
  }
  return (
    <form action={action} method="get" onSubmit={submit} {...props}>
      {children}
    </form>
  )
}

/** A link of the listing (a collection, a page, "Clear filters"): it navigates within the listing's transition. */
export function ListingLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const { go } = useListingNavigator()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event)
    // A new tab, a download, a modified click: the browser's own.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    go(href, { scroll: true })
  }
  return <Link href={href} {...props} onClick={click} />
}

/** The listing's results: the skeleton while a navigation of the listing renders. */
export function ListingResults({ children }: { children: ReactNode }) {
  const { pending } = useListingNavigator()
  return pending ? <GridSkeleton /> : children
}

/**
 * On a listing's filtered route (`/filtered?sort=newest`, reached by the listing's navigations),
 * shows the listing's own address (`/?sort=newest`) in the address bar and history: the one a
 * shopper shares, reloads and sees. Next.js follows the change and keeps the page. Keyed by the
 * filters, so that each filtered view it renders in does it.
 */
export function ListingAddress({ path }: { path: string }) {
  useEffect(() => {
    if (window.location.pathname === path) return
    window.history.replaceState(null, '', `${path}${window.location.search}${window.location.hash}`)
  }, [path])
  return null
}
