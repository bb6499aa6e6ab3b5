import { checkInput } from '../check'
import type { Send } from '../send'
import { type Identity, type IdentityProfile, PROFILE_FIELDS, STATE_MACHINE_FIELDS } from './types'

/** Input of `identity.signOn()`. */
export interface SignOnInput {
  /** The member's login e-mail. */
  email: string
  /** Profile fields to set. */
  profile?: IdentityProfile | undefined
  /** Whether to mark the e-mail as verified. */
  verifyEmail?: boolean | undefined
  /** Whether to merge with an existing contact of that e-mail. */
  mergeExistingContact?: boolean | undefined
}

/** The answer of `identity.signOn()`. */
export interface SignOnResponse {
  /** A session token for the member. */
  sessionToken?: string
  /** The member's identity. */
  identity?: Identity
}

/**
 * `POST /v2/sign-on` (identity authentication): signs a member on without their password, for
 * apps with an API key (creates the member when needed).
 *
 * @param send - a client's `request` (authenticated by an app).
 * @param input - e-mail, profile and options.
 * @example
 * ```ts
 * const { sessionToken } = await signOn(client.request, { email: 'ada@example.com', verifyEmail: true })
 * ```
 */
export async function signOn(send: Send, input: SignOnInput): Promise<SignOnResponse> {
  checkInput(input)
    .email('email', input.email)
    .object('profile', input.profile, true)
    .boolean('verifyEmail', input.verifyEmail)
    .boolean('mergeExistingContact', input.mergeExistingContact)
    .done()
  return send<SignOnResponse>({
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
  })
}
