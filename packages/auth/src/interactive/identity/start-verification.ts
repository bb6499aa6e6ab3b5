import { inputNonEmpty, inputOptional, inputValue, type Operation } from '@vitrine/core/module'
import type { StartVerificationInput } from '../../identity/inputs'

/** `POST /v1/start` (identity verification): sends a verification code to an identity's e-mail. */
export const startVerification: Operation<
  [input: StartVerificationInput],
  Record<string, unknown> | undefined,
  Record<string, unknown>
> = {
  name: 'identity.startVerification',
  params: [
    [
      '',
      {
        identityId: inputNonEmpty,
        target: /* @__PURE__ */ inputOptional(/* @__PURE__ */ inputValue((v) => v === 'EMAIL', '"EMAIL"')),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-verification',
    path: '/v1/start',
    body: { identityId: input.identityId, target: input.target ?? 'EMAIL' },
  }),
  result: (answer) => answer ?? {},
}
