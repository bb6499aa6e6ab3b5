import { jsonResponse } from './wire-json'

/** Rule types of a field violation (spec section 3, "Rule type"). */
export type ViolatedRule =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT'

/** One field violation of a validation error, as on the wire. */
export interface FieldViolation {
  field: string
  description: string
  violatedRule: ViolatedRule
  data: Record<string, unknown>
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The reason phrase of a status, also set as `statusText` on in-process responses. */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? ''
}

/**
 * An error a route throws to answer with one of the platform's wire shapes.
 * The app's error handler turns it into the response; nothing else is leaked.
 */
export class WireError extends Error {
  override readonly name = 'WireError'
  readonly status: number
  /** The JSON body, or `null` for an empty body (the client then derives the code from the status text). */
  readonly body: unknown
  readonly headers: Record<string, string>

  constructor(status: number, body: unknown, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.body = body
    this.headers = headers
  }

  /** The response this error stands for. */
  toResponse(): Response {
    if (this.body === null) {
      return new Response(null, {
        status: this.status,
        statusText: statusText(this.status),
        headers: this.headers,
      })
    }
    const response = jsonResponse(this.body, this.status, this.headers)
    return new Response(response.body, {
      status: this.status,
      statusText: statusText(this.status),
      headers: response.headers,
    })
  }
}

/** The `message` of a validation error: `INVALID_ARGUMENT: "field" description, ...`. */
function validationMessage(violations: FieldViolation[]): string {
  return `INVALID_ARGUMENT: ${violations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`
}

/** 400 with `details.validationError.fieldViolations` (wire-notes §7). */
export function validationError(violations: FieldViolation[]): WireError {
  const message = validationMessage(violations)
  return new WireError(
    400,
    { message, details: { validationError: { fieldViolations: violations } } },
    message,
  )
}

/** A single-violation validation error. */
export function invalidArgument(
  field: string,
  description: string,
  violatedRule: ViolatedRule = 'VALIDATION',
  data: Record<string, unknown> = {},
): WireError {
  return validationError([{ field, description, violatedRule, data }])
}

/** An application error: `details.applicationError` with a code, a description and data. */
export function applicationError(
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): WireError {
  return new WireError(
    status,
    { message: description, details: { applicationError: { code, description, data } } },
    `${code}: ${description}`,
  )
}

/** A status with an empty body: the client derives the code from the status text (e.g. FORBIDDEN). */
export function emptyStatus(status: number, headers: Record<string, string> = {}): WireError {
  return new WireError(status, null, statusText(status) || String(status), headers)
}

/** 401: missing, unknown, expired or revoked credentials. */
export function unauthorized(): WireError {
  return emptyStatus(401)
}

/** 403: valid credentials without the right to do this. */
export function forbidden(): WireError {
  return emptyStatus(403)
}
