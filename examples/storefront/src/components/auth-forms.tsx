import type { LoginResult } from '@vitrine/auth'
import { useSession } from '@vitrine/react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { EMULATOR_CAPTCHA_TOKEN } from '../config'
import { Link } from '../router'
import { errorMessage } from '../ui'

/** A labelled input with its error. */
export function Field({
  label,
  type = 'text',
  value,
  onChange,
  autoComplete,
  hint,
  required = true,
  inputMode,
}: {
  label: string
  type?: string
  value: string
  onChange: (value: string) => void
  autoComplete?: string
  hint?: ReactNode
  required?: boolean
  inputMode?: 'numeric' | 'email' | 'text'
}) {
  const id = useId()
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  )
}

/** What to tell the shopper about a login or registration result that is not a success. */
export function resultMessage(result: LoginResult | undefined): ReactNode {
  if (!result) return undefined
  switch (result.state) {
    case 'FAILURE':
      switch (result.errorCode) {
        case 'invalidPassword':
        case 'invalidEmail':
          return 'The e-mail or the password is not right.'
        case 'emailAlreadyExists':
          return (
            <>
              An account with this e-mail exists already. <Link to="/account/sign-in">Sign in</Link> instead?
            </>
          )
        case 'resetPassword':
          return (
            <>
              Please choose a new password first:{' '}
              <Link to="/account/reset-password">reset your password</Link>.
            </>
          )
        default:
          return result.error
      }
    case 'OWNER_APPROVAL_REQUIRED':
      return 'Thanks! The shop owner will approve your account soon; you can sign in then.'
    case 'SILENT_CAPTCHA_REQUIRED':
    case 'USER_CAPTCHA_REQUIRED':
      return 'Please confirm you are not a robot, then try again.'
    default:
      return undefined
  }
}

/** Whether the shop asks for a captcha after this result. */
export function needsCaptcha(result: LoginResult | undefined): boolean {
  return result?.state === 'SILENT_CAPTCHA_REQUIRED' || result?.state === 'USER_CAPTCHA_REQUIRED'
}

/**
 * The captcha: on the real platform, a reCAPTCHA widget gives the token. The emulator accepts
 * one known token, which this checkbox stands in for.
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

/** The form for the code e-mailed after `EMAIL_VERIFICATION_REQUIRED`. */
export function VerifyCode({ email, onDone }: { email: string; onDone: () => void }) {
  const { verifyEmail } = useSession()
  const [code, setCode] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const result = verifyEmail.data
  // The shopper just submitted the previous step and now types the code: put the caret there.
  useEffect(() => form.current?.querySelector('input')?.focus(), [])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await verifyEmail.mutateAsync(code.trim()).catch(() => undefined)
    if (answer?.state === 'SUCCESS') onDone()
  }
  return (
    <form ref={form} className="form-card" onSubmit={submit} aria-labelledby="verify-title">
      <h2 id="verify-title">Check your e-mail</h2>
      <p>
        We sent a code to <strong>{email}</strong>. Enter it to confirm your address.
      </p>
      <Field
        label="Verification code"
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      {result?.state === 'FAILURE' && (
        <p className="form-error" role="alert">
          This code is not right. Check the e-mail and try again.
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
    </form>
  )
}
