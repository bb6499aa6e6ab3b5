import { isObject } from './check-input'
import {
  ApplicationError,
  byField,
  type HttpErrorInit,
  type RequestSummary,
  SystemError,
  ValidationError,
  type Violation,
} from './errors'

// HTTP/2 answers carry no status text: these are the ones a client is likely to meet.
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
}

const MAX_REQUEST_ID = 128
const MAX_TEXT = 1000

/** Keeps a request id printable and short: it is echoed into messages and logs. */
export function sanitizeRequestId(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const clean = raw.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, MAX_REQUEST_ID)
  return clean === '' ? undefined : clean
}

function text(value: unknown, fallback: string): string {
  const s = typeof value === 'string' && value !== '' ? value : fallback
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s
}

function record(value: unknown): Record<string, unknown> | undefined {
  return isObject(value) ? value : undefined
}

/** `Not Found` → `NOT_FOUND`. */
function upperSnake(statusText: string): string {
  return statusText
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
}

/**
 * Renames a wire field to the caller's name: the longest prefix of the field (at a `.` or `[`
 * boundary) that `names` knows is replaced.
 */
export function remapField(field: string, names: Readonly<Record<string, string>> | undefined): string {
  if (!names) return field
  let best = ''
  for (const prefix of Object.keys(names)) {
    if (prefix.length <= best.length || !field.startsWith(prefix)) continue
    const next = field[prefix.length]
    if (next === undefined || next === '.' || next === '[') best = prefix
  }
  return best === '' ? field : (names[best] as string) + field.slice(best.length)
}

function violationsOf(raw: unknown, names: Readonly<Record<string, string>> | undefined): Violation[] {
  const list = Array.isArray(raw) ? raw : []
  const out: Violation[] = []
  for (const item of list) {
    const v = record(item)
    if (!v) continue
    const violation: Violation = {
      field: remapField(text(v['field'], ''), names),
      description: text(v['description'], ''),
    }
    if (typeof v['violatedRule'] === 'string') violation.violatedRule = v['violatedRule']
    const data = record(v['data'])
    if (data) violation.data = data
    out.push(violation)
  }
  return out.sort(byField)
}

/** What the transport knows about a failed answer. */
export interface FailedAnswer {
  /** HTTP status. */
  status: number
  /** Status text as received (often empty over HTTP/2). */
  statusText: string
  /** The answer's `x-wix-request-id`. */
  requestId: string | null
  /** The parsed JSON body, or `undefined` when it was empty or not JSON. */
  body: unknown
  /** The request, redacted. */
  request: RequestSummary
  /** The caller's names for wire fields. */
  argumentNames?: Readonly<Record<string, string>> | undefined
  /** The answer's `Retry-After` in milliseconds, already clamped. */
  retryAfter?: number | undefined
}

/**
 * The single factory from a failed answer to an error, following the platform's error
 * catalogue: a validation error, an application error, any other 4xx as an application error
 * named after the status text, and anything else as a system error.
 */
export function errorFromResponse(answer: FailedAnswer): ValidationError | ApplicationError | SystemError {
  const body = record(answer.body)
  const details = body ? record(body['details']) : undefined
  const init: HttpErrorInit = {
    status: answer.status,
    requestId: sanitizeRequestId(answer.requestId),
    details: body?.['details'],
    body: answer.body,
    request: answer.request,
    retryAfter: answer.retryAfter,
  }
  const validation = details ? record(details['validationError']) : undefined
  if (validation) {
    return new ValidationError(violationsOf(validation['fieldViolations'], answer.argumentNames), init)
  }
  const application = details ? record(details['applicationError']) : undefined
  if (application) {
    const description = text(application['description'], text(body?.['message'], 'Application error'))
    return new ApplicationError(
      text(body?.['message'], description),
      {
        code: text(application['code'], 'APPLICATION_ERROR'),
        description,
        data: record(application['data']) ?? {},
      },
      init,
    )
  }
  if (answer.status >= 400 && answer.status < 500) {
    const statusText = text(answer.statusText, STATUS_TEXT[answer.status] ?? `HTTP ${answer.status}`)
    return new ApplicationError(
      text(body?.['message'], statusText),
      { code: upperSnake(statusText), description: statusText, data: {} },
      init,
    )
  }
  return new SystemError(init)
}
