import { DEFAULT_ORIGIN } from './constants'

/**
 * A fault to inject into matching requests: latency, a status code, or a dropped connection.
 *
 * @example
 * ```ts
 * emulator.faults.add({ match: '/oauth2/token', status: 503, times: 1 })
 * emulator.faults.add({ match: /\/carts\/current$/, delayMs: 200 })
 * emulator.faults.add({ match: '/stores-reader/', drop: true, times: 2 })
 * ```
 */
export interface FaultRule {
  /**
   * Which requests the fault applies to: a substring of the path (`'/oauth2/token'`), a RegExp
   * tested against `pathname + search`, or a predicate on the request. Omitted: every request
   * except the emulator's own `/_emulator/…` endpoints.
   */
  match?: string | RegExp | ((request: Request) => boolean)
  /** Only this HTTP method (case-insensitive). */
  method?: string
  /** Wait this long before answering (or before applying `status` / `drop`). */
  delayMs?: number
  /** Answer with this status instead of calling the route. */
  status?: number
  /** Body of the `status` answer (default: empty). */
  body?: string
  /**
   * Extra headers of the `status` answer, e.g. `{ 'retry-after': '2' }`. They win over the
   * emulator's own: a fault's `x-wix-request-id` (or CORS header) is kept as given.
   */
  headers?: Record<string, string>
  /** Drop the connection: a network error for `fetch`/msw, a destroyed socket over HTTP. */
  drop?: boolean
  /** How many matching requests the fault applies to (default: unlimited). */
  times?: number
}

/**
 * An OAuth client the emulator knows.
 *
 * @example
 * ```ts
 * import { createEmulator } from '@vitrine/emulator'
 *
 * const emulator = createEmulator({
 *   clients: [{ clientId: 'my-site', allowedRedirectOrigins: ['https://shop.example', 'http://localhost:*'] }],
 * })
 * ```
 */
export interface OAuthClientOptions {
  /** The client id sent by the storefront (your site's own OAuth client id works). */
  clientId: string
  /**
   * Origins a redirect URI (and a post-flow URL) may point to. `*` matches any port:
   * `http://localhost:*`. Default: `http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`.
   */
  allowedRedirectOrigins?: string[]
}

/** Webhook delivery settings. */
export interface WebhookOptions {
  /** URLs every event is POSTed to (more can be added at runtime). */
  urls?: string[]
  /** Attempts per delivery, including the first (default 4). */
  maxAttempts?: number
  /** Delays before each retry, in ms (default `[250, 1000, 4000]`; the last repeats). */
  retryDelaysMs?: number[]
  /** Lifetime of a webhook token: `exp - iat` in seconds (default 300). */
  tokenTtlSeconds?: number
  /** The `fetch` deliveries use (default: the global one). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>
}

/**
 * How the site treats new members.
 * - `email-verification` (default): a new member must confirm a code sent to the mailbox.
 * - `open`: new members are active at once.
 * - `owner-approval`: new members wait for the owner's approval.
 */
export type LoginMode = 'email-verification' | 'open' | 'owner-approval'

/** Options of {@link createEmulator}. Every option has a default. */
export interface EmulatorOptions {
  /** Initial data: the demo store (default) or an empty site. */
  seed?: 'demo' | 'empty'
  /**
   * Public origin of the emulator: hosted pages and media are served from it, and `handlers`
   * intercept it (default `http://127.0.0.1:4010`; `listen()` replaces it with the bound address).
   */
  origin?: string
  /** Lifetime of access tokens in seconds (default 14 400 = 4 h; can be 1 for tests). */
  accessTokenTtlSeconds?: number
  /** Lifetime of authorization codes in seconds (default 60). */
  authorizationCodeTtlSeconds?: number
  /** The clock, in epoch milliseconds (default `Date.now`). Token, code and coupon expiry follow it. */
  now?: () => number
  /** A JSON file the state is loaded from (when it exists) and saved to after every change (atomic writes). */
  stateFile?: string
  /** Webhook deliveries. */
  webhooks?: WebhookOptions
  /** How new members are admitted (default `email-verification`). */
  loginMode?: LoginMode
  /** Whether login and registration require a captcha token (default `off`). Per member: `members.update`. */
  captcha?: 'off' | 'required'
  /** Faults active from the start; more can be added with `emulator.faults.add`. */
  faults?: FaultRule[]
  /** Log one line per request. */
  verbose?: boolean
  /** Where log lines go (default `console.log`). */
  logger?: (line: string) => void
  /** Queries matching more than this many items answer `tooManyToCount: true` without a total. */
  tooManyToCountAbove?: number
  /** Largest accepted request body in bytes (default 1 MiB); larger bodies get 413. */
  maxBodyBytes?: number
  /**
   * Restricts OAuth to these clients: any other client id then gets the platform's
   * `invalid_client` answer. Default: every client id is accepted, and registered on first use
   * with loopback redirect origins (`http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`)
   * plus the emulator's own `origin` — so your site's real client id works as it is.
   */
  clients?: OAuthClientOptions[]
  /**
   * Web origins, besides the emulator's own, allowed to call the emulator-only endpoints
   * (`/_emulator/…`) from a browser, e.g. a storefront that reads the mailbox. Requests without an
   * `Origin` (Node, curl) are always allowed.
   */
  adminOrigins?: string[]
  /**
   * How long an anonymous visitor with no cart lives after the last use of its refresh token, in
   * seconds (default 604 800 = 7 days). Past it the visitor and its tokens are dropped: its
   * refresh token then gets `invalid_grant`, on which the SDK starts a new visitor (nothing is
   * lost: it had no cart). Expired access tokens and codes are swept too, so memory stays flat.
   */
  idleVisitorTtlSeconds?: number
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  seed: 'demo' | 'empty'
  origin: string
  accessTokenTtlSeconds: number
  authorizationCodeTtlSeconds: number
  now: () => number
  stateFile: string | undefined
  webhooks: Required<Omit<WebhookOptions, 'fetch'>> & Pick<WebhookOptions, 'fetch'>
  loginMode: LoginMode
  captcha: 'off' | 'required'
  faults: FaultRule[]
  verbose: boolean
  logger: (line: string) => void
  tooManyToCountAbove: number
  maxBodyBytes: number
  /** `any`: every client id is accepted (and registered on first use); `listed`: only `clients`. */
  clientMode: 'any' | 'listed'
  clients: Required<OAuthClientOptions>[]
  adminOrigins: string[]
  idleVisitorTtlSeconds: number
}

/** Redirect origins of a client that does not name its own: any port on a loopback host. */
export const LOOPBACK_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
]

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`${name} must be a positive number`)
  return value
}

/** Fills in defaults and rejects impossible values early, at construction time. */
export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  const origin = new URL(options.origin ?? DEFAULT_ORIGIN).origin
  const webhooks = options.webhooks ?? {}
  const clients = (options.clients ?? []).map((client) => {
    if (typeof client.clientId !== 'string' || client.clientId === '')
      throw new TypeError('clients[].clientId must be a non-empty string')
    return {
      clientId: client.clientId,
      allowedRedirectOrigins: [...(client.allowedRedirectOrigins ?? LOOPBACK_ORIGINS)],
    }
  })
  const adminOrigins = (options.adminOrigins ?? []).map((value) => {
    if (!URL.canParse(value)) throw new TypeError(`adminOrigins: not a URL: ${value}`)
    return new URL(value).origin
  })
  return {
    seed: options.seed ?? 'demo',
    origin,
    accessTokenTtlSeconds: positive(options.accessTokenTtlSeconds, 14_400, 'accessTokenTtlSeconds'),
    authorizationCodeTtlSeconds: positive(
      options.authorizationCodeTtlSeconds,
      60,
      'authorizationCodeTtlSeconds',
    ),
    now: options.now ?? Date.now,
    stateFile: options.stateFile,
    webhooks: {
      urls: [...(webhooks.urls ?? [])],
      maxAttempts: Math.floor(positive(webhooks.maxAttempts, 4, 'webhooks.maxAttempts')),
      retryDelaysMs: webhooks.retryDelaysMs ?? [250, 1000, 4000],
      tokenTtlSeconds: positive(webhooks.tokenTtlSeconds, 300, 'webhooks.tokenTtlSeconds'),
      fetch: webhooks.fetch,
    },
    loginMode: options.loginMode ?? 'email-verification',
    captcha: options.captcha ?? 'off',
    faults: [...(options.faults ?? [])],
    verbose: options.verbose ?? false,
    logger: options.logger ?? ((line) => console.log(line)),
    tooManyToCountAbove: positive(
      options.tooManyToCountAbove,
      Number.POSITIVE_INFINITY,
      'tooManyToCountAbove',
    ),
    maxBodyBytes: positive(options.maxBodyBytes, 1024 * 1024, 'maxBodyBytes'),
    clientMode: options.clients === undefined ? 'any' : 'listed',
    clients,
    adminOrigins,
    idleVisitorTtlSeconds: positive(options.idleVisitorTtlSeconds, 604_800, 'idleVisitorTtlSeconds'),
  }
}
