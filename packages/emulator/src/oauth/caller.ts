import type { EmulatorContext } from '../app/emulator-context'
import { DEMO_API_KEY, DEMO_APP_ID, DEMO_SITE_ID } from '../constants'
import { forbidden, unauthorized } from '../http/wire-error'
import type { WebhookIdentity } from '../webhooks/events'
import type { AccessTokenRecord } from './oauth-records'

/** The authenticated caller of a request. */
export type Caller =
  | { kind: 'visitor'; visitorId: string; token: AccessTokenRecord }
  | { kind: 'member'; memberId: string; token: AccessTokenRecord }
  /** An owner/app call with the API key; `onBehalfOf` is the visitor token of a combined header. */
  | { kind: 'app'; appId: string; onBehalfOf?: AccessTokenRecord }

/** Looks up a live access token: unknown, expired, or issued with a revoked refresh token → `undefined`. */
export function liveAccessToken(context: EmulatorContext, token: string): AccessTokenRecord | undefined {
  const record = context.state.accessTokens.get(token)
  if (!record) return undefined
  if (record.expiresAt <= context.now()) return undefined
  if (context.state.refreshTokens.get(record.refreshToken)?.revoked) return undefined
  return record
}

function tokenCaller(record: AccessTokenRecord): Caller {
  return record.subject.kind === 'visitor'
    ? { kind: 'visitor', visitorId: record.subject.visitorId, token: record }
    : { kind: 'member', memberId: record.subject.memberId, token: record }
}

/**
 * Resolves the `Authorization` header: a raw access token (no `Bearer `), the API key with a
 * `wix-site-id` header, or `<access token>,<api key>` (an app acting with a visitor's context).
 * Missing or unknown credentials → 401; the API key for another site, or without one → 403.
 */
export function resolveCaller(context: EmulatorContext, headers: Headers): Caller {
  const authorization = headers.get('authorization')?.trim() ?? ''
  if (authorization === '') throw unauthorized()
  if (authorization.includes(',')) {
    const [tokenPart = '', keyPart = ''] = authorization.split(',', 2).map((s) => s.trim())
    if (keyPart !== DEMO_API_KEY) throw unauthorized()
    const record = liveAccessToken(context, tokenPart)
    if (!record) throw unauthorized()
    return { kind: 'app', appId: DEMO_APP_ID, onBehalfOf: record }
  }
  if (authorization === DEMO_API_KEY) {
    if (headers.get('wix-site-id') !== DEMO_SITE_ID) throw forbidden()
    return { kind: 'app', appId: DEMO_APP_ID }
  }
  const record = liveAccessToken(context, authorization)
  if (!record) throw unauthorized()
  return tokenCaller(record)
}

/** The owner or an app (catalogue writes); visitors and members get 403. */
export function requireApp(caller: Caller): Extract<Caller, { kind: 'app' }> {
  if (caller.kind !== 'app') throw forbidden()
  return caller
}

/** The identity a webhook names for this caller. */
export function webhookIdentity(caller: Caller | undefined): WebhookIdentity {
  if (!caller) return { identityType: 'UNKNOWN' }
  if (caller.kind === 'visitor')
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId }
  if (caller.kind === 'member') return { identityType: 'MEMBER', memberId: caller.memberId }
  return { identityType: 'APP', appId: caller.appId }
}
