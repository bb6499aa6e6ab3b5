import type { CallOptions } from '@vitrine/core'
import { TokenRequestError } from '../errors'
import type { RenewalHost } from '../session/session-core'
import type { SessionChangeReason } from '../session/types'
import { isUsable } from '../session/usable'
import { emptyTokens, type TokenRole, type Tokens } from '../tokens'
import { flight } from './flight'
import { withLock } from './lock'
import { requestNewTokens, requestTokens } from './token-endpoint'

function isInvalidGrant(error: unknown): error is TokenRequestError {
  return TokenRequestError.is(error) && error.status === 400 && error.oauthError === 'invalid_grant'
}

/**
 * Renews the session's access token: the refresh grant, or a new visitor when there is no
 * refresh token or the platform refused it for good (`invalid_grant`: the session is reset and
 * the app told). Single flight with the back-off of {@link flight}.
 *
 * @param host - the session.
 * @param rejected - the access token a 401 refused, if any: a renewal is due even when it looks usable.
 * @param timeout - the timeout of the token request, when the caller gave one.
 */
export function renew(
  host: RenewalHost,
  rejected: string | undefined,
  timeout: number | undefined,
): Promise<void> {
  return flight(host, () => run(host, rejected, timeout))
}

async function run(
  host: RenewalHost,
  rejected: string | undefined,
  timeout: number | undefined,
): Promise<void> {
  const generation = host.generation
  const key = host.storage.sharedKey
  await withLock(
    key === undefined ? undefined : `vitrine.auth:${host.clientId}:${key}`,
    async (contended) => {
      const fresh = () => isUsable(host.tokens.accessToken) && host.tokens.accessToken.value !== rejected
      // Another tab may have renewed (or logged in, or out) while we waited for the lock. When we
      // did wait, its write may reach our copy of the storage a moment later: look again briefly.
      for (let look = contended ? 10 : 0; ; look--) {
        if (generation !== host.generation) return
        if (key === undefined) break
        host.apply((await host.storage.settledRead()) ?? emptyTokens(), 'other-tab')
        if (generation !== host.generation || fresh()) return
        if (look <= 0) break
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
      const current = host.tokens
      const previousRole = current.refreshToken.role
      const options = { timeout }
      let next: Tokens | undefined
      let reason: SessionChangeReason = 'refresh'
      let refused: TokenRequestError | undefined
      if (current.refreshToken.value !== '') {
        try {
          const answer = await requestTokens(
            host,
            { clientId: host.clientId, grantType: 'refresh_token', refreshToken: current.refreshToken.value },
            undefined,
            options,
          )
          next = {
            accessToken: answer.accessToken,
            // Rotation: a new refresh token replaces the old one; none means keep the old one.
            refreshToken: { value: answer.refreshToken ?? current.refreshToken.value, role: previousRole },
          }
        } catch (error) {
          // Only a definitive refusal ends the session; a network error, 5xx or 429 keeps it.
          if (!isInvalidGrant(error)) throw error
          refused = error
        }
      }
      if (!next) {
        next = await requestNewTokens(
          host,
          { clientId: host.clientId, grantType: 'anonymous' },
          'visitor',
          undefined,
          options,
        )
        reason = refused ? 'reset' : 'visitor'
      }
      // A logout, a login or another tab's change during the request wins over our answer.
      if (generation !== host.generation) return
      host.apply(next, reason)
      await host.storage.write(next)
      if (refused) {
        if (previousRole === 'member') host.machine = undefined
        host.onReset?.({ reason: 'invalid_grant', previousRole, error: refused })
      }
    },
  )
}

/** {@link SessionCore.grant}: a grant that starts a session, its refresh token getting `role`. */
export function grant(
  host: RenewalHost,
  body: Readonly<Record<string, string>>,
  role: TokenRole,
  headers?: Readonly<Record<string, string>>,
  options?: CallOptions,
): Promise<Tokens> {
  return requestNewTokens(host, body, role, headers, options)
}
