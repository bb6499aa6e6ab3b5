'use client'
import { ApplicationError } from '@vitrine/core'
import { useClient, useSession } from '@vitrine/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { passwordProblem } from '../lib/account-messages'
import { PASSWORD } from '../lib/config'
import { errorMessage } from '../lib/messages'
import { EmailField, EmulatorMailNote, NewPasswordField } from './auth-forms'

/** Step 1: the shopper's e-mail; the platform mails a link back to this page. */
function RequestLink() {
  const { sendPasswordResetEmail } = useSession()
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    sendPasswordResetEmail.mutate({
      email: email.trim(),
      redirectUrl: `${window.location.origin}/reset-password`,
    })
  }
  if (sendPasswordResetEmail.isSuccess) {
    return (
      <div className="form-card" role="status">
        <p>
          If <strong>{email.trim()}</strong> has an account, an e-mail with a link to choose a new password is
          on its way. The link works for one hour.
        </p>
        <EmulatorMailNote email={email.trim()} what="the link" />
      </div>
    )
  }
  return (
    <form className="form-card" onSubmit={submit}>
      <p>Enter the e-mail of your account; we send you a link to choose a new password.</p>
      <EmailField value={email} onChange={setEmail} />
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
  )
}

/** Step 2, from the e-mailed link: the new password. */
function ChooseNew({ recoveryToken }: { recoveryToken: string }) {
  const client = useClient()
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local = passwordProblem(password, PASSWORD.min, PASSWORD.max)
    setProblem(local)
    if (local) return
    setBusy(true)
    try {
      await client.identity.recover({ recoveryToken, password })
      router.push('/sign-in?note=password-saved')
    } catch (error) {
      setProblem(
        ApplicationError.is(error) && error.status < 500
          ? 'This link has expired or was used already.'
          : errorMessage(error),
      )
      setBusy(false)
    }
  }
  return (
    <form className="form-card" onSubmit={submit} noValidate>
      <NewPasswordField
        label="New password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          setProblem(undefined)
        }}
        invalid={problem !== undefined}
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem} <Link href="/reset-password">Ask for a new link</Link>
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Saving…' : 'Save the new password'}
      </button>
    </form>
  )
}

/** Password reset: ask for the link, or (with `?recoveryToken=`) choose the new password. */
export function ResetPasswordForm({ recoveryToken }: { recoveryToken: string | undefined }) {
  return recoveryToken ? <ChooseNew recoveryToken={recoveryToken} /> : <RequestLink />
}
