import { type AnswerInfo, inputOptional, inputRule, type Operation } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import { isRecord } from '../../env'
import type { RedirectSession, RedirectSessionInput } from '../../redirects/types'
import { RedirectSessionError } from '../errors'

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
  'membersAccount',
] as const

const url = /* @__PURE__ */ inputOptional(inputHttpUrl)

/** The callbacks' URLs must be http(s): the platform sends the browser there. */
const CALLBACKS = /* @__PURE__ */ inputOptional({
  postFlowUrl: url,
  thankYouPageUrl: url,
  cartPageUrl: url,
  loginUrl: url,
  bookingsServiceListUrl: url,
  planListUrl: url,
})

/** Its `fullUrl` is checked to be an http(s) URL before anyone navigates to it. */
function sessionOf(
  answer: { redirectSession?: unknown } | undefined,
  _args: unknown,
  info: AnswerInfo,
): RedirectSession {
  const session = isRecord(answer) ? answer.redirectSession : undefined
  const fullUrl = isRecord(session) ? session['fullUrl'] : undefined
  try {
    const { protocol } = new URL(fullUrl as string)
    if (typeof fullUrl === 'string' && (protocol === 'https:' || protocol === 'http:')) {
      return session as unknown as RedirectSession
    }
  } catch {
    // Not a URL: refused below.
  }
  throw new RedirectSessionError(info)
}

/**
 * `POST /v1/redirect-session` (redirects): creates a session on the platform's hosted pages
 * (login, logout, checkout, …) and resolves to it.
 */
export const createRedirectSession: Operation<
  [input: RedirectSessionInput],
  { redirectSession?: unknown } | undefined,
  RedirectSession
> = {
  name: 'redirects.createRedirectSession',
  params: [
    [
      '',
      /* @__PURE__ */ inputRule(
        { callbacks: CALLBACKS },
        (input) => FLOWS.some((flow) => input[flow] !== undefined),
        `must name one flow: ${FLOWS.join(', ')}`,
      ),
    ],
  ],
  request: ([input]) => ({ method: 'POST', service: 'redirects', path: '/v1/redirect-session', body: input }),
  result: sessionOf,
}
