import type { CallOptions } from '@vitrine/core'
import {
  type AuthContext,
  bind,
  checkInput,
  inputFunction,
  inputNonEmpty,
  inputOptional,
  type Lazy,
  lazy,
  type Operation,
} from '@vitrine/core/module'
import { fieldsOf } from '../env'
import { SessionError, TokenRequestError } from '../errors'
import type { LoginResult, LoginState } from '../login-result'
import { memoryStorage } from '../storage/memory-storage'
import { copyTokens, emptyTokens, parseTokens, sameTokens, type TokenRole, type Tokens } from '../tokens'
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
  clientId: inputNonEmpty,
  storage: /* @__PURE__ */ inputOptional((value) =>
    ['get', 'set', 'remove'].every((name) => typeof fieldsOf(value)[name] === 'function')
      ? undefined
      : 'must have get, set and remove functions',
  ),
  tokens: /* @__PURE__ */ inputOptional(TOKENS),
  onSessionReset: /* @__PURE__ */ inputOptional(inputFunction),
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
    // Not a method of `OAuthSession`: `logout()` calls it.
    'hostedLogout',
  ],
)
/** The renewal and the token grants: a chunk of their own, loaded (or prefetched) when first needed. */
/**
 * Where a session gets its tokens: the platform's token endpoint ({@link oauth}), or an app's
 * session route (`routeSession`). A lazy chunk with `renew` and `grant`.
 */
export type TokenSource = Lazy<Pick<typeof import('../renewal/index'), 'renew' | 'grant'>>

const renewal: TokenSource = /* @__PURE__ */ lazy(() => import('../renewal/index'), ['renew', 'grant'])

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

/** The session behind {@link oauth} (and `routeSession`, with another {@link TokenSource}). */
export class Session implements OAuthSession, RenewalHost {
  readonly clientId: string
  machine: LoginResult | undefined
  generation = 0
  readonly storage: SafeStorage
  readonly onReset: ((event: SessionResetEvent) => void) | undefined
  readonly #listeners = new Set<SessionListener>()
  #context: AuthContext | undefined
  // `undefined` until the first use loads them (see `#load`): nothing is read while the session
  // is created, so that creating one during a prerender reads no storage and no clock.
  #tokens: Tokens | undefined
  /** The tokens given to `oauth({ tokens })`, stored at the first use. */
  #initial: Tokens | undefined
  #ready: Promise<void> = Promise.resolve()
  readonly #source: TokenSource
  /**
   * A session route's logout (`routeSession`): it clears the route's cookie and, given a
   * `returnUrl`, resolves to the platform's hosted logout URL, created on the server with the
   * member's token there.
   */
  end: ((options: LogoutOptions | undefined) => Promise<string | undefined>) | undefined
  /**
   * The tokens a session starts from when its storage holds none, read at the first use (a
   * session route's role hint, `routeSession`): like the storage, never while the session is created.
   */
  seed: (() => Tokens) | undefined
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
  /** The hosted logout (in the flows' lazy chunk), bound once with the other flows. */
  declare readonly hostedLogout: (previous: Tokens, options: LogoutOptions) => Promise<string>

  constructor(options: OAuthOptions, source: TokenSource = renewal) {
    checkInput([OPTIONS, options, ''])
    this.#source = source
    const { clientId, storage, tokens, onSessionReset } = options
    this.clientId = clientId
    this.onReset = onSessionReset
    // The flows (the hosted logout among them) and the renewal: lazy chunks, each loaded by the
    // first of its methods called, bound once here.
    Object.assign(
      this,
      bind(this as SessionCore, flows) satisfies Pick<Session, FlowName>,
      bind(this as RenewalHost, source) satisfies Pick<Session, 'grant' | 'renew'>,
    )
    this.storage = new SafeStorage(storage ?? memoryStorage())
    this.#initial = tokens === undefined ? undefined : parseTokens(tokens)
    this.storage.subscribe(() => {
      void this.#reload()
    })
  }

  // ---- state ------------------------------------------------------------------------------

  // Read and changed by the renewal chunk too (`RenewalHost`); not part of `OAuthSession`.
  get tokens(): Tokens {
    return this.#tokens ?? this.#load()
  }

  /**
   * The first use of the tokens: the ones given to `oauth({ tokens })` (then stored), else the
   * stored ones — synchronously when the storage is synchronous, else `#ready` settles when they
   * are in. Not in the constructor: a session created while a page prerenders (a provider's
   * `useState`) must read no storage and no clock.
   */
  #load(): Tokens {
    const initial = this.#initial
    this.#tokens = initial ?? this.seed?.() ?? emptyTokens()
    if (initial) {
      this.#ready = this.storage.write(initial)
    } else {
      const generation = this.generation
      const stored = this.storage.read()
      if (isThenable(stored)) {
        this.#ready = stored.then((value) => {
          if (value && this.generation === generation) this.apply(value, 'load')
        })
      } else if (stored) {
        this.#tokens = stored
      }
    }
    // Without an access token, the first call will renew: fetch the renewal chunk meanwhile.
    if (this.#tokens.accessToken.value === '') this.#source.load().catch(() => undefined)
    // Two session cookies (one may have been planted from a sibling subdomain): neither was
    // trusted. Told once, and never from inside the call that loaded (the callback may use the session).
    const ambiguous = this.storage.ambiguous
    const onReset = this.onReset
    if (ambiguous && onReset) {
      queueMicrotask(() => onReset({ reason: 'ambiguous_cookie', previousRole: 'none', error: ambiguous }))
    }
    return this.#tokens
  }

  /** Resolves once the stored tokens are in (loading them first if nothing has yet). */
  #loaded(): Promise<void> {
    if (this.#tokens === undefined) this.#load()
    return this.#ready
  }

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
    checkInput([inputFunction, listener, 'listener'])
    // A listener hears changes from the state as it is now: load it (the first use) if nothing has.
    void this.tokens
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
    this.#tokens = copyTokens(tokens)
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
    checkInput([inputFunction, context?.prepare, 'context.prepare'])
    this.#context = context
  }

  prepare<Args extends readonly unknown[], Answer, Result, Options extends CallOptions>(
    operation: Operation<Args, Answer, Result, Options>,
    args: Args,
    options?: Options,
    credentials?: Readonly<Record<string, string>>,
  ): () => Promise<Result> {
    return this.#attached().prepare(operation, args, options, credentials)
  }

  /** The client the session was attached to; a `SessionError` before `createClient` attached it. */
  #attached(): AuthContext {
    if (!this.#context) throw new SessionError('SESSION_NOT_ATTACHED')
    return this.#context
  }

  getAuthHeaders(): Promise<Record<string, string>> {
    return this.#authorization(undefined)
  }

  /** The authorization header, renewing first when the access token is missing or about to expire. */
  async #authorization(timeout: number | undefined): Promise<Record<string, string>> {
    this.#attached()
    await this.#loaded()
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
    await this.#loaded()
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
    this.#attached()
    await abortable(options?.signal, () =>
      this.#loaded().then(() => this.renew(this.tokens.accessToken.value || undefined, options?.timeout)),
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
    if (this.end) return this.end(options)
    if (options === undefined) return undefined
    return this.hostedLogout(previous, options)
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
 * Creating a session reads nothing — no storage, no clock — so that an app may create one while
 * a page is prerendered (Next.js `cacheComponents`): the storage is read at the first use of the
 * tokens (a request, `role`, `getTokens()`), and the clock at the first request.
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
