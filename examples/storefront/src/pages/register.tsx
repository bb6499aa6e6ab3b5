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
import { Link, navigate } from '../router'
import { errorMessage, useToast } from '../ui'

/** Create an account: e-mail, password, name; then the e-mailed code. */
export function Register() {
  const { register } = useSession()
  const toast = useToast()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [robot, setRobot] = useState(false)
  const result = register.data

  const welcome = () => {
    toast('Welcome! Your account is ready and you are signed in.')
    navigate('/')
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await register
      .mutateAsync({
        email: email.trim(),
        password,
        profile: name.trim() ? { nickname: name.trim() } : undefined,
        captchaTokens: captchaTokens(robot, result),
      })
      .catch(() => undefined)
    if (answer?.state === 'SUCCESS') welcome()
  }

  if (result?.state === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <section className="page-narrow">
        <h1 tabIndex={-1}>Create an account</h1>
        <VerifyCode email={email} onDone={welcome} />
      </section>
    )
  }

  return (
    <section className="page-narrow">
      <h1 tabIndex={-1}>Create an account</h1>
      <p>Members keep their cart on every device and check out faster.</p>
      <form className="form-card" onSubmit={submit}>
        <Field label="Name" value={name} onChange={setName} autoComplete="nickname" required={false} />
        <Field label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <Field
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        {needsCaptcha(result) && <Captcha checked={robot} onChange={setRobot} />}
        {(resultMessage(result) || register.error) && (
          <p className="form-error" role="alert">
            {register.error ? errorMessage(register.error) : resultMessage(result)}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="centered">
        Already a member? <Link to="/account/sign-in">Sign in</Link>
      </p>
    </section>
  )
}
