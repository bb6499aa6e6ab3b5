import { type Context, Hono } from 'hono'
import { hostedLogout } from '../hosted/hosted-logout'
import { type Caller, requireApp } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError, invalidArgument, unauthorized } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { IDENTITY_CODES } from './identity-codes'
import { checkEmail, checkNewPassword, login, register } from './login'
import {
  changePassword,
  createMember,
  findMemberByEmail,
  newSessionToken,
  renderIdentity,
  stateResponse,
} from './members'

/** The id of the emulator's single-sign-on connection (`/v1/sso/login-with-token-params`). */
export const EMULATOR_IDP_CONNECTION_ID = 'vitrine-emulator-idp'

function emailOf(value: unknown): unknown {
  return isJsonObject(value) ? value['email'] : undefined
}

/** `inputs` of the v1 calls: `[{ name: 'password', value }]` or `{ password }`. */
function passwordInput(inputs: unknown): unknown {
  if (Array.isArray(inputs)) {
    const entry = inputs.find(
      (i: unknown) => isJsonObject(i) && (i['name'] === 'password' || i['id'] === 'password'),
    )
    return isJsonObject(entry) ? entry['value'] : undefined
  }
  return isJsonObject(inputs) ? inputs['password'] : undefined
}

function anyCaller(c: Context, context: EmulatorContext): Caller {
  return callerOf(c, context)
}

/** Identity authentication (`/_api/iam/authentication/…`): register, login, sign-on, state, logout. */
export function identityAuthenticationRoutes(context: EmulatorContext): Hono {
  const app = new Hono()

  app.post('/v2/register', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    const { response } = await register(context, {
      email: emailOf(body['loginId']),
      password: body['password'],
      profile: body['profile'],
      captchaTokens: body['captchaTokens'],
      emailField: 'loginId.email',
      passwordField: 'password',
    })
    return jsonResponse(response)
  })

  app.post('/v1/register', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    const identity = isJsonObject(body['identity']) ? body['identity'] : {}
    const profile = isJsonObject(identity['identityProfile']) ? identity['identityProfile'] : undefined
    const address = isJsonObject(identity['email']) ? identity['email']['address'] : undefined
    const { response } = await register(context, {
      email: address ?? (Array.isArray(profile?.['emails']) ? profile['emails'][0] : undefined),
      password: passwordInput(body['inputs']),
      profile,
      captchaTokens: body['captchaTokens'],
      emailField: 'identity.email.address',
      passwordField: 'inputs.password',
    })
    return jsonResponse(response)
  })

  app.post('/v2/login', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    return jsonResponse(
      await login(context, {
        email: emailOf(body['loginId']),
        password: body['password'],
        captchaTokens: body['captchaTokens'],
        emailField: 'loginId.email',
        passwordField: 'password',
      }),
    )
  })

  app.post('/v1/login', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    return jsonResponse(
      await login(context, {
        email: emailOf(body['loginId']) ?? emailOf(body['identifier']),
        password: passwordInput(body['inputs']),
        captchaTokens: body['captchaTokens'],
        emailField: body['loginId'] !== undefined ? 'loginId.email' : 'identifier.email',
        passwordField: 'inputs.password',
      }),
    )
  })

  app.post('/v2/change-password', async (c) => {
    const caller = anyCaller(c, context)
    if (caller.kind !== 'member') throw unauthorized()
    const body = await readBody(c, context)
    const violations = new Violations()
    checkNewPassword(body['newPassword'], 'newPassword', violations)
    violations.throwIfAny()
    const member = context.state.members.get(caller.memberId)
    if (!member) throw unauthorized()
    await changePassword(context, member, body['newPassword'] as string)
    return jsonResponse({})
  })

  app.post('/v2/sign-on', async (c) => {
    requireApp(anyCaller(c, context))
    const body = await readBody(c, context)
    const violations = new Violations()
    const email = emailOf(body['loginId'])
    checkEmail(email, 'loginId.email', violations)
    violations.throwIfAny()
    const verified = body['verifyEmail'] === true
    let member = findMemberByEmail(context, email as string)
    if (!member) {
      member = createMember(context, {
        email: email as string,
        profile: isJsonObject(body['profile']) ? body['profile'] : {},
        status: 'ACTIVE',
        pendingReasons: [],
        emailVerified: verified,
      })
    } else if (member.status === 'BLOCKED' || member.status === 'DELETED') {
      throw applicationError(403, IDENTITY_CODES.memberBlocked, 'This member cannot sign on')
    }
    return jsonResponse({ sessionToken: newSessionToken(context, member), identity: renderIdentity(member) })
  })

  app.post('/v1/sso/login-with-token-params', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    if (body['idpConnectionId'] !== EMULATOR_IDP_CONNECTION_ID) {
      throw applicationError(404, 'IDP_CONNECTION_NOT_FOUND', 'Unknown identity provider connection', {
        idpConnectionId: String(body['idpConnectionId']),
      })
    }
    const params = isJsonObject(body['tokenParams']) ? body['tokenParams'] : {}
    const violations = new Violations()
    checkEmail(params['email'], 'tokenParams.email', violations)
    violations.throwIfAny()
    const email = params['email'] as string
    const member =
      findMemberByEmail(context, email) ??
      createMember(context, { email, profile: {}, status: 'ACTIVE', pendingReasons: [], emailVerified: true })
    if (member.status === 'BLOCKED' || member.status === 'DELETED') {
      throw applicationError(403, IDENTITY_CODES.memberBlocked, 'This member is blocked')
    }
    return jsonResponse(stateResponse(context, member))
  })

  app.post('/v1/state/proceed', async (c) => {
    anyCaller(c, context)
    const body = await readBody(c, context)
    const token = body['stateToken']
    if (typeof token !== 'string') throw invalidArgument('stateToken', 'is required', 'REQUIRED_FIELD')
    const record = context.state.stateTokens.get(token)
    const member =
      record && record.expiresAt > context.now() ? context.state.members.get(record.memberId) : undefined
    if (!member)
      throw applicationError(400, IDENTITY_CODES.invalidStateToken, 'The state token is invalid or expired')
    return jsonResponse(stateResponse(context, member, false) as JsonObject)
  })

  app.get('/v1/logout', (c) => hostedLogout(context, c))

  return app
}
