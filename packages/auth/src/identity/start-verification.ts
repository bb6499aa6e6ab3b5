import { checkInput } from '../check'
import type { Send } from '../send'

/** Input of `identity.startVerification()`. */
export interface StartVerificationInput {
  /** The identity whose e-mail to verify. */
  identityId: string
  /** What to verify. Only `EMAIL`. Default `EMAIL`. */
  target?: 'EMAIL' | undefined
}

/**
 * `POST /v1/start` (identity verification): sends a verification code to an identity's e-mail.
 *
 * @param send - a client's `request`.
 * @param input - the identity id.
 * @example
 * ```ts
 * await startVerification(client.request, { identityId })
 * ```
 */
export async function startVerification(
  send: Send,
  input: StartVerificationInput,
): Promise<Record<string, unknown>> {
  const check = checkInput(input).string('identityId', input.identityId)
  if (input.target !== undefined && input.target !== 'EMAIL') check.fail('target', 'must be "EMAIL"')
  check.done()
  return send<Record<string, unknown> | undefined>({
    method: 'POST',
    service: 'iam-verification',
    path: '/v1/start',
    body: { identityId: input.identityId, target: input.target ?? 'EMAIL' },
  }).then((answer) => answer ?? {})
}
