'use client'
import type { LoginResult } from '@vitrine/auth'
import { useClient, useSession } from '@vitrine/react'
import Link from 'next/link'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type AuthFlow, loginMessage } from '../lib/account-messages'
import { EMULATOR_CAPTCHA_TOKEN, PASSWORD } from '../lib/config'
import { errorMessage } from '../lib/messages'
import { useOnEmulator } from './ui'

/** A labelled input with its hint, and what is wrong with it (marked invalid, read with the field). */
export function Field({
  label,
  type = 'text',
  value,
  onChange,
  autoComplete,
  hint,
  required = true,
  inputMode,
  minLength,
  maxLength,
  invalid,
  error,
}: {
  label: string
  type?: string
  value: string
  onChange: (value: string) => void
  autoComplete?: string
  hint?: ReactNode
  required?: boolean
  inputMode?: 'numeric' | 'email' | 'text'
  minLength?: number
  maxLength?: number
  invalid?: boolean
  error?: string | undefined
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        minLength={minLength}
        maxLength={maxLength}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The e-mail field of the sign-in, registration and reset forms (254: the longest address). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <Field
      label="E-mail"
      type="email"
      value={value}
      onChange={onChange}
      autoComplete="email"
      maxLength={254}
      error={error}
    />
  )
}

/** A new password, with the shop's rule ({@link PASSWORD}) as its hint. */
export function NewPasswordField({
  label,
  value,
  onChange,
  invalid,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  invalid: boolean
  error?: string | undefined
}) {
  return (
    <Field
      label={label}
      type="password"
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      invalid={invalid}
      error={error}
      hint={`${PASSWORD.min} to ${PASSWORD.max} characters.`}
    />
  )
}

/** A message after a login or registration (worded for `flow`): links where the sentence suggests another page. */
export function ResultMessage({
  result,
  error,
  flow = 'sign-in',
}: {
  result: LoginResult | undefined
  error: unknown
  flow?: AuthFlow
}) {
  const text = error ? errorMessage(error) : loginMessage(result, flow)
  if (!text) return null
  const failure = result?.state === 'FAILURE' ? result.errorCode : undefined
  return (
    <p className="form-error" role="alert">
      {text} {failure === 'emailAlreadyExists' && <Link href="/sign-in">Sign in</Link>}
      {(failure === 'resetPassword' || failure === 'invalidPassword') && (
        <Link href="/reset-password">Forgot your password?</Link>
      )}
    </p>
  )
}

/** Whether the shop asks for a captcha after this result. */
export function needsCaptcha(result: LoginResult | undefined): boolean {
  return result?.state === 'SILENT_CAPTCHA_REQUIRED' || result?.state === 'USER_CAPTCHA_REQUIRED'
}

/**
 * The captcha: on the real platform a reCAPTCHA widget gives the token. The emulator accepts one
 * known token, which this checkbox stands in for.
 */
export function Captcha({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="captcha">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} required />
      <span>I am not a robot</span>
      <span className="hint">(the emulator's stand-in for reCAPTCHA)</span>
    </label>
  )
}

/** The captcha tokens to send when the box is ticked. */
export function captchaTokens(checked: boolean, result: LoginResult | undefined) {
  if (!checked) return undefined
  return result?.state === 'USER_CAPTCHA_REQUIRED'
    ? { recaptchaToken: EMULATOR_CAPTCHA_TOKEN }
    : { invisibleRecaptchaToken: EMULATOR_CAPTCHA_TOKEN }
}

/** Where the emulator's "e-mails" are: a link to the shop's view of its mailbox (emulator only). */
export function EmulatorMailNote({ email, what }: { email: string; what: string }) {
  const emulator = useOnEmulator()
  if (!emulator || !email) return null
  return (
    <p className="notice emulator-note" data-testid="emulator-mail-note">
      This shop runs on the local emulator, which sends no real e-mail: {what} is in its mailbox.{' '}
      <Link href={`/emulator-mailbox?email=${encodeURIComponent(email)}`} target="_blank">
        Open the mailbox of {email}
      </Link>
      .
    </p>
  )
}

/** The form for the code e-mailed after `EMAIL_VERIFICATION_REQUIRED`, with "Resend code". */
export function VerifyCode({ email, onDone }: { email: string; onDone: (result: LoginResult) => void }) {
  const { verifyEmail } = useSession()
  const client = useClient()
  const [code, setCode] = useState('')
  const [resent, setResent] = useState<'sending' | 'sent' | 'failed'>()
  const form = useRef<HTMLFormElement>(null)
  const result = verifyEmail.data
  // The shopper just submitted the previous step and now types the code: put the caret there.
  useEffect(() => form.current?.querySelector('input')?.focus(), [])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await verifyEmail.mutateAsync(code.trim()).catch(() => undefined)
    if (answer?.state === 'SUCCESS') onDone(answer)
  }
  const resend = async () => {
    setResent('sending')
    try {
      await client.auth.resendVerification()
      setResent('sent')
      setCode('')
    } catch {
      setResent('failed')
    }
  }
  return (
    <form ref={form} className="form-card" onSubmit={submit} aria-labelledby="verify-title">
      <h2 id="verify-title">Check your e-mail</h2>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your address; it is valid for
        10 minutes.
      </p>
      <Field
        label="Verification code"
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      {result?.state === 'FAILURE' && (
        <p className="form-error" role="alert">
          This code is not right or has expired. Check the e-mail, or send a new code.
        </p>
      )}
      {verifyEmail.error && (
        <p className="form-error" role="alert">
          {errorMessage(verifyEmail.error)}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={verifyEmail.isPending}>
        {verifyEmail.isPending ? 'Checking…' : 'Confirm'}
      </button>
      <p className="resend" aria-live="polite">
        No code?{' '}
        <button type="button" className="link-button" onClick={resend} disabled={resent === 'sending'}>
          {resent === 'sending' ? 'Sending…' : 'Resend code'}
        </button>
        {resent === 'sent' && <span> A new code is on its way; the old one no longer works.</span>}
        {resent === 'failed' && <span className="form-error"> The code could not be sent. Try again.</span>}
      </p>
      <EmulatorMailNote email={email} what="the code" />
    </form>
  )
}
