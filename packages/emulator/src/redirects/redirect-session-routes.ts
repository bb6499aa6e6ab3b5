import { Hono } from 'hono'
import { accessTokenRefreshToken, type Caller, webhookIdentity } from '../oauth/caller'
import { findClient, isAllowedRedirect } from '../oauth/clients'
import type { Subject } from '../oauth/oauth-records'
import { isS256Challenge } from '../oauth/pkce'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { newId, newSecret } from '../state/random'
import { DOMAIN_ENTITIES, domainEvent } from '../webhooks/events'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import {
  type AuthRequestRecord,
  MEMBERS_SECTIONS,
  type MembersSection,
  type RedirectKind,
  type RedirectSessionRecord,
} from './redirect-session-record'
import { saveRedirectSession } from './redirect-sessions'

const INTENTS = [
  'auth',
  'login',
  'logout',
  'ecomCheckout',
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'storesProduct',
  'bookingsBook',
  'membersAccount',
] as const

const RESPONSE_MODES = ['query', 'fragment', 'web_message'] as const
const PROMPTS = ['login', 'none', 'consent', 'select_account'] as const

function subjectOf(caller: Caller): Subject | undefined {
  if (caller.kind === 'app') return caller.onBehalfOf?.subject
  return caller.token.subject
}

/** The client whose redirect origins callback URLs are checked against: the caller token's client. */
function callerClientId(caller: Caller): string | undefined {
  if (caller.kind === 'app') return caller.onBehalfOf?.clientId
  return caller.token.clientId
}

function readAuth(
  context: EmulatorContext,
  input: JsonObject,
  violations: Violations,
): AuthRequestRecord | undefined {
  const request = input['authRequest']
  if (!isJsonObject(request)) {
    violations.add('auth.authRequest', 'is required', 'REQUIRED_FIELD')
    return undefined
  }
  const at = 'auth.authRequest'
  const client = findClient(context, request['clientId'])
  if (!client) violations.add(`${at}.clientId`, 'names no OAuth client of the site', 'VALIDATION')
  if (request['codeChallengeMethod'] !== 'S256')
    violations.add(`${at}.codeChallengeMethod`, 'must be S256', 'INVALID_ENUM_VALUE')
  if (!isS256Challenge(request['codeChallenge']))
    violations.add(`${at}.codeChallenge`, 'must be a base64url SHA-256 challenge (43 characters)', 'FORMAT')
  if (request['responseType'] !== 'code')
    violations.add(`${at}.responseType`, 'must be code', 'INVALID_ENUM_VALUE')
  const scope = request['scope']
  if (typeof scope !== 'string' || !scope.split(' ').includes('offline_access'))
    violations.add(`${at}.scope`, 'must include offline_access', 'VALIDATION')
  const state = request['state']
  if (typeof state !== 'string' || state === '')
    violations.add(`${at}.state`, 'must be a non-empty string', 'MIN_LENGTH', { threshold: 1 })
  const responseMode = request['responseMode'] ?? 'fragment'
  if (!RESPONSE_MODES.includes(responseMode as (typeof RESPONSE_MODES)[number])) {
    violations.add(`${at}.responseMode`, 'must be query, fragment or web_message', 'INVALID_ENUM_VALUE')
  }
  const redirectUri = request['redirectUri']
  if (redirectUri === undefined || redirectUri === null) {
    if (responseMode !== 'web_message') violations.add(`${at}.redirectUri`, 'is required', 'REQUIRED_FIELD')
  } else if (
    typeof redirectUri !== 'string' ||
    (client && !isAllowedRedirect(context, client, redirectUri))
  ) {
    violations.add(`${at}.redirectUri`, 'is not an allowed redirect URI of this client', 'VALIDATION')
  }
  const prompt = input['prompt'] ?? 'login'
  if (!PROMPTS.includes(prompt as (typeof PROMPTS)[number]))
    violations.add('auth.prompt', 'must be login, none, consent or select_account', 'INVALID_ENUM_VALUE')
  const sessionToken = request['sessionToken']
  if (sessionToken !== undefined && typeof sessionToken !== 'string')
    violations.add(`${at}.sessionToken`, 'must be a string', 'FORMAT')
  if (!violations.empty || !client) return undefined
  return {
    clientId: client.clientId,
    ...(typeof redirectUri === 'string' ? { redirectUri } : {}),
    codeChallenge: request['codeChallenge'] as string,
    responseMode: responseMode as AuthRequestRecord['responseMode'],
    state: state as string,
    prompt: prompt as AuthRequestRecord['prompt'],
    ...(typeof sessionToken === 'string' ? { sessionToken } : {}),
  }
}

function readCallbacks(
  context: EmulatorContext,
  body: JsonObject,
  clientId: string | undefined,
  violations: Violations,
): RedirectSessionRecord['callbacks'] {
  const input = body['callbacks']
  if (input === undefined || input === null) return {}
  if (!isJsonObject(input)) {
    violations.add('callbacks', 'must be an object', 'FORMAT')
    return {}
  }
  const client = findClient(context, clientId)
  const callbacks: RedirectSessionRecord['callbacks'] = {}
  for (const key of ['postFlowUrl', 'thankYouPageUrl'] as const) {
    const value = input[key]
    if (value === undefined || value === null) continue
    const allowed =
      typeof value === 'string' &&
      (client ? isAllowedRedirect(context, client, value) : /^https?:\/\//.test(value) && URL.canParse(value))
    if (!allowed) violations.add(`callbacks.${key}`, 'is not an allowed URL of this client', 'VALIDATION')
    else callbacks[key] = value as string
  }
  return callbacks
}

function urlFor(
  context: EmulatorContext,
  session: RedirectSessionRecord,
): { endpoint: string; searchParams: Record<string, string> } {
  const id = { redirect_session_id: session.id }
  const origin = context.origin
  if (session.kind === 'auth' && session.auth) {
    const auth = session.auth
    return {
      endpoint: `${origin}/oauth2/authorize`,
      searchParams: {
        client_id: auth.clientId,
        ...(auth.redirectUri ? { redirect_uri: auth.redirectUri } : {}),
        response_type: 'code',
        response_mode: auth.responseMode,
        scope: 'offline_access',
        state: auth.state,
        code_challenge: auth.codeChallenge,
        code_challenge_method: 'S256',
        prompt: auth.prompt,
        ...id,
      },
    }
  }
  if (session.kind === 'logout') {
    return {
      endpoint: `${origin}/_api/iam/authentication/v1/logout`,
      searchParams: {
        ...(session.clientId ? { clientId: session.clientId } : {}),
        ...(session.callbacks.postFlowUrl ? { postLogoutRedirectUri: session.callbacks.postFlowUrl } : {}),
        ...id,
      },
    }
  }
  const page =
    session.kind === 'checkout'
      ? 'checkout'
      : session.kind === 'login'
        ? 'login'
        : session.kind === 'members'
          ? 'members-account'
          : 'page'
  return { endpoint: `${origin}/hosted/${page}`, searchParams: id }
}

/** `POST /v1/redirect-session`; mounted under `/_api/redirects-api` and `/headless`. */
export function redirectSessionRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.post('/v1/redirect-session', async (c) => {
    const caller = callerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    const present = INTENTS.filter((key) => body[key] !== undefined && body[key] !== null)
    if (present.length !== 1) {
      violations.add('redirectSession', `must have exactly one of ${INTENTS.join(', ')}`, 'ONE_OF_ALIGNMENT')
      violations.throwIfAny()
    }
    const intent = present[0] as (typeof INTENTS)[number]
    const input = body[intent]
    if (!isJsonObject(input)) {
      violations.add(intent, 'must be an object', 'FORMAT')
      violations.throwIfAny()
    }
    const intentBody = input as JsonObject
    const kind: RedirectKind =
      intent === 'auth'
        ? 'auth'
        : intent === 'login'
          ? 'login'
          : intent === 'logout'
            ? 'logout'
            : intent === 'ecomCheckout'
              ? 'checkout'
              : intent === 'membersAccount'
                ? 'members'
                : 'other'
    const auth = kind === 'auth' ? readAuth(context, intentBody, violations) : undefined
    let clientId = kind === 'auth' ? auth?.clientId : callerClientId(caller)
    if (kind === 'logout') {
      const logoutClient = findClient(context, intentBody['clientId'])
      if (!logoutClient) violations.add('logout.clientId', 'names no OAuth client of the site', 'VALIDATION')
      clientId = logoutClient?.clientId
    }
    let checkoutId: string | undefined
    if (kind === 'checkout') {
      if (typeof intentBody['checkoutId'] !== 'string')
        violations.add('ecomCheckout.checkoutId', 'is required', 'REQUIRED_FIELD')
      else checkoutId = intentBody['checkoutId']
    }
    let section: MembersSection | undefined
    if (kind === 'members') {
      const value = intentBody['section'] ?? 'ACCOUNT_INFO'
      if (MEMBERS_SECTIONS.includes(value as MembersSection)) section = value as MembersSection
      else
        violations.add(
          'membersAccount.section',
          `must be one of ${MEMBERS_SECTIONS.join(', ')}`,
          'INVALID_ENUM_VALUE',
        )
    }
    const callbacks = readCallbacks(context, body, clientId, violations)
    violations.throwIfAny()
    if (checkoutId !== undefined && !context.state.checkouts.has(checkoutId)) {
      throw applicationError(404, 'CHECKOUT_NOT_FOUND', 'Checkout not found', { checkoutId })
    }
    const creator = subjectOf(caller)
    const creatorToken = caller.kind === 'app' ? caller.onBehalfOf : caller.token
    const session: RedirectSessionRecord = {
      id: newId(),
      kind,
      ...(creator ? { creator } : {}),
      ...(creatorToken ? { creatorRefreshToken: accessTokenRefreshToken(context, creatorToken) } : {}),
      ...(auth ? { auth } : {}),
      ...(clientId ? { clientId } : {}),
      ...(checkoutId ? { checkoutId } : {}),
      ...(section ? { section } : {}),
      callbacks,
      request: body,
      createdAt: context.now(),
    }
    saveRedirectSession(context, session)
    const details = urlFor(context, session)
    const fullUrl = `${details.endpoint}?${new URLSearchParams(details.searchParams).toString()}`
    const wire = {
      id: session.id,
      fullUrl,
      urlDetails: details,
      sessionToken: newSecret('RS'),
      shortUrl: fullUrl,
    }
    context.events.emit(
      domainEvent({
        entityFqdn: DOMAIN_ENTITIES.redirectSession,
        entityId: session.id,
        change: { slug: 'created', entity: wire },
        identity: webhookIdentity(caller),
        eventTime: context.nowIso(),
      }),
    )
    return jsonResponse({ redirectSession: wire })
  })
  return app
}
