import { useSession } from '@vitrine/react'
import { type FormEvent, useState } from 'react'
import {
  Captcha,
  captchaTokens,
  Field,
  needsCaptcha,
  resultMessage,
  VerifyCode,
} from '../components/auth-forms'
import { shopUrl } from '../config'
import { Link, navigate, useLocation } from '../router'
import { errorMessage, useToast } from '../ui'

/** Sign in with e-mail and password, or on the hosted login page. */
export function SignIn() {
  const { role, login, loginWithRedirect } = useSession()
  const { search } = useLocation()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [robot, setRobot] = useState(false)
  const result = login.data
  const returnTo = search.get('returnTo') ?? '/'

  const welcome = () => {
    toast('Welcome back! You are signed in.')
    navigate(returnTo.startsWith('/') ? returnTo : '/')
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await login
      .mutateAsync({ email: email.trim(), password, captchaTokens: captchaTokens(robot, result) })
      .catch(() => undefined)
    if (answer?.state === 'SUCCESS') welcome()
  }

  if (result?.state === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <section className="page-narrow">
        <h1 tabIndex={-1}>Sign in</h1>
        <VerifyCode email={email} onDone={welcome} />
      </section>
    )
  }

  return (
    <section className="page-narrow">
      <h1 tabIndex={-1}>Sign in</h1>
      {role === 'member' && <p className="notice">You are signed in.</p>}
      <form className="form-card" onSubmit={submit}>
        <Field label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <Field
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          hint={<Link to="/account/reset-password">Forgot your password?</Link>}
        />
        {needsCaptcha(result) && <Captcha checked={robot} onChange={setRobot} />}
        {(resultMessage(result) || login.error) && (
          <p className="form-error" role="alert">
            {login.error ? errorMessage(login.error) : resultMessage(result)}
          </p>
        )}
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
        onClick={() =>
          loginWithRedirect.mutate({
            redirectUri: shopUrl('/callback'),
            originalUri: returnTo.startsWith('/') ? returnTo : '/',
          })
        }
      >
        {loginWithRedirect.isPending ? 'Opening the login page…' : 'Sign in on the secure login page'}
      </button>
      {loginWithRedirect.error && (
        <p className="form-error" role="alert">
          {errorMessage(loginWithRedirect.error)}
        </p>
      )}
      <p className="centered">
        New here? <Link to="/account/register">Create an account</Link>
      </p>
    </section>
  )
}
