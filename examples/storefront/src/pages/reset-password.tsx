import { useMutation } from '@tanstack/react-query'
import { useClient, useSession } from '@vitrine/react'
import { type FormEvent, useState } from 'react'
import { Field } from '../components/auth-forms'
import { shopUrl } from '../config'
import { Link, useLocation } from '../router'
import { errorMessage } from '../ui'

/** Step 2: the e-mailed link comes back here with its recovery token; choose the new password. */
function ChoosePassword({ recoveryToken }: { recoveryToken: string }) {
  const client = useClient()
  const [password, setPassword] = useState('')
  const recover = useMutation({
    mutationFn: (input: { recoveryToken: string; password: string }) => client.identity.recover(input),
  })
  if (recover.isSuccess) {
    return (
      <section className="page-narrow">
        <h1 tabIndex={-1}>Password changed</h1>
        <p>You can now sign in with your new password.</p>
        <Link to="/account/sign-in" className="button button-primary">
          Sign in
        </Link>
      </section>
    )
  }
  return (
    <section className="page-narrow">
      <h1 tabIndex={-1}>Choose a new password</h1>
      <form
        className="form-card"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          recover.mutate({ recoveryToken, password })
        }}
      >
        <Field
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        {recover.error && (
          <p className="form-error" role="alert">
            {errorMessage(recover.error)}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={recover.isPending}>
          {recover.isPending ? 'Saving…' : 'Save the new password'}
        </button>
      </form>
    </section>
  )
}

/** Step 1: ask for a password-reset e-mail, whose link leads back to this page. */
function RequestLink() {
  const { sendPasswordResetEmail } = useSession()
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    sendPasswordResetEmail.mutate({ email: email.trim(), redirectUrl: shopUrl('/account/reset-password') })
  }
  return (
    <section className="page-narrow">
      <h1 tabIndex={-1}>Reset your password</h1>
      {sendPasswordResetEmail.isSuccess ? (
        <div className="notice" role="status">
          <p>
            If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new
            password.
          </p>
        </div>
      ) : (
        <form className="form-card" onSubmit={submit} aria-labelledby="reset-title">
          <p id="reset-title">
            Enter the e-mail of your account; we will send you a link to choose a new password.
          </p>
          <Field label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" />
          {sendPasswordResetEmail.error && (
            <p className="form-error" role="alert">
              {errorMessage(sendPasswordResetEmail.error)}
            </p>
          )}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={sendPasswordResetEmail.isPending}
          >
            {sendPasswordResetEmail.isPending ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
      <p className="centered">
        <Link to="/account/sign-in">Back to sign in</Link>
      </p>
    </section>
  )
}

/** Password reset: request the e-mail, then (from its link) choose the new password. */
export function ResetPassword() {
  const { search } = useLocation()
  const recoveryToken = search.get('recoveryToken')
  return recoveryToken ? <ChoosePassword recoveryToken={recoveryToken} /> : <RequestLink />
}
