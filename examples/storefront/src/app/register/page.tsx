import type { Metadata } from 'next'
import { RegisterForm } from '../../components/register-form'

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } }

export default function RegisterPage() {
  return (
    <section className="page-narrow">
      <h1>Create an account</h1>
      <RegisterForm />
    </section>
  )
}
