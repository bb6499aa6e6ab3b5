import { InvalidResponseError } from '@vitrine/core'

/**
 * The platform answered a cart call with a success that lacks what the call returns (no `cart`,
 * no `checkoutId`). Matches `InvalidResponseError.is()`; its `code` is `INVALID_RESPONSE`.
 */
export class UnexpectedAnswerError extends InvalidResponseError {
  static override readonly kind: string = 'UnexpectedAnswerError'

  /**
   * @param expected - what the answer should have carried, e.g. `a cart`.
   * @param body - the answer as decoded.
   */
  constructor(expected: string, body: unknown) {
    // Operations see decoded answers only; any 2xx got here, 200 is the one the calls use.
    super({ status: 200, body })
    this.message = `The platform answered without ${expected}`
  }
}
