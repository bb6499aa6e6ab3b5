import type { CallOptions } from '@vitrine/core'
import { MemberTokensError } from '../../errors'
import type { SessionCore } from '../../session/session-core'
import { copyTokens, type Tokens } from '../../tokens'
import { notAborted } from './require-browser'

/**
 * Gets member tokens with `grant` (authorization code, authorized client) and makes the session
 * a member. Any failure is `Failed to get member tokens` (an abort rejects with the signal's
 * reason), and the tokens the session had stay untouched.
 */
export async function memberTokens(
  core: SessionCore,
  grant: Readonly<Record<string, string>>,
  options?: CallOptions,
  headers?: Readonly<Record<string, string>>,
): Promise<Tokens> {
  let tokens: Tokens
  try {
    tokens = await core.grant(grant, 'member', headers, options)
  } catch (error) {
    notAborted(options)
    throw new MemberTokensError(error)
  }
  core.machine = undefined
  await core.commit(tokens, 'login')
  return copyTokens(tokens)
}

/**
 * Exchanges an authorization code for member tokens (authorization-code grant with the PKCE
 * verifier).
 */
export function exchangeCode(
  core: SessionCore,
  grant: { code: string; codeVerifier: string; redirectUri: string | undefined },
  options?: CallOptions,
): Promise<Tokens> {
  const body: Record<string, string> = {
    clientId: core.clientId,
    grantType: 'authorization_code',
    code: grant.code,
    codeVerifier: grant.codeVerifier,
  }
  if (grant.redirectUri !== undefined) body['redirectUri'] = grant.redirectUri
  return memberTokens(core, body, options)
}
