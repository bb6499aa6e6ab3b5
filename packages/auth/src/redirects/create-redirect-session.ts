import { VitrineError } from '@vitrine/core'
import { checkInput } from '../check'
import { isRecord } from '../env'
import type { Open } from '../identity/types'
import type { Send } from '../send'

/** How the hosted login page treats an existing platform session. */
export type Prompt = 'login' | 'none' | 'consent' | 'select_account'

/** An OAuth authorization request carried by a redirect session. */
export interface AuthRequest {
  /** The OAuth client id. */
  clientId: string
  /** Where the platform returns the code (not used by `web_message`). */
  redirectUri?: string | undefined
  /** The S256 PKCE challenge. */
  codeChallenge: string
  /** Always `S256`. */
  codeChallengeMethod: 'S256'
  /** How the result comes back: in the query, the fragment, or posted to the opener frame. */
  responseMode: 'query' | 'fragment' | 'web_message'
  /** Always `code`. */
  responseType: 'code'
  /** Always `offline_access`. */
  scope: 'offline_access'
  /** The one-time value that ties the answer to this request. */
  state: string
  /** A session token from a direct login, for the hidden-frame flow. */
  sessionToken?: string | undefined
}

/** Where the hosted pages send the browser afterwards. */
export interface RedirectCallbacks {
  /** Where to go when the flow ends (or is abandoned). */
  postFlowUrl?: string | undefined
  /** The thank-you page after a checkout. */
  thankYouPageUrl?: string | undefined
  /** The cart page. */
  cartPageUrl?: string | undefined
  /** The login page. */
  loginUrl?: string | undefined
  /** The bookings service list. */
  bookingsServiceListUrl?: string | undefined
  /** The paid plans list. */
  planListUrl?: string | undefined
}

/** The redirect-session input (spec section 3): one flow, its callbacks and preferences. */
export interface RedirectSessionInput {
  /** A bookings checkout. */
  bookingsCheckout?: Readonly<Record<string, unknown>> | undefined
  /** The store checkout of a checkout id. */
  ecomCheckout?: { checkoutId: string } | undefined
  /** An events checkout. */
  eventsCheckout?: Readonly<Record<string, unknown>> | undefined
  /** A paid-plans checkout. */
  paidPlansCheckout?: Readonly<Record<string, unknown>> | undefined
  /** The hosted login page. */
  login?: Readonly<Record<string, unknown>> | undefined
  /** The hosted logout page. */
  logout?: { clientId: string } | undefined
  /** An OAuth authorization request. */
  auth?: { authRequest: AuthRequest; prompt?: Open<Prompt> | undefined } | undefined
  /** A product page. */
  storesProduct?: Readonly<Record<string, unknown>> | undefined
  /** A bookings booking page. */
  bookingsBook?: Readonly<Record<string, unknown>> | undefined
  /** Where to come back to. */
  callbacks?: RedirectCallbacks | undefined
  /** Page preferences. */
  preferences?: Readonly<Record<string, unknown>> | undefined
}

/** A redirect session: the URL to send the browser to. */
export interface RedirectSession {
  /** Its id. */
  id?: string
  /** The URL to send the browser to. */
  fullUrl: string
  /** The URL in parts. */
  urlDetails?: { endpoint?: string; searchParams?: Record<string, string> }
  /** A session token of the hosted page's session. */
  sessionToken?: string
}

const FLOWS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
] as const

/**
 * `POST /v1/redirect-session` (redirects): creates a session on the platform's hosted pages
 * (login, logout, checkout, …) and resolves to it. Its `fullUrl` is checked to be an http(s)
 * URL before anyone navigates to it.
 *
 * @param send - a client's `request`.
 * @param input - one flow, callbacks and preferences.
 * @example
 * ```ts
 * const session = await createRedirectSession(client.request, {
 *   ecomCheckout: { checkoutId },
 *   callbacks: { postFlowUrl: 'https://shop.example/' },
 * })
 * location.assign(session.fullUrl)
 * ```
 */
export async function createRedirectSession(
  send: Send,
  input: RedirectSessionInput,
): Promise<RedirectSession> {
  const check = checkInput(input)
  if (!FLOWS.some((flow) => input[flow] !== undefined)) {
    check.fail('input', `must name one flow: ${FLOWS.join(', ')}`)
  }
  check.object('callbacks', input.callbacks, true)
  if (isRecord(input.callbacks)) {
    for (const [key, value] of Object.entries(input.callbacks)) check.url(`callbacks.${key}`, value, true)
  }
  check.done()
  const answer = await send<{ redirectSession?: unknown } | undefined>({
    method: 'POST',
    service: 'redirects',
    path: '/v1/redirect-session',
    body: input,
  })
  const session = isRecord(answer) ? answer.redirectSession : undefined
  const fullUrl = isRecord(session) ? session['fullUrl'] : undefined
  let valid = false
  if (typeof fullUrl === 'string') {
    try {
      const protocol = new URL(fullUrl).protocol
      valid = protocol === 'https:' || protocol === 'http:'
    } catch {
      valid = false
    }
  }
  if (!valid) {
    throw new VitrineError('The redirect session answer has no http(s) fullUrl', 'INVALID_REDIRECT_SESSION')
  }
  return session as unknown as RedirectSession
}
