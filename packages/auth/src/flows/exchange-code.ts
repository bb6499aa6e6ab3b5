import { MemberTokensError } from '../errors'
import type { SessionCore } from '../session/session-core'
import { requestNewTokens } from '../session/token-endpoint'
import { copyTokens, type Tokens } from '../tokens'

/**
 * Exchanges an authorization code for member tokens (authorization-code grant with the PKCE
 * verifier) and makes the session a member. Any failure is `Failed to get member tokens`,
 * and the tokens the session had stay untouched.
 */
export async function exchangeCode(
  core: SessionCore,
  grant: { code: string; codeVerifier: string; redirectUri: string | undefined },
): Promise<Tokens> {
  const body: Record<string, unknown> = {
    clientId: core.clientId,
    grantType: 'authorization_code',
    code: grant.code,
    codeVerifier: grant.codeVerifier,
  }
  if (grant.redirectUri !== undefined) body['redirectUri'] = grant.redirectUri
  let tokens: Tokens
  try {
    tokens = await requestNewTokens(core.send(), body, 'member')
  } catch (error) {
    throw new MemberTokensError(error)
  }
  core.machine = undefined
  await core.commit(tokens, 'login')
  return copyTokens(tokens)
}
