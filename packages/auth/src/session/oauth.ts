import { InvalidInputError, type Violation } from '@vitrine/core'
import type { AuthContext } from '@vitrine/core/module'
import { fieldsOf } from '../env'
import { SessionError, TokenRequestError } from '../errors'
import { loadInteractive } from '../flows/load-interactive'
import type { LoginResult, LoginState } from '../login-result'
import type { Send } from '../send'
import { memoryStorage } from '../storage/memory-storage'
import type { TokenStorage } from '../storage/token-storage'
import { copyTokens, emptyTokens, parseTokens, sameTokens, type TokenRole, type Tokens } from '../tokens'
import { withLock } from './lock'
import { isThenable, SafeStorage } from './safe-storage'
import type { SessionCore } from './session-core'
import { invalidTokenResponse, requestNewTokens, requestTokens } from './token-endpoint'
import type {
  AuthorizeMemberOptions,
  AuthUrlOptions,
  CheckoutUrlOptions,
  HandleRedirectOptions,
  HandleRedirectResult,
  LoginInput,
  LogoutOptions,
  OAuthOptions,
  OAuthSession,
  RegisterInput,
  SessionChangeReason,
  SessionListener,
  SessionResetEvent,
} from './types'
import { isUsable } from './usable'

const TOKENS = 'must be { accessToken, refreshToken }'

/** An `InvalidInputError` naming one field. */
function invalid(field: string, description: string): InvalidInputError {
  return new InvalidInputError([{ field, description }])
}

function isInvalidGrant(error: unknown): error is TokenRequestError {
  return TokenRequestError.is(error) && error.status === 400 && error.oauthError === 'invalid_grant'
}

function isStorage(value: unknown): value is TokenStorage {
  return ['get', 'set', 'remove'].every((name) => typeof fieldsOf(value)[name] === 'function')
}

/** The session behind {@link oauth}. */
class Session implements OAuthSession, SessionCore {
  readonly clientId: string
  machine: LoginResult | undefined
  readonly #storage: SafeStorage
  readonly #listeners = new Set<SessionListener>()
  readonly #onReset: ((event: SessionResetEvent) => void) | undefined
  #tokens: Tokens = emptyTokens()
  /** Bumped by every change that must win over a renewal in flight (login, logout, setTokens, another tab). */
  #generation = 0
  #renewal: Promise<void> | undefined
  #send: Send | undefined
  #ready: Promise<void>

  constructor(options: OAuthOptions) {
    if (typeof options !== 'object' || options === null)
      throw invalid('options', 'must be an object with a clientId')
    const { clientId, storage, tokens, onSessionReset } = options
    const violations: Violation[] = []
    const fail = (field: string, description: string) => violations.push({ field, description })
    if (typeof clientId !== 'string' || clientId.trim() === '') fail('clientId', 'must be a non-empty string')
    if (storage !== undefined && !isStorage(storage))
      fail('storage', 'must have get, set and remove functions')
    const initial = tokens === undefined ? undefined : parseTokens(tokens)
    if (tokens !== undefined && !initial) fail('tokens', TOKENS)
    if (onSessionReset !== undefined && typeof onSessionReset !== 'function')
      fail('onSessionReset', 'must be a function')
    if (violations.length > 0) throw new InvalidInputError(violations)
    this.clientId = clientId
    this.#onReset = onSessionReset
    this.#storage = new SafeStorage(storage ?? memoryStorage())
    if (initial) {
      this.#tokens = initial
      this.#ready = this.#storage.write(initial)
    } else {
      const stored = this.#storage.read()
      if (isThenable(stored)) {
        this.#ready = stored.then((value) => {
          if (value && this.#generation === 0) this.#apply(value, 'load')
        })
      } else {
        if (stored) this.#tokens = stored
        this.#ready = Promise.resolve()
      }
    }
    this.#storage.subscribe(() => {
      void this.#reload()
    })
  }

  // ---- state ------------------------------------------------------------------------------

  get role(): TokenRole {
    return this.#tokens.refreshToken.role
  }

  get loginState(): LoginState {
    return this.machine?.state ?? 'INITIAL'
  }

  loggedIn(): boolean {
    return this.role === 'member'
  }

  getTokens(): Tokens {
    return copyTokens(this.#tokens)
  }

  subscribe(listener: SessionListener): () => void {
    if (typeof listener !== 'function') throw invalid('listener', 'must be a function')
    const entry: SessionListener = (change) => listener(change)
    this.#listeners.add(entry)
    return () => {
      this.#listeners.delete(entry)
    }
  }

  async setTokens(tokens: Tokens): Promise<void> {
    const parsed = parseTokens(tokens)
    if (!parsed) throw invalid('tokens', TOKENS)
    await this.commit(parsed, 'set')
  }

  /** Sets the tokens in memory and tells listeners; the caller persists. */
  #apply(tokens: Tokens, reason: SessionChangeReason): void {
    const previousRole = this.role
    const changed = !sameTokens(tokens, this.#tokens)
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
    this.#generation++
    this.#apply(tokens, reason)
    await this.#storage.write(
      tokens.refreshToken.value === '' && tokens.accessToken.value === '' ? undefined : tokens,
    )
  }

  /** Another tab changed the shared storage: adopt what it holds; it wins over a renewal in flight. */
  async #reload(): Promise<void> {
    const stored = (await this.#storage.settledRead()) ?? emptyTokens()
    if (sameTokens(stored, this.#tokens)) return
    this.#generation++
    this.#apply(stored, 'other-tab')
  }

  // ---- AuthStrategy -------------------------------------------------------------------------

  attach(context: AuthContext): void {
    if (this.#send) throw new SessionError('SESSION_ALREADY_ATTACHED')
    if (typeof context?.request !== 'function') throw invalid('context.request', 'must be a function')
    this.#send = (descriptor) => context.request(descriptor)
  }

  send(): Send {
    if (!this.#send) throw new SessionError('SESSION_NOT_ATTACHED')
    return this.#send
  }

  async getAuthHeaders(): Promise<Record<string, string>> {
    this.send()
    await this.#ready
    // A logout or login landing while we wait makes the renewal stand down: look again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const access = this.#tokens.accessToken
      if (isUsable(access)) return { authorization: access.value }
      await this.#renew(undefined)
    }
    const value = this.#tokens.accessToken.value
    if (value === '') throw invalidTokenResponse()
    return { authorization: value }
  }

  async onUnauthorized(used: Readonly<Record<string, string>>): Promise<boolean> {
    await this.#ready
    const rejected = used['authorization']
    if (rejected === undefined) return false
    // Someone renewed since this request was sent: just send it again with the new token.
    if (rejected !== this.#tokens.accessToken.value) return true
    try {
      await this.#renew(rejected)
      return true
    } catch {
      return false
    }
  }

  async visitorTokens(): Promise<Tokens> {
    await this.getAuthHeaders()
    return this.getTokens()
  }

  async renewTokens(): Promise<Tokens> {
    this.send()
    await this.#ready
    await this.#renew(this.#tokens.accessToken.value || undefined)
    return this.getTokens()
  }

  /** Single flight: every caller during a renewal shares it. */
  #renew(rejected: string | undefined): Promise<void> {
    if (!this.#renewal) {
      this.#renewal = this.#runRenewal(rejected).finally(() => {
        this.#renewal = undefined
      })
    }
    return this.#renewal
  }

  async #runRenewal(rejected: string | undefined): Promise<void> {
    const generation = this.#generation
    const key = this.#storage.sharedKey
    await withLock(
      key === undefined ? undefined : `vitrine.auth:${this.clientId}:${key}`,
      async (contended) => {
        const fresh = () => isUsable(this.#tokens.accessToken) && this.#tokens.accessToken.value !== rejected
        // Another tab may have renewed (or logged in, or out) while we waited for the lock. When we
        // did wait, its write may reach our copy of the storage a moment later: look again briefly.
        for (let look = contended ? 10 : 0; ; look--) {
          if (generation !== this.#generation) return
          if (key === undefined) break
          this.#apply((await this.#storage.settledRead()) ?? emptyTokens(), 'other-tab')
          if (generation !== this.#generation || fresh()) return
          if (look <= 0) break
          await new Promise((resolve) => setTimeout(resolve, 30))
        }
        const current = this.#tokens
        const send = this.send()
        const previousRole = current.refreshToken.role
        let next: Tokens | undefined
        let reason: SessionChangeReason = 'refresh'
        let refused: TokenRequestError | undefined
        if (current.refreshToken.value !== '') {
          try {
            const answer = await requestTokens(send, {
              clientId: this.clientId,
              grantType: 'refresh_token',
              refreshToken: current.refreshToken.value,
            })
            next = {
              accessToken: answer.accessToken,
              // Rotation: a new refresh token replaces the old one; none means keep the old one.
              refreshToken: {
                value: answer.refreshToken ?? current.refreshToken.value,
                role: current.refreshToken.role,
              },
            }
          } catch (error) {
            // Only a definitive refusal ends the session; a network error, 5xx or 429 keeps it.
            if (!isInvalidGrant(error)) throw error
            refused = error
          }
        }
        if (!next) {
          next = await requestNewTokens(send, { clientId: this.clientId, grantType: 'anonymous' }, 'visitor')
          reason = refused ? 'reset' : 'visitor'
        }
        // A logout, a login or another tab's change during the request wins over our answer.
        if (generation !== this.#generation) return
        this.#apply(next, reason)
        await this.#storage.write(next)
        if (refused) {
          if (previousRole === 'member') this.machine = undefined
          this.#onReset?.({ reason: 'invalid_grant', previousRole, error: refused })
        }
      },
    )
  }

  // ---- flows ------------------------------------------------------------------------------
  // Every flow lives in the interactive chunk, loaded on first use: a page that only browses
  // never downloads the login, hosted-page, PKCE and identity code.

  async register(input: RegisterInput): Promise<LoginResult> {
    return (await loadInteractive()).register(this, input)
  }

  async login(input: LoginInput): Promise<LoginResult> {
    return (await loadInteractive()).login(this, input)
  }

  async verifyEmail(code: string): Promise<LoginResult> {
    return (await loadInteractive()).verifyEmail(this, code)
  }

  async resendVerification(): Promise<LoginResult> {
    return (await loadInteractive()).resendVerification(this)
  }

  async sendPasswordResetEmail(email: string, redirectUrl: string): Promise<void> {
    return (await loadInteractive()).sendPasswordResetEmail(this, email, redirectUrl)
  }

  async loginInBackground(sessionToken?: string): Promise<Tokens> {
    return (await loadInteractive()).loginInBackground(this, sessionToken)
  }

  async authUrl(options: AuthUrlOptions): Promise<string> {
    return (await loadInteractive()).authUrl(this, options)
  }

  async loginWithRedirect(options: AuthUrlOptions): Promise<void> {
    return (await loadInteractive()).loginWithRedirect(this, options)
  }

  async handleRedirect(url?: string, options?: HandleRedirectOptions): Promise<HandleRedirectResult> {
    return (await loadInteractive()).handleRedirect(this, url, options)
  }

  logout(options: LogoutOptions): Promise<string>
  logout(): Promise<undefined>
  async logout(options?: LogoutOptions): Promise<string | undefined> {
    // Token objects are replaced, never changed: this one stays as it is.
    const previous = this.#tokens
    // Local state goes first, whatever happens to the hosted logout call.
    this.machine = undefined
    await this.commit(emptyTokens(), 'logout')
    if (options === undefined) return undefined
    return (await loadInteractive()).hostedLogoutUrl(this, previous, options)
  }

  async checkoutUrl(checkoutId: string, options?: CheckoutUrlOptions): Promise<string> {
    return (await loadInteractive()).checkoutUrl(this, checkoutId, options)
  }

  async authorizeMember(options: AuthorizeMemberOptions): Promise<Tokens> {
    return (await loadInteractive()).authorizeMember(this, options)
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
 * `expires_in` is trusted within 120 s…24 h (clamped), and a missing or junk value counts as
 * one hour.
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
