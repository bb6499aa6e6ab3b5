'use client'
import { useSession } from '@vitrine/react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { passwordProblem } from '../lib/account-messages'
import { PASSWORD } from '../lib/config'
import { rememberMember } from '../lib/member-profile'
import { EmailField, Field, NewPasswordField, ResultMessage, VerifyCode } from './auth-forms'
import { useToast } from './ui'

/** Create an account: e-mail, password (the platform's rule, checked before sending), the code. */
export function RegisterForm() {
  const { register } = useSession()
  const router = useRouter()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const [problem, setProblem] = useState<string>()
  const result = register.data

  const welcome = () => {
    toast('Welcome! Your account is ready.')
    router.push('/account')
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local = passwordProblem(password, PASSWORD.min, PASSWORD.max)
    setProblem(local)
    if (local) return
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
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordField
          label="Password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            setProblem(undefined)
          }}
          invalid={problem !== undefined}
        />
        <Field
          label="Nickname (optional)"
          value={nickname}
          onChange={setNickname}
          autoComplete="nickname"
          required={false}
          maxLength={50}
        />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <ResultMessage result={result} error={register.error} />
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
