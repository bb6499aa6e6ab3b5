'use client'
import { useClient, useSession } from '@vitrine/react'
import { type FormEvent, useEffect, useState } from 'react'
import { passwordProblem } from '../lib/account-messages'
import { PASSWORD } from '../lib/config'
import { longDate } from '../lib/format'
import { forgetMember, type MemberProfile, rememberedMember } from '../lib/member-profile'
import { errorMessage } from '../lib/messages'
import { Field, NewPasswordField } from './auth-forms'

function Profile() {
  // Read after hydration: the server does not know what this browser remembers.
  const [profile, setProfile] = useState<MemberProfile | undefined | null>(null)
  useEffect(() => setProfile(rememberedMember()), [])
  if (profile === null) return null
  return (
    <section className="form-card" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {profile?.email ? (
        <dl className="profile" data-testid="profile">
          <div>
            <dt className="profile-label">E-mail</dt>
            <dd className="profile-value">
              {profile.email}
              {profile.emailVerified && <span className="tag tag-ok">verified</span>}
            </dd>
          </div>
          {profile.name && (
            <div>
              <dt className="profile-label">Name</dt>
              <dd className="profile-value">{profile.name}</dd>
            </div>
          )}
          {profile.nickname && (
            <div>
              <dt className="profile-label">Nickname</dt>
              <dd className="profile-value">{profile.nickname}</dd>
            </div>
          )}
          {longDate(profile.memberSince) && (
            <div>
              <dt className="profile-label">Member since</dt>
              <dd className="profile-value">{longDate(profile.memberSince)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p data-testid="profile">
          You signed in on the secure sign-in page; your details show here after a sign-in with the form.
        </p>
      )}
    </section>
  )
}

function ChangePassword() {
  const client = useClient()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; text: string }>({
    kind: 'idle',
  })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem =
      passwordProblem(password, PASSWORD.min, PASSWORD.max) ??
      (password === repeat ? undefined : 'The two passwords are not the same.')
    if (problem) {
      setState({ kind: 'error', text: problem })
      return
    }
    setState({ kind: 'busy' })
    try {
      await client.identity.changePassword({ newPassword: password })
      setState({ kind: 'done' })
      setPassword('')
      setRepeat('')
    } catch (error) {
      setState({ kind: 'error', text: errorMessage(error) })
    }
  }
  return (
    <form className="form-card" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Change your password</h2>
      <NewPasswordField
        label="New password"
        value={password}
        onChange={setPassword}
        invalid={state.kind === 'error'}
      />
      <Field
        label="New password, again"
        type="password"
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
      />
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      {state.kind === 'done' && (
        <p className="notice" role="status">
          Your password is changed. Use it next time you sign in.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Saving…' : 'Change password'}
      </button>
    </form>
  )
}

/**
 * The member's orders, on the platform's hosted members area: a redirect session for its
 * `ORDERS` section, created with the member's session (the page shows that member's orders),
 * which comes back to the account page.
 */
function Orders() {
  const client = useClient()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'error'; text: string }>({
    kind: 'idle',
  })
  const open = async () => {
    setState({ kind: 'busy' })
    try {
      const { fullUrl } = await client.redirects.createRedirectSession({
        membersAccount: { section: 'ORDERS' },
        callbacks: { postFlowUrl: `${window.location.origin}/account` },
      })
      window.location.assign(fullUrl)
    } catch (error) {
      setState({ kind: 'error', text: errorMessage(error) })
    }
  }
  return (
    <section className="form-card" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <p>Your orders and their receipts are in your members area, on the platform's secure pages.</p>
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <button type="button" className="button button-primary" disabled={state.kind === 'busy'} onClick={open}>
        {state.kind === 'busy' ? 'Opening your orders…' : 'See your orders'}
      </button>
    </section>
  )
}

function SignOut() {
  const { logout } = useSession()
  return (
    <section className="form-card">
      <h2>Sign out</h2>
      <p>Signs you out here and on the platform's pages; your cart stays with your account.</p>
      {logout.error && (
        <p className="form-error" role="alert">
          {errorMessage(logout.error)}
        </p>
      )}
      <button
        type="button"
        className="button button-ghost"
        disabled={logout.isPending}
        onClick={async () => {
          forgetMember()
          const url = await logout
            .mutateAsync({ returnUrl: `${window.location.origin}/sign-in?note=signed-out` })
            .catch(() => undefined)
          window.location.assign(url ?? '/sign-in?note=signed-out')
        }}
      >
        {logout.isPending ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  )
}

/** The member's account: profile, orders, password change, sign out. */
export function AccountPanel() {
  return (
    <div className="account-grid">
      <Profile />
      <Orders />
      <ChangePassword />
      <SignOut />
    </div>
  )
}
