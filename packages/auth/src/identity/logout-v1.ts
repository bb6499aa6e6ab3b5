import { HttpError, InvalidResponseError } from '@vitrine/core'
import { checkInput } from '../check'
import type { Send } from '../send'

/** Input of `identity.logoutV1()`. */
export interface LogoutV1Input {
  /** Where the platform sends the browser after logging out. */
  postLogoutRedirectUri?: string | undefined
  /** The OAuth client id. */
  clientId?: string | undefined
}

/**
 * `GET /v1/logout` (identity authentication): ends the member's session on the platform's
 * hosted pages. The platform answers with a page or a redirect to `postLogoutRedirectUri`
 * rather than JSON; either means the logout happened. (To send the browser there instead, use
 * the session's `logout({ returnUrl })`.)
 *
 * @param send - a client's `request`.
 * @param input - the post-logout redirect URI and client id.
 * @example
 * ```ts
 * await logoutV1(client.request, { postLogoutRedirectUri: 'https://shop.example/', clientId })
 * ```
 */
export async function logoutV1(send: Send, input: LogoutV1Input = {}): Promise<void> {
  checkInput(input)
    .url('postLogoutRedirectUri', input.postLogoutRedirectUri, true)
    .string('clientId', input.clientId, true)
    .done()
  const query: Record<string, string> = {}
  if (input.postLogoutRedirectUri !== undefined) query['postLogoutRedirectUri'] = input.postLogoutRedirectUri
  if (input.clientId !== undefined) query['clientId'] = input.clientId
  try {
    await send<unknown>({ method: 'GET', service: 'iam-authentication', path: '/v1/logout', query })
  } catch (error) {
    // A page (not JSON) or a redirect is the normal answer of this call.
    const page = InvalidResponseError.is(error)
    const redirect = HttpError.is(error) && error.status >= 300 && error.status < 400
    if (!page && !redirect) throw error
  }
}
