import { Hono } from 'hono'
import { findClient, isAllowedRedirect } from '../oauth/clients'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { isJsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { IDENTITY_CODES } from './identity-codes'
import { checkEmail, checkNewPassword } from './login'
import { sendRecoveryEmail, sendVerificationCode } from './mailbox'
import { findMemberByEmail, recoverPassword } from './members'

/** Password recovery (`/_api/iam/recovery/…` and `/_iam/recovery/…`). */
export function identityRecoveryRoutes(context: EmulatorContext): Hono {
  const app = new Hono()

  app.post('/v1/send-email', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    checkEmail(body['email'], 'email', violations)
    let redirectUrl: string | undefined
    const redirect = body['redirect']
    if (redirect !== undefined && redirect !== null) {
      const client = isJsonObject(redirect) ? findClient(context, redirect['clientId']) : undefined
      const url = isJsonObject(redirect) ? redirect['url'] : undefined
      if (!client) violations.add('redirect.clientId', 'names no OAuth client of the site', 'VALIDATION')
      else if (typeof url !== 'string' || !isAllowedRedirect(context, client, url)) {
        violations.add('redirect.url', 'is not an allowed redirect of this client', 'VALIDATION')
      } else redirectUrl = url
    }
    violations.throwIfAny()
    const member = findMemberByEmail(context, body['email'] as string)
    // No member: answer the same, so the call cannot tell who is registered.
    if (member && member.status !== 'DELETED') sendRecoveryEmail(context, member, redirectUrl)
    return jsonResponse({})
  })

  app.post('/v1/activation-email', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const member =
      typeof body['identityId'] === 'string' ? context.state.members.get(body['identityId']) : undefined
    if (!member) throw applicationError(404, IDENTITY_CODES.memberNotFound, 'No such identity')
    if (!member.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
      throw applicationError(400, 'EMAIL_ALREADY_VERIFIED', 'The e-mail address is already verified')
    }
    sendVerificationCode(context, member, 'activation')
    return jsonResponse({})
  })

  app.post('/v1/recover', async (c) => {
    callerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    if (typeof body['recoveryToken'] !== 'string')
      violations.add('recoveryToken', 'is required', 'REQUIRED_FIELD')
    checkNewPassword(body['password'], 'password', violations)
    violations.throwIfAny()
    const record = context.state.recoveryTokens.get(body['recoveryToken'] as string)
    if (!record || record.used || record.expiresAt <= context.now()) {
      throw applicationError(
        400,
        IDENTITY_CODES.invalidRecoveryToken,
        'The recovery link is invalid, used or expired',
      )
    }
    const member = context.state.members.get(record.memberId)
    if (!member) throw invalidArgument('recoveryToken', 'names no member', 'VALIDATION')
    await recoverPassword(context, record, member, body['password'] as string)
    return jsonResponse({})
  })

  return app
}
