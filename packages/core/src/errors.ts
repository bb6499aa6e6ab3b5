/**
 * Error classes of the Vitrine SDK.
 *
 * Every error thrown by a Vitrine package is a {@link VitrineError} with a stable `code`.
 * Errors that come from an HTTP answer are {@link HttpError}s and keep `status`, `requestId`
 * and the raw `details` of the platform's answer.
 *
 * Guards match by a brand, not by `instanceof`, so they keep working when a bundle ends up
 * with two copies of `@vitrine/core`.
 */

const BRAND: unique symbol = Symbol.for('vitrine.error.kinds') as never

/** One field-level problem of a {@link ValidationError} or an {@link InvalidInputError}. */
export interface Violation {
  /** The field, named as the caller named it (e.g. `lineItems[0].quantity`). */
  field: string
  /** What is wrong with it, as the platform (or the SDK's own check) says it. */
  description: string
  /** The platform's rule kind (`MIN`, `REQUIRED_FIELD`, …) when it sent one. */
  violatedRule?: string
  /** Extra data the platform attached to the violation. */
  data?: Record<string, unknown>
}

/** The part of a request an error keeps, with every secret redacted. */
export interface RequestSummary {
  /** HTTP method as sent. */
  method: string
  /** URL as sent, secret query parameters replaced by `[REDACTED]`. */
  url: string
  /** Headers as sent, credentials replaced by `[REDACTED]`. */
  headers: Record<string, string>
}

/** Options every Vitrine error accepts. */
export interface ErrorInit {
  /** The underlying error. */
  cause?: unknown
}

/**
 * Base class of every error thrown by Vitrine.
 *
 * @example
 * ```ts
 * import { VitrineError } from '@vitrine/core'
 *
 * try {
 *   await client.cart.addItems({ lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }] })
 * } catch (error) {
 *   if (VitrineError.is(error)) console.error(error.code, error.message)
 *   else throw error
 * }
 * ```
 */
export class VitrineError extends Error {
  /** The class name, kept explicit so that minified bundles still report it. */
  static readonly kind: string = 'VitrineError'
  /** A stable, machine-readable code for this kind of failure. */
  declare readonly code: string

  /**
   * @param message - a human-readable message.
   * @param code - the stable code of this failure.
   * @param init - an optional `cause`.
   */
  constructor(message: string, code: string, init?: ErrorInit) {
    super(message, init?.cause === undefined ? undefined : { cause: init.cause })
    this.code = code
    const kinds: string[] = []
    // Each class names itself in a static `kind` (class names do not survive minification).
    for (let c: unknown = new.target; typeof c === 'function' && c !== Error; c = Object.getPrototypeOf(c)) {
      if (Object.hasOwn(c, 'kind')) kinds.push((c as typeof VitrineError).kind)
    }
    this.name = kinds[0] ?? 'VitrineError'
    Object.defineProperty(this, BRAND, { value: kinds, enumerable: false })
  }

  /**
   * Whether `value` is an error of this class (or a subclass), also when it was created by
   * another copy of `@vitrine/core`.
   */
  static is<T extends (abstract new (...args: never[]) => VitrineError) & { kind: string }>(
    this: T,
    value: unknown,
  ): value is InstanceType<T> {
    if (typeof value !== 'object' || value === null) return false
    const kinds = (value as { [BRAND]?: unknown })[BRAND]
    return Array.isArray(kinds) && kinds.includes(this.kind)
  }
}

/** Fields shared by every error that comes from an HTTP answer. */
export interface HttpErrorInit extends ErrorInit {
  /** HTTP status of the answer. */
  status: number
  /** The platform's `x-wix-request-id`, sanitised, when the answer had one. */
  requestId?: string | undefined
  /** The raw `details` object of the answer, as sent. */
  details?: unknown
  /** The whole parsed JSON body of the answer, when it had one. */
  body?: unknown
  /** The request, with secrets redacted. */
  request?: RequestSummary | undefined
  /** The answer's `Retry-After`, in milliseconds, clamped like the client's own retries (≤ 60 s). */
  retryAfter?: number | undefined
}

/** An error answer of the platform. Use the subclasses to tell failures apart. */
export class HttpError extends VitrineError {
  static override readonly kind: string = 'HttpError'
  /** HTTP status of the answer. */
  declare readonly status: number
  /** The platform's request id (`x-wix-request-id`), when the answer had one. */
  declare readonly requestId: string | undefined
  /** The raw `details` of the answer, as the platform sent them. */
  declare readonly details: unknown
  /** The whole parsed JSON body of the answer (`undefined` when empty or not JSON). */
  declare readonly body: unknown
  /** The request that failed, with tokens and keys redacted. */
  declare readonly request: RequestSummary | undefined
  /**
   * How long the platform asked to wait before trying again (its `Retry-After`, usually on a 429
   * or 503), in milliseconds and clamped to 60 s; `undefined` when it did not say.
   */
  declare readonly retryAfter: number | undefined

  /**
   * @param message - the message.
   * @param code - the stable code.
   * @param init - status, request id, details and request.
   */
  constructor(message: string, code: string, init: HttpErrorInit) {
    super(message, code, init)
    this.status = init.status
    this.requestId = init.requestId
    this.details = init.details
    this.body = init.body
    this.request = init.request
    this.retryAfter = init.retryAfter
  }
}

/**
 * The platform rejected the request's fields (`INVALID_ARGUMENT`). `violations` are sorted by
 * field and name the fields as the caller named them.
 */
export class ValidationError extends HttpError {
  static override readonly kind: string = 'ValidationError'
  declare readonly name: 'ValidationError'
  /** The field violations, sorted by field. */
  declare readonly violations: Violation[]
  declare readonly code: 'INVALID_ARGUMENT'

  /**
   * @param violations - sorted, remapped violations.
   * @param init - status, request id, details and request.
   */
  constructor(violations: Violation[], init: HttpErrorInit) {
    super(violationMessage('INVALID_ARGUMENT: ', violations), 'INVALID_ARGUMENT', init)
    this.violations = violations
  }
}

/**
 * The platform refused the request for an application reason (an application error in the
 * answer's details, or any other 4xx answer). `code` is the platform's code, e.g.
 * `OWNED_CART_NOT_FOUND`, or the status text in upper snake case (`FORBIDDEN`, `NOT_FOUND`).
 */
export class ApplicationError extends HttpError {
  static override readonly kind: string = 'ApplicationError'
  declare readonly name: 'ApplicationError'
  /** The platform's description of the failure. */
  declare readonly description: string
  /** Data the platform attached to the failure. */
  declare readonly data: Record<string, unknown>

  /**
   * @param message - the platform's message.
   * @param fields - code, description and data of the application error.
   * @param init - status, request id, details and request.
   */
  constructor(
    message: string,
    fields: { code: string; description: string; data: Record<string, unknown> },
    init: HttpErrorInit,
  ) {
    super(message, fields.code, init)
    this.description = fields.description
    this.data = fields.data
  }
}

/** The platform failed (5xx or an answer of no known shape): `System error occurred`. */
export class SystemError extends HttpError {
  static override readonly kind: string = 'SystemError'
  declare readonly name: 'SystemError'
  declare readonly code: 'SYSTEM_ERROR'

  /** @param init - status, request id, details and request. */
  constructor(init: HttpErrorInit) {
    super(
      init.requestId ? `System error occurred, request-id: ${init.requestId}` : 'System error occurred',
      'SYSTEM_ERROR',
      init,
    )
  }
}

/** A successful status whose body could not be read as the expected JSON. */
export class InvalidResponseError extends HttpError {
  static override readonly kind: string = 'InvalidResponseError'
  declare readonly name: 'InvalidResponseError'
  declare readonly code: 'INVALID_RESPONSE'

  /** @param init - status, request id and request; `cause` is the parse failure. */
  constructor(init: HttpErrorInit) {
    super(`The platform answered ${init.status} with a body that is not valid JSON`, 'INVALID_RESPONSE', init)
  }
}

/**
 * A successful answer that lacks what the call reads from it: `200 {}` where a product, a cart or
 * a collection was due. `status` and `requestId` are the answer's. Matches
 * `InvalidResponseError.is()`; its `code` is `INVALID_RESPONSE`.
 *
 * @example
 * ```ts
 * import { UnexpectedAnswerError } from '@vitrine/core'
 *
 * try {
 *   await client.products.get(productId)
 * } catch (error) {
 *   if (UnexpectedAnswerError.is(error)) console.error(error.expected, error.status, error.requestId)
 * }
 * ```
 */
export class UnexpectedAnswerError extends InvalidResponseError {
  static override readonly kind: string = 'UnexpectedAnswerError'
  /** What the answer should have carried, e.g. `a product`. */
  declare readonly expected: string

  /**
   * @param expected - what the answer should have carried, e.g. `a product`.
   * @param init - the answer's status, request id and body, and the request.
   */
  constructor(expected: string, init: HttpErrorInit) {
    super(init)
    this.expected = expected
    this.message = `The platform answered ${init.status} without ${expected}`
  }
}

/**
 * The platform answered with a redirect (a 3xx). Vitrine sends every request with
 * `redirect: 'manual'` and never follows one: a redirect would carry a refresh token, a password
 * or an owner's write to wherever it points, and bring back tokens from another origin. `origin`
 * is where it pointed, when it could be read (a browser hides it: `status` is then `0`).
 *
 * @example
 * ```ts
 * import { RedirectError } from '@vitrine/core'
 *
 * try {
 *   await client.cart.get()
 * } catch (error) {
 *   if (RedirectError.is(error)) console.error(`check host: it redirects to ${error.origin ?? 'somewhere'}`)
 * }
 * ```
 */
export class RedirectError extends HttpError {
  static override readonly kind: string = 'RedirectError'
  declare readonly name: 'RedirectError'
  declare readonly code: 'REDIRECT'
  /** The origin the redirect pointed to (`https://elsewhere.example`), when the answer showed it. */
  declare readonly origin: string | undefined

  /**
   * @param origin - the origin of the redirect's target, when known.
   * @param init - the answer's status and request id, and the request.
   */
  constructor(origin: string | undefined, init: HttpErrorInit) {
    super(`Redirect ${init.status} to ${origin} not followed`, 'REDIRECT', init)
    this.origin = origin
  }
}

/**
 * The answer was larger than the client's `maxResponseSize`: it was refused from its
 * `content-length`, or as soon as the bytes read passed the cap, so memory never grows by more.
 *
 * @example
 * ```ts
 * import { ResponseTooLargeError } from '@vitrine/core'
 *
 * try {
 *   await client.products.query().limit(100).find()
 * } catch (error) {
 *   if (ResponseTooLargeError.is(error)) console.error(`an answer over ${error.limit} bytes`)
 * }
 * ```
 */
export class ResponseTooLargeError extends HttpError {
  static override readonly kind: string = 'ResponseTooLargeError'
  declare readonly name: 'ResponseTooLargeError'
  declare readonly code: 'RESPONSE_TOO_LARGE'
  /** The cap it passed, in bytes. */
  declare readonly limit: number

  /**
   * @param limit - the cap in bytes.
   * @param init - the answer's status and request id, and the request.
   */
  constructor(limit: number, init: HttpErrorInit) {
    super(`Answer over maxResponseSize: ${limit} bytes`, 'RESPONSE_TOO_LARGE', init)
    this.limit = limit
  }
}

/** The request never got an answer: DNS, connection refused or reset, offline. */
export class NetworkError extends VitrineError {
  static override readonly kind: string = 'NetworkError'
  declare readonly name: 'NetworkError'
  declare readonly code: 'NETWORK_ERROR'
  /** The request, with secrets redacted. */
  declare readonly request: RequestSummary | undefined

  /**
   * @param message - what failed.
   * @param init - the request and the underlying cause.
   */
  constructor(message: string, init?: ErrorInit & { request?: RequestSummary | undefined }) {
    super(message, 'NETWORK_ERROR', init)
    this.request = init?.request
  }
}

/** The request got no answer within the configured timeout and was aborted. */
export class TimeoutError extends VitrineError {
  static override readonly kind: string = 'TimeoutError'
  declare readonly name: 'TimeoutError'
  declare readonly code: 'TIMEOUT'
  /** The timeout that elapsed, in milliseconds. */
  declare readonly timeout: number
  /** The request, with secrets redacted. */
  declare readonly request: RequestSummary | undefined

  /**
   * @param timeout - the timeout in milliseconds.
   * @param init - the request and the underlying cause.
   */
  constructor(timeout: number, init?: ErrorInit & { request?: RequestSummary | undefined }) {
    super(`Request timed out after ${timeout} ms`, 'TIMEOUT', init)
    this.timeout = timeout
    this.request = init?.request
  }
}

/**
 * The SDK refused the caller's input before sending anything. `violations` name the fields as
 * the caller named them.
 */
export class InvalidInputError extends VitrineError {
  static override readonly kind: string = 'InvalidInputError'
  declare readonly name: 'InvalidInputError'
  declare readonly code: 'INVALID_INPUT'
  /** What is wrong, field by field, sorted by field. */
  declare readonly violations: Violation[]

  /** @param violations - the problems, field by field. */
  constructor(violations: Violation[]) {
    const sorted = [...violations].sort(byField)
    super(violationMessage('Invalid input: ', sorted), 'INVALID_INPUT')
    this.violations = sorted
  }
}

/** One error of a GraphQL answer. */
export interface GraphQLErrorEntry {
  /** What went wrong. */
  message: string
  /** Where in the query. */
  path?: (string | number)[]
  /** Extra information. */
  extensions?: Record<string, unknown>
}

/** The GraphQL endpoint answered with errors. `data` holds whatever part of the answer was produced. */
export class GraphQLError extends VitrineError {
  static override readonly kind: string = 'GraphQLError'
  declare readonly name: 'GraphQLError'
  declare readonly code: 'GRAPHQL_ERROR'
  /** The errors as the endpoint sent them. */
  declare readonly errors: GraphQLErrorEntry[]
  /** The partial data, if any. */
  declare readonly data: unknown

  /**
   * @param errors - the errors of the answer.
   * @param data - partial data.
   */
  constructor(errors: GraphQLErrorEntry[], data: unknown) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL error', 'GRAPHQL_ERROR')
    this.errors = errors
    this.data = data
  }
}

/** The paging errors of the spec: `No next page to fetch`, `No previous page to fetch`. */
export class PagingError extends VitrineError {
  static override readonly kind: string = 'PagingError'
  declare readonly name: 'PagingError'
  declare readonly code: 'NO_NEXT_PAGE' | 'NO_PREVIOUS_PAGE'

  /** @param code - which page does not exist. */
  constructor(code: 'NO_NEXT_PAGE' | 'NO_PREVIOUS_PAGE') {
    super(code === 'NO_NEXT_PAGE' ? 'No next page to fetch' : 'No previous page to fetch', code)
  }
}

/**
 * Any error a call through `@vitrine/core` can reject with, as a union. Each class's `code` is a
 * literal, so `switch (error.code)` narrows, once `ApplicationError` (whose `code` is the
 * platform's own, e.g. `OWNED_CART_NOT_FOUND`) is handled.
 *
 * @example
 * ```ts
 * import { ApplicationError, type CoreError } from '@vitrine/core'
 *
 * function explain(error: CoreError): string {
 *   if (ApplicationError.is(error)) return error.description
 *   switch (error.code) {
 *     case 'INVALID_ARGUMENT':
 *       return error.violations.map((v) => v.field).join(', ')
 *     case 'SYSTEM_ERROR':
 *       return `try again later (${error.requestId ?? 'no request id'})`
 *     case 'TIMEOUT':
 *       return `no answer within ${error.timeout} ms`
 *     default:
 *       return error.message
 *   }
 * }
 * ```
 */
export type CoreError =
  | ValidationError
  | ApplicationError
  | SystemError
  | InvalidResponseError
  | RedirectError
  | ResponseTooLargeError
  | NetworkError
  | TimeoutError
  | InvalidInputError
  | GraphQLError
  | PagingError

const MAX_MESSAGE = 2000

/** Orders violations by field: how every error that lists them presents them. */
export function byField(a: Violation, b: Violation): number {
  return a.field < b.field ? -1 : a.field > b.field ? 1 : 0
}

function violationMessage(prefix: string, violations: readonly Violation[]): string {
  let message = prefix
  for (let i = 0; i < violations.length; i++) {
    const v = violations[i]!
    const part = `${i === 0 ? '' : ', '}"${v.field}" ${v.description}`
    if (message.length + part.length > MAX_MESSAGE) {
      return `${message}, … (${violations.length - i} more)`
    }
    message += part
  }
  return message
}
