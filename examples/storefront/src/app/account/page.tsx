import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccountPanel } from '../../components/account-panel'
import { serverSession } from '../../lib/server-session'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

/** Members only: the server reads the role from the visitor's cookie and sends others to sign in. */
export default async function AccountPage() {
  if ((await serverSession()).role !== 'member')
    redirect('/sign-in?returnTo=/account&note=account-needs-sign-in')
  return (
    <section className="page-medium">
      <h1>Your account</h1>
      <AccountPanel />
    </section>
  )
}
