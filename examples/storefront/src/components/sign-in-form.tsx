'use client'
import { useSession } from '@vitrine/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { forgetMember, rememberMember } from '../lib/member-profile'
import { errorMessage } from '../lib/messages'
import {
  Captcha,
  captchaTokens,
  EmailField,
  Field,
  needsCaptcha,
  ResultMessage,
  VerifyCode,
} from './auth-forms'
import { useToast } from './ui'

/** Sign in with e-mail and password (through the code and captcha steps), or on the hosted page. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const { login, loginWithRedirect } = useSession()
  const router = useRouter()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [robot, setRobot] = useState(false)
  const result = login.data

  const welcome = () => {
    toast('Welcome back! You are signed in.')
    router.push(returnTo)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // Whoever signs in now, the profile this browser remembered was someone's before.
    forgetMember()
    const answer = await login
      .mutateAsync({ email: email.trim(), password, captchaTokens: captchaTokens(robot, result) })
      .catch(() => undefined)
    if (answer?.state === 'SUCCESS') {
      rememberMember(answer.identity, email.trim())
      welcome()
    }
  }

  if (result?.state === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <VerifyCode
        email={email}
        onDone={(answer) => {
          rememberMember(answer.state === 'SUCCESS' ? answer.identity : undefined, email.trim())
          welcome()
        }}
      />
    )
  }

  return (
    <>
      <form className="form-card" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <Field
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={100}
          hint={<Link href="/reset-password">Forgot your password?</Link>}
        />
        {needsCaptcha(result) && <Captcha checked={robot} onChange={setRobot} />}
        <ResultMessage result={result} error={login.error} />
        <button type="submit" className="button button-primary button-block" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <button
        type="button"
        className="button button-ghost button-block"
        disabled={loginWithRedirect.isPending}
        onClick={() => {
          forgetMember()
          loginWithRedirect.mutate({
            redirectUri: `${window.location.origin}/callback`,
            originalUri: returnTo,
          })
        }}
      >
        {loginWithRedirect.isPending ? 'Opening the sign-in page…' : 'Sign in on the secure sign-in page'}
      </button>
      {loginWithRedirect.error && (
        <p className="form-error" role="alert">
          {errorMessage(loginWithRedirect.error)}
        </p>
      )}
      <p className="centered">
        New here? <Link href="/register">Create an account</Link>
      </p>
    </>
  )
}
