import { type Context, Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { newSecret } from '../state/random'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { IDENTITY_CODES } from './identity-codes'
import type { MemberRecord } from './identity-records'
import { sendVerificationCode } from './mailbox'
import { stateResponse } from './members'
import { verifyEmailCode } from './verify-code'

function memberOfStateToken(context: EmulatorContext, token: unknown): MemberRecord {
  if (typeof token !== 'string') throw invalidArgument('stateToken', 'is required', 'REQUIRED_FIELD')
  const record = context.state.stateTokens.get(token)
  const member =
    record && record.expiresAt > context.now() ? context.state.members.get(record.memberId) : undefined
  if (!member)
    throw applicationError(400, IDENTITY_CODES.invalidStateToken, 'The state token is invalid or expired')
  return member
}

/** E-mail verification (`/_api/iam/verification/…`). */
export function identityVerificationRoutes(context: EmulatorContext): Hono {
  const app = new Hono()

  const start = async (c: Context): Promise<Response> => {
    callerOf(c, context)
    const body = await readBody(c, context)
    if (body['target'] !== undefined && body['target'] !== 'EMAIL')
      throw invalidArgument('target', 'must be EMAIL', 'INVALID_ENUM_VALUE')
    const member =
      typeof body['identityId'] === 'string' ? context.state.members.get(body['identityId']) : undefined
    if (!member) throw applicationError(404, IDENTITY_CODES.memberNotFound, 'No such identity')
    sendVerificationCode(context, member)
    const verificationId = newSecret('VER')
    const record = context.state.verificationCodes.get(member.id)
    if (record) record.verificationId = verificationId
    return jsonResponse({ verificationId })
  }
  app.post('/v1/start', start)
  app.post('/v1/Start', start)

  app.post('/v1/verify', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const record = [...context.state.verificationCodes.values()].find(
      (r) => r.verificationId !== undefined && r.verificationId === body['verificationId'],
    )
    const member = record ? context.state.members.get(record.memberId) : undefined
    if (!member)
      throw applicationError(400, IDENTITY_CODES.verificationCodeExpired, 'Unknown or expired verification')
    verifyEmailCode(context, member, body['code'])
    return jsonResponse({})
  })

  app.post('/v1/auth/verify', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const member = memberOfStateToken(context, body['stateToken'])
    if (typeof body['code'] !== 'string' || body['code'] === '')
      throw invalidArgument('code', 'is required', 'REQUIRED_FIELD')
    verifyEmailCode(context, member, body['code'])
    return jsonResponse(stateResponse(context, member, false))
  })

  app.post('/v1/auth/resend', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const member = memberOfStateToken(context, body['stateToken'])
    if (!member.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
      throw applicationError(400, 'EMAIL_ALREADY_VERIFIED', 'The e-mail address is already verified')
    }
    sendVerificationCode(context, member)
    return jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: body['stateToken'] })
  })

  return app
}
