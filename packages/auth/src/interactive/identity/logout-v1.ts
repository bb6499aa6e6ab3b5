import { inputNonEmpty, inputOptional, nothing, type Operation } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { LogoutV1Input } from '../../identity/inputs'

/**
 * `GET /v1/logout` (identity authentication): ends the member's session on the platform's hosted
 * pages. The platform answers with a page or a redirect to `postLogoutRedirectUri` rather than
 * JSON, so the call reads any answer (`answer: 'any'`, the redirect never followed): a page, a
 * redirect or JSON all mean the logout happened, and its result reads nothing of them. An error
 * status (4xx, 5xx) still fails.
 */
export const logoutV1: Operation<[input?: LogoutV1Input], unknown, void> = {
  name: 'identity.logoutV1',
  params: [
    [
      '',
      /* @__PURE__ */ inputOptional({
        postLogoutRedirectUri: /* @__PURE__ */ inputOptional(inputHttpUrl),
        clientId: /* @__PURE__ */ inputOptional(inputNonEmpty),
      }),
    ],
  ],
  request: ([input = {}]) => {
    const query: Record<string, string> = {}
    if (input.postLogoutRedirectUri !== undefined)
      query['postLogoutRedirectUri'] = input.postLogoutRedirectUri
    if (input.clientId !== undefined) query['clientId'] = input.clientId
    return { method: 'GET', service: 'iam-authentication', path: '/v1/logout', query, answer: 'any' }
  },
  result: nothing,
}
