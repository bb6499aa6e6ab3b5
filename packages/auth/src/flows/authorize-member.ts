import { checkInput } from '../check'
import { MemberTokensError } from '../errors'
import type { SessionCore } from '../session/session-core'
import { requestNewTokens } from '../session/token-endpoint'
import type { AuthorizeMemberOptions } from '../session/types'
import { copyTokens, type Tokens } from '../tokens'

/**
 * The authorized-client grant: an app with an API key gets member tokens for `memberId`
 * (`Authorization: <visitor access token>,<api key>`), and the session acts as that member.
 * Server side only: the API key must never reach a browser.
 */
export async function authorizeMember(core: SessionCore, options: AuthorizeMemberOptions): Promise<Tokens> {
  checkInput(options, 'options').string('memberId', options.memberId).string('apiKey', options.apiKey).done()
  const { authorization } = await core.getAuthHeaders()
  let tokens: Tokens
  try {
    tokens = await requestNewTokens(
      core.send(),
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: options.memberId },
      'member',
      { authorization: `${authorization},${options.apiKey}` },
    )
  } catch (error) {
    throw new MemberTokensError(error)
  }
  core.machine = undefined
  await core.commit(tokens, 'login')
  return copyTokens(tokens)
}
