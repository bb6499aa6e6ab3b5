import { checkInput, inputNonEmpty } from '@vitrine/core/module'
import type { SessionCore } from '../../session/session-core'
import type { AuthorizeMemberOptions } from '../../session/types'
import type { Tokens } from '../../tokens'
import { memberTokens } from './exchange-code'
import { notAborted } from './require-browser'

/**
 * The authorized-client grant: an app with an API key gets member tokens for `memberId`
 * (`Authorization: <visitor access token>,<api key>`), and the session acts as that member.
 * Server side only: the API key must never reach a browser.
 */
export async function authorizeMember(core: SessionCore, options: AuthorizeMemberOptions): Promise<Tokens> {
  notAborted(options)
  checkInput([{ memberId: inputNonEmpty, apiKey: inputNonEmpty }, options, ''])
  const { authorization } = await core.getAuthHeaders()
  return memberTokens(
    core,
    { grant_type: 'authorized_client', scope: 'offline_access', member_id: options.memberId },
    options,
    { authorization: `${authorization},${options.apiKey}` },
  )
}
