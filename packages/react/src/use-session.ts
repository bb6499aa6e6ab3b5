'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import type { SessionSnapshot } from './query-keys'
import { vitrineKeys } from './query-keys'
import type {
  ArgumentOf,
  MethodOf,
  RegisteredClient,
  ResultOf,
  SessionOf,
  SessionRole,
  SessionShape,
} from './register'
import { sessionOf } from './session-query-options'
import { useVitrine } from './vitrine-provider'

/** One auth action of {@link useSession}, as a TanStack mutation (`mutate`, `mutateAsync`, `isPending`, `error`, `data`, `reset`). */
export type SessionMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables>

/** What {@link useSession} returns. `S` is the registered client's session (`oauth()` of `@vitrine/auth`). */
export interface SessionState<S = SessionOf<RegisteredClient>> {
  /** `none` (no tokens yet), `visitor` or `member`. */
  role: SessionRole
  /** Whether a member is logged in. */
  loggedIn: boolean
  /**
   * Direct login with e-mail and password; resolves to the login result (`state`: `SUCCESS`,
   * `FAILURE`, `EMAIL_VERIFICATION_REQUIRED`, `USER_CAPTCHA_REQUIRED`, …). On `SUCCESS` the member
   * tokens are fetched too (the session's `loginInBackground`), so the session is a member when
   * the mutation resolves.
   */
  login: SessionMutation<ResultOf<MethodOf<S, 'login'>>, ArgumentOf<MethodOf<S, 'login'>>>
  /** Registers a member; resolves like `login` (often to `EMAIL_VERIFICATION_REQUIRED`). */
  register: SessionMutation<ResultOf<MethodOf<S, 'register'>>, ArgumentOf<MethodOf<S, 'register'>>>
  /** Submits the e-mailed code after `EMAIL_VERIFICATION_REQUIRED`; on `SUCCESS` the session is a member. */
  verifyEmail: SessionMutation<ResultOf<MethodOf<S, 'verifyEmail'>>, string>
  /** Sends the browser to the hosted login page, which returns to `redirectUri`. */
  loginWithRedirect: SessionMutation<void, ArgumentOf<MethodOf<S, 'loginWithRedirect'>>>
  /**
   * Completes a hosted login on the `redirectUri` page (default: the current URL). Calling it
   * twice for one URL (React's strict mode runs effects twice) exchanges the code once.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets `handleRedirect.mutate()` be called without a URL
  handleRedirect: SessionMutation<ResultOf<MethodOf<S, 'handleRedirect'>>, string | void>
  /**
   * Logs out locally; with `{ returnUrl }` it resolves to the hosted logout page's URL, which
   * ends the platform session and comes back to `returnUrl`.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets `logout.mutate()` be called without options
  logout: SessionMutation<string | undefined, { returnUrl: string } | void>
  /** Sends a password-reset e-mail whose link leads to `redirectUrl`. */
  sendPasswordResetEmail: SessionMutation<void, { email: string; redirectUrl: string }>
}

const redirects = new WeakMap<object, { url: string; result: Promise<unknown> }>()

/** `handleRedirect` once per callback URL, so that a second call shares the first one's outcome. */
function handleRedirectOnce(auth: SessionShape, url: string | undefined): Promise<unknown> {
  const key = url ?? (typeof location === 'undefined' ? '' : location.href)
  const last = redirects.get(auth)
  if (last?.url === key) return last.result
  const result = auth.handleRedirect(url)
  redirects.set(auth, { url: key, result })
  return result
}

/** On a `SUCCESS` login result, turns its session token into member tokens. */
async function completeLogin(auth: SessionShape, pending: Promise<unknown>): Promise<unknown> {
  const result = (await pending) as { state?: string; sessionToken?: string } | undefined
  if (result?.state === 'SUCCESS' && typeof result.sessionToken === 'string') {
    await auth.loginInBackground(result.sessionToken)
  }
  return result
}

/** One auth action as a mutation, keyed `['vitrine', 'session', name]` (for `useIsMutating`). */
function useAction<V>(name: string, run: (variables: V) => Promise<unknown>): SessionMutation<unknown, V> {
  return useMutation({ mutationKey: [...vitrineKeys.session(), name], mutationFn: run })
}

/**
 * The visitor's session: their role, and the auth actions as mutations. Re-renders when the
 * role changes, also when another tab logs in or out (the session follows its shared storage).
 *
 * During server rendering and hydration the role is the one a server prefetched with
 * `sessionQueryOptions` (else `none`), so the HTML and the first browser render agree; the
 * browser then renders the session's own role.
 *
 * @throws {@link VitrineUsageError} `MISSING_MODULE` when the client has no `oauth()` session.
 * @example
 * ```tsx
 * import { useSession } from '@vitrine/react'
 * import { useState } from 'react'
 *
 * function SignIn() {
 *   const { role, login, verifyEmail } = useSession()
 *   const [email, setEmail] = useState('')
 *   const [password, setPassword] = useState('')
 *   const [code, setCode] = useState('')
 *   if (role === 'member') return <p>Welcome back!</p>
 *   if (login.data?.state === 'EMAIL_VERIFICATION_REQUIRED') {
 *     return (
 *       <form onSubmit={(e) => { e.preventDefault(); verifyEmail.mutate(code) }}>
 *         <input aria-label="Code" value={code} onChange={(e) => setCode(e.target.value)} />
 *         <button disabled={verifyEmail.isPending}>Confirm</button>
 *       </form>
 *     )
 *   }
 *   return (
 *     <form onSubmit={(e) => { e.preventDefault(); login.mutate({ email, password }) }}>
 *       <input aria-label="E-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
 *       <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
 *       {login.data?.state === 'FAILURE' && <p role="alert">{login.data.error}</p>}
 *       <button disabled={login.isPending}>Sign in</button>
 *     </form>
 *   )
 * }
 * ```
 */
export function useSession(): SessionState {
  const { client, queryClient } = useVitrine('useSession')
  const auth = sessionOf(client)
  const role = useSyncExternalStore(
    useCallback((onChange: () => void) => auth.subscribe(() => onChange()), [auth]),
    () => auth.role,
    () => queryClient.getQueryData<SessionSnapshot>(vitrineKeys.session())?.role ?? 'none',
  )
  return {
    role,
    loggedIn: role === 'member',
    login: useAction('login', (input: never) => completeLogin(auth, auth.login(input))),
    register: useAction('register', (input: never) => completeLogin(auth, auth.register(input))),
    verifyEmail: useAction('verifyEmail', (code: string) => completeLogin(auth, auth.verifyEmail(code))),
    loginWithRedirect: useAction('loginWithRedirect', (options: never) => auth.loginWithRedirect(options)),
    handleRedirect: useAction('handleRedirect', (url?: string) => handleRedirectOnce(auth, url ?? undefined)),
    logout: useAction('logout', (options?: { returnUrl: string }) =>
      options ? auth.logout(options) : auth.logout(),
    ),
    sendPasswordResetEmail: useAction(
      'sendPasswordResetEmail',
      (input: { email: string; redirectUrl: string }) =>
        auth.sendPasswordResetEmail(input.email, input.redirectUrl),
    ),
  } as unknown as SessionState
}
