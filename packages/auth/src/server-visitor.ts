import type { AuthStrategy } from '@vitrine/core'
import {
  type AuthContext,
  checkInput,
  inputFunction,
  inputNonEmpty,
  inputOptional,
  inputValue,
} from '@vitrine/core/module'
import { SessionError } from './errors'
import { oauth } from './session/oauth'
import type { SessionResetEvent } from './session/types'
import { memoryStorage } from './storage/memory-storage'

/** Options of {@link serverVisitor}. */
export interface ServerVisitorOptions {
  /** The OAuth client id (the same as the browser's `oauth()`). */
  clientId: string
  /**
   * Called when the platform refused the visitor's refresh token for good (`invalid_grant`): the
   * next call starts a new visitor. Optional; for logs.
   */
  onSessionReset?: ((event: SessionResetEvent) => void) | undefined
}

/**
 * The server-wide visitor of {@link serverVisitor}: an `AuthStrategy` for public catalogue reads.
 * It has no tokens to read or set, and refuses every way to become a member.
 */
export interface ServerVisitor extends AuthStrategy {
  /** `none` until the first call, then `visitor`: never `member`. */
  readonly role: 'none' | 'visitor'
  /** The visitor's authorization header: one anonymous grant, then renewed before expiry. */
  getAuthHeaders(): Promise<Record<string, string>>
  /** A 401: renews once, unless another call already did. */
  onUnauthorized(used: Readonly<Record<string, string>>): Promise<boolean>
  /** Called by `createClient` (one client per visitor). */
  attach(context: AuthContext): void
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`: members sign in on an `oauth()` session. */
  login(...args: unknown[]): Promise<never>
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`. */
  register(...args: unknown[]): Promise<never>
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`: a server visitor's tokens are its own. */
  setTokens(...args: unknown[]): Promise<never>
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`. */
  loginWithRedirect(...args: unknown[]): Promise<never>
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`. */
  handleRedirect(...args: unknown[]): Promise<never>
  /** Always rejects with a {@link SessionError} `VISITOR_ONLY`. */
  loginInBackground(...args: unknown[]): Promise<never>
}

const OPTIONS = {
  clientId: inputNonEmpty,
  onSessionReset: /* @__PURE__ */ inputOptional(inputFunction),
  // A server visitor's tokens live in this process's memory only: never in a cookie or a page.
  storage: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(() => false, 'not an option: a server visitor keeps its tokens in memory'),
  ),
  tokens: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(() => false, 'not an option: a server visitor gets its own anonymous tokens'),
  ),
}

/**
 * One visitor for the public pages of a server: an auth strategy for catalogue reads shared by
 * every request of the server process — product and collection pages, search, `sitemap.xml`,
 * `robots.txt` — so that a crawler, a link preview or a CDN probe costs no anonymous grant of its
 * own. It is an `oauth()` session in memory behind a narrower face: concurrent cold calls share
 * one anonymous grant, the access token is renewed (single flight) before it expires, and a
 * failing token endpoint (a 5xx, a 429, the network) keeps the visitor and backs off; only an
 * `invalid_grant` answer starts a new visitor.
 *
 * Its tokens stay in the server's memory: never in a cookie, never in a page. It cannot become
 * a member: `login`, `register`, `setTokens` and the hosted flows reject with a
 * {@link SessionError} `VISITOR_ONLY`. Personal data (a cart, a member's account) needs the
 * visitor's own session: an `oauth()` per request, with the request's cookies.
 *
 * Create it once per process, in a module of its own, with the client it authenticates.
 *
 * @param options - the client id, and a reset callback for logs.
 * @example
 * ```ts
 * // lib/catalogue.ts: public catalogue reads, one visitor for the whole server.
 * import { serverVisitor } from '@vitrine/auth'
 * import { collections, products } from '@vitrine/catalog'
 * import { createClient } from '@vitrine/core'
 *
 * export const catalogue = createClient({
 *   host: process.env.VITRINE_HOST, // the emulator in development; unset: the platform
 *   auth: serverVisitor({ clientId: process.env.VITRINE_CLIENT_ID! }),
 *   modules: { products, collections },
 * })
 *
 * const page = await catalogue.products.query().ascending('name').limit(24).find()
 * ```
 */
export function serverVisitor(options: ServerVisitorOptions): ServerVisitor {
  checkInput([OPTIONS, options ?? {}, ''])
  const session = oauth({
    clientId: options.clientId,
    storage: memoryStorage(),
    onSessionReset: options.onSessionReset,
  })
  const refuse = (): Promise<never> =>
    Promise.reject(
      new SessionError(
        'VISITOR_ONLY',
        'A serverVisitor() reads the public catalogue and cannot become a member: use an oauth() session per request for members',
      ),
    )
  return {
    get role() {
      return session.role === 'visitor' ? 'visitor' : 'none'
    },
    getAuthHeaders: () => session.getAuthHeaders(),
    onUnauthorized: (used) => session.onUnauthorized(used),
    attach: (context) => session.attach(context),
    login: refuse,
    register: refuse,
    setTokens: refuse,
    loginWithRedirect: refuse,
    handleRedirect: refuse,
    loginInBackground: refuse,
  }
}
