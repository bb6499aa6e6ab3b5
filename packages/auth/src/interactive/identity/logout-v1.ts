import { type CallOptions, HttpError, InvalidResponseError } from '@vitrine/core'
import {
  inputNonEmpty,
  inputOptional,
  type ModuleContext,
  nothing,
  type Operation,
} from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { LogoutV1Input } from '../../identity/inputs'

/** `GET /v1/logout` (identity authentication), as sent. Its answer is a page or a redirect: see {@link logoutV1}. */
export const logoutV1Request: Operation<[input: LogoutV1Input], unknown, void> = {
  name: 'identity.logoutV1',
  params: [
    [
      '',
      {
        postLogoutRedirectUri: /* @__PURE__ */ inputOptional(inputHttpUrl),
        clientId: /* @__PURE__ */ inputOptional(inputNonEmpty),
      },
    ],
  ],
  request: ([input]) => {
    const query: Record<string, string> = {}
    if (input.postLogoutRedirectUri !== undefined)
      query['postLogoutRedirectUri'] = input.postLogoutRedirectUri
    if (input.clientId !== undefined) query['clientId'] = input.clientId
    return { method: 'GET', service: 'iam-authentication', path: '/v1/logout', query }
  },
  result: nothing,
}

/**
 * Ends the member's session on the platform's hosted pages. The platform answers with a page or
 * a redirect to `postLogoutRedirectUri` rather than JSON; either means the logout happened.
 */
export async function logoutV1(
  context: ModuleContext,
  input?: LogoutV1Input,
  options?: CallOptions,
): Promise<void> {
  try {
    await context.call(logoutV1Request, [input ?? {}], options)
  } catch (error) {
    const page = InvalidResponseError.is(error)
    const redirect = HttpError.is(error) && error.status >= 300 && error.status < 400
    if (!page && !redirect) throw error
  }
}
