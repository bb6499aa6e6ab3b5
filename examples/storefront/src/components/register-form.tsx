'use client'
import { useSession } from '@vitrine/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { type RegistrationProblems, registrationProblems } from '../lib/account-messages'
import { PASSWORD } from '../lib/config'
import { forgetMember, rememberMember } from '../lib/member-profile'
import { EmailField, Field, NewPasswordField, ResultMessage, VerifyCode } from './auth-forms'
import { useToast } from './ui'

/**
 * Create an account: e-mail, password (the platform's rule, checked before sending, every empty
 * field named), the code. Each submit starts afresh: the previous answer's message goes.
 */
export function RegisterForm() {
  const { register } = useSession()
  const router = useRouter()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const [problems, setProblems] = useState<RegistrationProblems>({})
  const result = register.data

  const welcome = () => {
    toast('Welcome! Your account is ready.')
    router.push('/account')
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    register.reset()
    const local = registrationProblems({ email, password }, PASSWORD)
    setProblems(local)
    if (local.email || local.password) {
      // The caret goes to the first field to fix.
      event.currentTarget
        .querySelector<HTMLInputElement>(local.email ? 'input[type=email]' : 'input[type=password]')
        ?.focus()
      return
    }
    forgetMember()
    const answer = await register
      .mutateAsync({
        email: email.trim(),
        password,
        ...(nickname.trim() ? { profile: { nickname: nickname.trim() } } : {}),
      })
      .catch(() => undefined)
    if (answer?.state === 'SUCCESS') {
      rememberMember(answer.identity, email.trim())
      welcome()
    }
  }

  if (result?.state === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <VerifyCode
        email={email.trim()}
        onDone={(answer) => {
          rememberMember(answer.state === 'SUCCESS' ? answer.identity : result.identity, email.trim())
          welcome()
        }}
      />
    )
  }

  return (
    <>
      <form className="form-card" onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value)
            setProblems(({ password: kept }) => (kept ? { password: kept } : {}))
          }}
          error={problems.email}
        />
        <NewPasswordField
          label="Password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            setProblems(({ email: kept }) => (kept ? { email: kept } : {}))
          }}
          invalid={problems.password !== undefined}
          error={problems.password}
        />
        <Field
          label="Nickname (optional)"
          value={nickname}
          onChange={setNickname}
          autoComplete="nickname"
          required={false}
          maxLength={50}
        />
        {(problems.email || problems.password) && (
          <p className="form-error" role="alert">
            {problems.email && problems.password
              ? 'Fill in the fields marked above.'
              : (problems.email ?? problems.password)}
          </p>
        )}
        <ResultMessage result={result} error={register.error} flow="register" />
        <button type="submit" className="button button-primary button-block" disabled={register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="centered">
        Have an account? <Link href="/sign-in">Sign in</Link>
      </p>
    </>
  )
}
