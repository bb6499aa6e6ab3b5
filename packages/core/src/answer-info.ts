import type { RequestSummary } from './errors'

/**
 * What the SDK knows of a successful answer besides its body: an operation's `result` gets it, to
 * refuse an answer that lacks what the call reads with the real status and request id.
 */
export interface AnswerInfo {
  /**
   * The HTTP status: any 2xx, or for a call that reads any answer (`answer: 'any'`) a 3xx, or
   * `0` for a browser's opaque redirect.
   */
  status: number
  /** The platform's `x-wix-request-id`, sanitised, when the answer had one. */
  requestId: string | undefined
  /** The request, with secrets redacted. */
  request: RequestSummary
}
