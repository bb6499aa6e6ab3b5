import { DEMO_API_KEY, DEMO_APP_ID, DEMO_SITE_ID } from '../constants'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { WebhookIdentity } from '../webhooks/events'
import { forbidden, unauthorized } from '../wire/wire-error'
import type { Subject } from './oauth-records'
import { openAccessToken } from './sealed-tokens'
import { findRefreshGrant, grantSubject, grantToken, type RefreshGrant } from './token-service'

/** A live access token, opened: what it carries and the refresh token it was issued with. */
export interface AccessToken {
  subject: Subject
  clientId: string
  /** Epoch ms. */
  expiresAt: number
  grant: RefreshGrant
}

/** The authenticated caller of a request. */
export type Caller =
  | { kind: 'visitor'; visitorId: string; token: AccessToken }
  | { kind: 'member'; memberId: string; token: AccessToken }
  /** An owner/app call with the API key; `onBehalfOf` is the visitor token of a combined header. */
  | { kind: 'app'; appId: string; onBehalfOf?: AccessToken }

/**
 * Opens a live access token: not sealed by this state, expired, or issued with a refresh token
 * that is revoked or gone → `undefined`.
 */
export function liveAccessToken(context: EmulatorContext, token: string): AccessToken | undefined {
  const claims = openAccessToken(context.state, token)
  if (!claims || claims.expiresAt <= context.now()) return undefined
  const { refresh } = claims
  let grant: RefreshGrant | undefined
  if (refresh.kind === 'visitor') {
    const visitor = context.state.visitors.get(refresh.visitorId)
    grant = visitor && { kind: 'visitor', record: visitor }
  } else grant = findRefreshGrant(context, refresh.token)
  if (!grant || grant.record.revoked) return undefined
  return { subject: grantSubject(grant), clientId: grant.record.clientId, expiresAt: claims.expiresAt, grant }
}

/** The refresh token an access token was issued with. */
export function accessTokenRefreshToken(context: EmulatorContext, token: AccessToken): string {
  return grantToken(context, token.grant)
}

function tokenCaller(record: AccessToken): Caller {
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
