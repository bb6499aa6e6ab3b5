import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SearchParamsNote } from '../../components/search-params-note'
import { SignInForm } from '../../components/sign-in-form'
import { safeReturn } from '../../lib/safe-return'
import { canonicalOrigin } from '../../lib/server-config'
import { serverSession } from '../../lib/server-session'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Sign in; a member is sent on to where they were going. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const returnTo = safeReturn(
    typeof params['returnTo'] === 'string' ? params['returnTo'] : undefined,
    canonicalOrigin(),
  )
  if ((await serverSession()).role === 'member') redirect(returnTo)
  return (
    <section className="page-narrow">
      <h1>Sign in</h1>
      <SearchParamsNote params={params} />
      <SignInForm returnTo={returnTo} />
    </section>
  )
}
