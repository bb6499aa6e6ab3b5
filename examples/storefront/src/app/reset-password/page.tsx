import type { Metadata } from 'next'
import { ResetPasswordForm } from '../../components/reset-password-form'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = (await searchParams)['recoveryToken']
  return (
    <section className="page-narrow">
      <h1>Choose a new password</h1>
      <ResetPasswordForm
        recoveryToken={typeof token === 'string' && token ? token.slice(0, 500) : undefined}
      />
    </section>
  )
}
