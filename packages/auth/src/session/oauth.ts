import type { CallOptions } from '@vitrine/core'
import { type AuthContext, bind, checkInput, inputOptional, lazy, type Operation } from '@vitrine/core/module'
import { fieldsOf } from '../env'
import { SessionError, TokenRequestError } from '../errors'
import type { LoginResult, LoginState } from '../login-result'
import { memoryStorage } from '../storage/memory-storage'
import { copyTokens, emptyTokens, parseTokens, sameTokens, type TokenRole, type Tokens } from '../tokens'
import { aFunction, nonEmpty } from '../validation'
import { isThenable, SafeStorage } from './safe-storage'
import type { RenewalHost, SessionCore } from './session-core'
import type {
  LogoutOptions,
  OAuthOptions,
  OAuthSession,
  SessionChangeReason,
  SessionListener,
  SessionResetEvent,
} from './types'
import { isUsable } from './usable'

/** A token pair, as `setTokens()` and `oauth({ tokens })` take it. */
const TOKENS = (value: unknown): string | undefined =>
  parseTokens(value) ? undefined : 'must be { accessToken, refreshToken }'

/** The shape of `oauth()`'s options (the names are the caller's: `"clientId"`, `"storage"`, …). */
const OPTIONS = {
  clientId: nonEmpty,
  storage: /* @__PURE__ */ inputOptional((value) =>
    ['get', 'set', 'remove'].every((name) => typeof fieldsOf(value)[name] === 'function')
      ? undefined
      : 'must have get, set and remove functions',
  ),
  tokens: /* @__PURE__ */ inputOptional(TOKENS),
  onSessionReset: /* @__PURE__ */ inputOptional(aFunction),
}

/** The session's methods that live in the interactive chunk, bound with the session as context. */
const flows = /* @__PURE__ */ lazy(
  () => import('../interactive/index'),
  [
    'register',
    'login',
    'verifyEmail',
    'resendVerification',
    'sendPasswordResetEmail',
    'loginInBackground',
    'authUrl',
    'loginWithRedirect',
    'handleRedirect',
    'checkoutUrl',
    'authorizeMember',
  ],
)
const hosted = /* @__PURE__ */ lazy(() => import('../interactive/index'), ['hostedLogout'])
/** The renewal and the token grants: a chunk of their own, loaded (or prefetched) when first needed. */
const renewal = /* @__PURE__ */ lazy(() => import('../renewal/index'), ['renew', 'grant'])

type FlowName = (typeof flows.names)[number]

/**
 * Starts `work` unless `signal` is already aborted, and rejects with the signal's reason as soon
 * as it aborts: the work goes on for whoever else waits for it (a renewal many calls share).
 */
function abortable<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  if (!signal) return work()
  return new Promise((resolve, reject) => {
    const abort = (): void => reject(signal.reason)
    signal.throwIfAborted()
    signal.addEventListener('abort', abort, { once: true })
    work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort))
  })
}

/** The session behind {@link oauth}. */
class Session implements OAuthSession, RenewalHost {
  readonly clientId: string
  machine: LoginResult | undefined
  // Read and changed by the renewal chunk too (`RenewalHost`); not part of `OAuthSession`.
  tokens: Tokens = emptyTokens()
  generation = 0
  readonly storage: SafeStorage
  readonly onReset: ((event: SessionResetEvent) => void) | undefined
  readonly #listeners = new Set<SessionListener>()
  #context: AuthContext | undefined
  #ready: Promise<void>
  declare readonly register: OAuthSession['register']
  declare readonly login: OAuthSession['login']
  declare readonly verifyEmail: OAuthSession['verifyEmail']
  declare readonly resendVerification: OAuthSession['resendVerification']
  declare readonly sendPasswordResetEmail: OAuthSession['sendPasswordResetEmail']
  declare readonly loginInBackground: OAuthSession['loginInBackground']
  declare readonly authUrl: OAuthSession['authUrl']
  declare readonly loginWithRedirect: OAuthSession['loginWithRedirect']
  declare readonly handleRedirect: OAuthSession['handleRedirect']
  declare readonly checkoutUrl: OAuthSession['checkoutUrl']
  declare readonly authorizeMember: OAuthSession['authorizeMember']
  declare readonly grant: SessionCore['grant']
  declare readonly renew: (rejected: string | undefined, timeout: number | undefined) => Promise<void>

  constructor(options: OAuthOptions) {
    checkInput([OPTIONS, options, ''])
    const { clientId, storage, tokens, onSessionReset } = options
    this.clientId = clientId
    this.onReset = onSessionReset
    // The flows and the renewal: lazy chunks, each loaded by the first of its methods called.
    const methods: Pick<OAuthSession, FlowName> & Pick<Session, 'grant' | 'renew'> = {
      ...bind(this as SessionCore, flows),
      ...bind(this as RenewalHost, renewal),
    }
    Object.assign(this, methods)
    this.storage = new SafeStorage(storage ?? memoryStorage())
    const initial = tokens === undefined ? undefined : parseTokens(tokens)
    if (initial) {
      this.tokens = initial
      this.#ready = this.storage.write(initial)
    } else {
      const stored = this.storage.read()
      if (isThenable(stored)) {
        this.#ready = stored.then((value) => {
          if (value && this.generation === 0) this.apply(value, 'load')
        })
      } else {
        if (stored) this.tokens = stored
        this.#ready = Promise.resolve()
      }
    }
    // Two session cookies (one may have been planted from a sibling subdomain): neither was
    // trusted. Told once, and never during `oauth()` (the callback may use the session).
    const ambiguous = this.storage.ambiguous
    if (ambiguous) {
      queueMicrotask(() =>
        onSessionReset?.({ reason: 'ambiguous_cookie', previousRole: 'none', error: ambiguous }),
      )
    }
    this.storage.subscribe(() => {
      void this.#reload()
    })
  }

  // ---- state ------------------------------------------------------------------------------

  get role(): TokenRole {
    return this.tokens.refreshToken.role
  }

  get loginState(): LoginState {
    return this.machine?.state ?? 'INITIAL'
  }

  loggedIn(): boolean {
    return this.role === 'member'
  }

  getTokens(): Tokens {
    return copyTokens(this.tokens)
  }

  subscribe(listener: SessionListener): () => void {
    checkInput([aFunction, listener, 'listener'])
    const entry: SessionListener = (change) => listener(change)
    this.#listeners.add(entry)
    return () => {
      this.#listeners.delete(entry)
    }
  }

  async setTokens(tokens: Tokens): Promise<void> {
    checkInput([TOKENS, tokens, 'tokens'])
    await this.commit(parseTokens(tokens) as Tokens, 'set')
  }

  apply(tokens: Tokens, reason: SessionChangeReason): void {
    const previousRole = this.role
    const changed = !sameTokens(tokens, this.tokens)
    this.tokens = copyTokens(tokens)
    if (!changed) return
    const change = { role: this.role, previousRole, reason }
    for (const listener of [...this.#listeners]) {
      try {
        listener(change)
      } catch (error) {
        // A listener's bug must not break the session (or the other listeners).
        console.error('[@vitrine/auth] A session listener threw:', error)
      }
    }
  }

  async commit(tokens: Tokens, reason: SessionChangeReason): Promise<void> {
    this.generation++
    this.apply(tokens, reason)
    await this.storage.write(
      tokens.refreshToken.value === '' && tokens.accessToken.value === '' ? undefined : tokens,
    )
  }

  /** Another tab changed the shared storage: adopt what it holds; it wins over a renewal in flight. */
  async #reload(): Promise<void> {
    const stored = (await this.storage.settledRead()) ?? emptyTokens()
    if (sameTokens(stored, this.tokens)) return
    this.generation++
    this.apply(stored, 'other-tab')
  }

  // ---- AuthStrategy -------------------------------------------------------------------------

  attach(context: AuthContext): void {
    if (this.#context) throw new SessionError('SESSION_ALREADY_ATTACHED')
    checkInput([aFunction, context?.call, 'context.call'])
    this.#context = context
    // Without a token, the first call will renew: fetch the renewal chunk meanwhile. (No clock
    // here: a client created during a Next.js prerender must not read the time.)
    if (this.tokens.accessToken.value === '') renewal.load().catch(() => undefined)
  }

  call<Args extends readonly unknown[], Answer, Result, Options extends CallOptions>(
    operation: Operation<Args, Answer, Result, Options>,
    args: Args,
    options?: Options,
  ): Promise<Result> {
    if (!this.#context) return Promise.reject(new SessionError('SESSION_NOT_ATTACHED'))
    return this.#context.call(operation, args, options)
  }

  getAuthHeaders(): Promise<Record<string, string>> {
    return this.#authorization(undefined)
  }

  /** The authorization header, renewing first when the access token is missing or about to expire. */
  async #authorization(timeout: number | undefined): Promise<Record<string, string>> {
    if (!this.#context) throw new SessionError('SESSION_NOT_ATTACHED')
    await this.#ready
    // A logout or login landing while we wait makes the renewal stand down: look again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const access = this.tokens.accessToken
      if (isUsable(access)) return { authorization: access.value }
      await this.renew(undefined, timeout)
    }
    const value = this.tokens.accessToken.value
    // Never a request without credentials by accident.
    if (value === '') throw new TokenRequestError('INVALID_TOKEN_RESPONSE', { status: 200 })
    return { authorization: value }
  }

  async onUnauthorized(used: Readonly<Record<string, string>>): Promise<boolean> {
    await this.#ready
    const rejected = used['authorization']
    if (rejected === undefined) return false
    // Someone renewed since this request was sent: just send it again with the new token.
    if (rejected !== this.tokens.accessToken.value) return true
    try {
      await this.renew(rejected, undefined)
      return true
    } catch {
      return false
    }
  }

  async visitorTokens(options?: CallOptions): Promise<Tokens> {
    await abortable(options?.signal, () => this.#authorization(options?.timeout))
    return this.getTokens()
  }

  async renewTokens(options?: CallOptions): Promise<Tokens> {
    if (!this.#context) throw new SessionError('SESSION_NOT_ATTACHED')
    await abortable(options?.signal, () =>
      this.#ready.then(() => this.renew(this.tokens.accessToken.value || undefined, options?.timeout)),
    )
    return this.getTokens()
  }

  // ---- logout -----------------------------------------------------------------------------

  logout(options: LogoutOptions): Promise<string>
  logout(): Promise<undefined>
  async logout(options?: LogoutOptions): Promise<string | undefined> {
    // Token objects are replaced, never changed: this one stays as it is.
    const previous = this.tokens
    // Local state goes first, whatever happens to the hosted logout call.
    this.machine = undefined
    await this.commit(emptyTokens(), 'logout')
    if (options === undefined) return undefined
    return bind(this as SessionCore, hosted).hostedLogout(previous, options)
  }
}

/**
 * Creates a session for visitors and members: pass it as `auth` to `createClient`. It starts
 * with no tokens (role `none`); the first request gets an anonymous visitor token, and every
 * request after that carries the access token (`authorization: <token>`), renewed a minute
 * before it expires with the refresh grant. N concurrent requests make one token request; a
 * late 401 renews only if the token it used is still the current one; tabs sharing a storage
 * renew under a cross-tab lock. Only a definitive `invalid_grant` answer replaces the session
 * with a new visitor (and calls `onSessionReset`); a network error, 5xx or 429 keeps it.
 *
 * A failing token endpoint is not stormed: calls waiting for a renewal share its failure, and
 * after one the session backs off (a lone failure may be retried at once, then 1 s, 2 s, … up
 * to 30 s with jitter; a `429` or `503` backs off from the first and never retries before the
 * endpoint's `Retry-After`). Calls within the back-off fail at once with the same error; the
 * session keeps its tokens, and the first call after the back-off tries again.
 *
 * `expires_in` is trusted within 120 s…24 h (clamped), and a missing or junk value counts as
 * one hour. A token answer whose tokens could not be sent in a header (a line break, a NUL, a
 * character outside Latin-1) is refused (`TokenRequestError` `INVALID_TOKEN_RESPONSE`) and the
 * session keeps the tokens it had.
 *
 * @param options - the client id, a storage, initial tokens and a reset callback.
 * @example
 * ```ts
 * import { createClient } from '@vitrine/core'
 * import { oauth, localStorageStore } from '@vitrine/auth'
 *
 * const session = oauth({ clientId: 'my-client', storage: localStorageStore() })
 * const client = createClient({ auth: session })
 * session.subscribe(({ role }) => console.log('now a', role))
 * const result = await session.login({ email: 'ada@example.com', password: 'secret' })
 * if (result.state === 'SUCCESS') await session.loginInBackground()
 * ```
 */
export function oauth(options: OAuthOptions): OAuthSession {
  return new Session(options)
}
