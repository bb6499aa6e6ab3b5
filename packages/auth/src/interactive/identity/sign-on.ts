import { inputBoolean } from '@vitrine/core/lazy-leaves'
import { inputEmail, inputOptional, type Operation } from '@vitrine/core/module'
import type { SignOnInput, SignOnResponse } from '../../identity/inputs'
import { PROFILE_FIELDS, STATE_MACHINE_FIELDS } from './fields'

/**
 * `POST /v2/sign-on` (identity authentication): signs a member on without their password, for
 * apps with an API key (creates the member when needed).
 */
export const signOn: Operation<[input: SignOnInput], SignOnResponse> = {
  name: 'identity.signOn',
  params: [
    [
      '',
      {
        email: inputEmail,
        profile: /* @__PURE__ */ inputOptional({}),
        verifyEmail: /* @__PURE__ */ inputOptional(inputBoolean),
        mergeExistingContact: /* @__PURE__ */ inputOptional(inputBoolean),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/sign-on',
    body: {
      loginId: { email: input.email },
      profile: input.profile,
      verifyEmail: input.verifyEmail,
      mergeExistingContact: input.mergeExistingContact,
    },
    fields: { request: PROFILE_FIELDS, response: STATE_MACHINE_FIELDS },
    argumentNames: { 'loginId.email': 'email' },
  }),
}
