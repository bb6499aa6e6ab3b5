import type { CallOptions } from '@vitrine/core'
import { checkInput } from '@vitrine/core/module'
import { OAuthCallbackError, OAuthError } from '../../errors'
import type { SessionCore } from '../../session/session-core'
import type { Tokens } from '../../tokens'
import { startAuthRequest } from './auth-request'
import { exchangeCode } from './exchange-code'
import { frameAnswer } from './hidden-frame'
import { notAborted, requireBrowser } from './require-browser'

const SESSION_TOKEN = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? undefined
    : 'is required: pass the one of a SUCCESS login result, or call login() first'

/**
 * Completes a direct login in a hidden frame: a redirect session with `web_message`, prompt
 * `none` and the login's session token; the platform's page posts `{ code, state }` back; the
 * code is exchanged for member tokens. Browser only.
 */
export async function loginInBackground(
  core: SessionCore,
  sessionToken?: string,
  options?: CallOptions,
): Promise<Tokens> {
  notAborted(options)
  requireBrowser('loginInBackground')
  const machine = core.machine
  const token = sessionToken ?? (machine?.state === 'SUCCESS' ? machine.sessionToken : undefined)
  checkInput([SESSION_TOKEN, token ?? '', 'sessionToken'])
  // No redirect URI: the platform posts the answer to the page that embeds the frame.
  const started = await startAuthRequest(
    core,
    { responseMode: 'web_message', sessionToken: token as string },
    'none',
    options,
  )
  const answer = await frameAnswer(started.fullUrl, started.state, options?.signal)
  const error = answer['error']
  if (typeof error === 'string' && error !== '') throw new OAuthError(error, answer['error_description'])
  const code = answer['code']
  if (typeof code !== 'string' || code === '') throw new OAuthCallbackError('MISSING_CODE_OR_STATE')
  return exchangeCode(core, { code, codeVerifier: started.codeVerifier, redirectUri: undefined }, options)
}
