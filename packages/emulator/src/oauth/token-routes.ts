import { Hono } from 'hono'
import { carryOverCart } from '../cart/cart-service'
import { DEMO_API_KEY } from '../constants'
import { useSessionToken } from '../identity/members'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { CountedGrant } from '../pipeline/stats'
import { type JsonObject, readJsonBody } from '../wire/json-body'
import { WireError } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { liveAccessToken } from './caller'
import { findClient } from './clients'
import { verifyPkce } from './pkce'
import {
  findRefreshGrant,
  grantSubject,
  issueAccessToken,
  issueMemberTokens,
  issueVisitorTokens,
  revokeRefreshToken,
  type TokenResponse,
  useAuthorizationCode,
} from './token-service'

/** An OAuth error answer: `{ error, error_description }`. */
function oauthError(status: number, error: string, description: string): WireError {
  return new WireError(status, { error, error_description: description }, `${error}: ${description}`)
}

/**
 * `invalid_grant` means exactly "this refresh token or code is no good": the SDK starts a new
 * visitor session on it, so no other failure may use it.
 */
function invalidGrant(description: string): WireError {
  return oauthError(400, 'invalid_grant', description)
}

/**
 * A client id the emulator does not accept (strict mode: `--client-id`, or the `clients` option).
 * The answer is the platform's, to the letter; the log line names the id and the ids accepted, so
 * that a typo is found at once.
 */
function unknownClient(context: EmulatorContext, clientId: unknown): WireError {
  const refused = typeof clientId === 'string' ? JSON.stringify(clientId.slice(0, 200)) : 'no client id'
  const accepted = [...context.clients.keys()].map((id) => JSON.stringify(id)).join(', ')
  context.options.logger(
    `vitrine-emulator: refused OAuth client id ${refused}: this emulator accepts only ${accepted} (--client-id, or the clients option)`,
  )
  return oauthError(400, 'invalid_client', 'Unknown clientId')
}

function invalidRequest(description: string): WireError {
  return oauthError(400, 'invalid_request', description)
}

const GRANTS = new Set<CountedGrant>([
  'anonymous',
  'refresh_token',
  'authorization_code',
  'authorized_client',
])

async function readTokenBody(request: Request, context: EmulatorContext): Promise<JsonObject> {
  try {
    return await readJsonBody(request, context.options.maxBodyBytes)
  } catch (error) {
    if (error instanceof WireError && error.status === 413)
      throw oauthError(413, 'invalid_request', 'Request body is too large')
    throw invalidRequest('The body must be a JSON object')
  }
}

function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function anonymousGrant(context: EmulatorContext, body: JsonObject): TokenResponse {
  const client = findClient(context, body['clientId'])
  if (!client) throw unknownClient(context, body['clientId'])
  return issueVisitorTokens(context, client.clientId)
}

function refreshGrant(context: EmulatorContext, body: JsonObject): TokenResponse {
  const token = stringField(body, 'refreshToken')
  if (!token) throw invalidRequest('refreshToken is required')
  const grant = findRefreshGrant(context, token)
  if (!grant || grant.record.revoked) throw invalidGrant('The refresh token is invalid, expired or revoked')
  const clientId = body['clientId']
  if (clientId !== undefined && clientId !== grant.record.clientId)
    throw invalidGrant('The refresh token was issued to another client')
  const subject = grantSubject(grant)
  if (subject.kind === 'member') {
    const member = context.state.members.get(subject.memberId)
    if (member?.status !== 'ACTIVE')
      throw invalidGrant('The member of this refresh token is no longer active')
  }
  grant.record.lastUsedAt = context.now()
  context.saveLater()
  return issueAccessToken(context, grant)
}

async function authorizationCodeGrant(context: EmulatorContext, body: JsonObject): Promise<TokenResponse> {
  const client = findClient(context, body['clientId'])
  const code = stringField(body, 'code')
  if (!client) throw unknownClient(context, body['clientId'])
  const clientId = client.clientId
  if (!code) throw invalidRequest('code is required')
  if (body['codeVerifier'] === undefined) throw invalidRequest('codeVerifier is required')
  const record = context.state.authCodes.get(code)
  if (!record) throw invalidGrant('The authorization code is invalid')
  if (record.used) {
    // A replayed code: revoke what it produced (RFC 6749 §4.1.2).
    if (record.issuedRefreshToken) revokeRefreshToken(context, record.issuedRefreshToken)
    throw invalidGrant('The authorization code was already used')
  }
  useAuthorizationCode(context, record)
  if (record.expiresAt <= context.now()) throw invalidGrant('The authorization code has expired')
  if (record.clientId !== clientId) throw invalidGrant('The authorization code was issued to another client')
  const redirectUri = body['redirectUri']
  if ((redirectUri ?? undefined) !== record.redirectUri) {
    throw invalidGrant('redirectUri does not match the authorization request')
  }
  if (!(await verifyPkce(body['codeVerifier'], record.codeChallenge))) {
    throw invalidGrant('codeVerifier does not match the code challenge')
  }
  const member = context.state.members.get(record.memberId)
  if (member?.status !== 'ACTIVE') throw invalidGrant('The member is no longer active')
  if (record.visitorId) carryOverCart(context, record.visitorId, member.id)
  const tokens = issueMemberTokens(context, member.id, clientId)
  record.issuedRefreshToken = tokens.refresh_token
  return tokens
}

function authorizedClientGrant(
  context: EmulatorContext,
  body: JsonObject,
  authorization: string,
): TokenResponse {
  const [tokenPart = '', keyPart = ''] = authorization.split(',', 2).map((s) => s.trim())
  if (keyPart !== DEMO_API_KEY)
    throw oauthError(401, 'invalid_client', 'Authorization must be "<access token>,<api key>"')
  const visitorToken = liveAccessToken(context, tokenPart)
  if (!visitorToken)
    throw oauthError(401, 'invalid_client', 'The access token in Authorization is invalid or expired')
  const scope = body['scope']
  if (scope !== undefined && scope !== 'offline_access') throw invalidRequest('scope must be offline_access')
  const memberId = stringField(body, 'member_id')
  if (!memberId) throw invalidRequest('member_id is required')
  const member = context.state.members.get(memberId)
  if (member?.status !== 'ACTIVE') throw invalidRequest('member_id names no active member')
  const sessionToken = body['session_token']
  if (sessionToken !== undefined) {
    const session =
      typeof sessionToken === 'string' ? context.state.sessionTokens.get(sessionToken) : undefined
    if (!session || session.memberId !== memberId || session.expiresAt <= context.now()) {
      throw invalidRequest('session_token is invalid for this member')
    }
    useSessionToken(context, session)
  }
  if (visitorToken.subject.kind === 'visitor')
    carryOverCart(context, visitorToken.subject.visitorId, memberId)
  return issueMemberTokens(context, memberId, visitorToken.clientId)
}

/** `POST /oauth2/token` (wire-notes §3): anonymous, refresh_token, authorization_code (PKCE S256), authorized_client. */
export function tokenRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.post('/oauth2/token', async (c) => {
    const body = await readTokenBody(c.req.raw, context).catch((error: unknown) => {
      context.stats.tokenRequests.total += 1
      context.stats.tokenRequests.other += 1
      throw error
    })
    const grant = body['grantType'] ?? body['grant_type']
    const counted: CountedGrant = GRANTS.has(grant as CountedGrant) ? (grant as CountedGrant) : 'other'
    context.stats.tokenRequests.total += 1
    context.stats.tokenRequests[counted] += 1
    let tokens: TokenResponse
    switch (grant) {
      case 'anonymous':
        tokens = anonymousGrant(context, body)
        break
      case 'refresh_token':
        tokens = refreshGrant(context, body)
        break
      case 'authorization_code':
        tokens = await authorizationCodeGrant(context, body)
        break
      case 'authorized_client':
        tokens = authorizedClientGrant(context, body, c.req.header('authorization') ?? '')
        break
      case undefined:
        throw invalidRequest('grantType is required')
      default:
        throw oauthError(
          400,
          'unsupported_grant_type',
          `Unsupported grant type: ${String(grant).slice(0, 64)}`,
        )
    }
    return jsonResponse(tokens, 200, { 'cache-control': 'no-store' })
  })
  return app
}
