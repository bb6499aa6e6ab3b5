import type { Metadata } from 'next'
import { SignInCallback } from '../../components/sign-in-callback'

export const metadata: Metadata = { title: 'Signing in', robots: { index: false } }

export default function CallbackPage() {
  return (
    <section className="page-narrow">
      <h1>Signing in</h1>
      <SignInCallback />
    </section>
  )
}
