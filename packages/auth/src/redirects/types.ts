/** Types of redirect sessions (spec sections 3 and 7). Types only: the call is an operation of the interactive chunk. */
import type { Open } from '../identity/types'

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

/** A section of the platform's hosted members area (spec section 3, "Members account section"). */
export type MembersAccountSection = 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS'

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
  /**
   * The member's area on the platform's hosted pages, opened at a section (`ORDERS`: the
   * member's orders). Create it with the member's session: the page shows that member's data.
   */
  membersAccount?: { section?: Open<MembersAccountSection> | undefined } | undefined
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
