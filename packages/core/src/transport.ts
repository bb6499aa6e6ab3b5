import type { AnswerInfo } from './answer-info'
import type { AuthStrategy } from './auth-strategy'
import { buildRequest, type PreparedRequest } from './build-request'
import { errorFromResponse, sanitizeRequestId } from './error-from-response'
import {
  type HttpError,
  InvalidResponseError,
  NetworkError,
  RedirectError,
  type RequestSummary,
  ResponseTooLargeError,
  TimeoutError,
} from './errors'
import { type RequestHookEvent, type RequestHooks, type ResponseHookEvent, runHook } from './hooks'
import type { ResolvedHost } from './host-routing'
import { redactUrl, summarizeRequest } from './redact'
import type { RequestDescriptor } from './request-descriptor'
import { decodeWire } from './wire-codec'

/**
 * When and how idempotent requests (GET, HEAD) are retried: on network errors and on 429,
 * 502, 503 and 504 answers, with exponential backoff and jitter, honouring `Retry-After`.
 * Writes are never retried: they may have taken effect.
 */
export interface RetryOptions {
  /** Retries after the first attempt. Default `2`. */
  limit?: number | undefined
  /** First backoff delay in milliseconds, doubled each retry. Default `300`. */
  baseDelay?: number | undefined
  /** Upper bound of one backoff delay in milliseconds. Default `10_000`. */
  maxDelay?: number | undefined
  /** Upper bound of a server's `Retry-After` in milliseconds; at most `60_000` (the default). */
  maxRetryAfter?: number | undefined
}

/** The transport's settings, from the client's options. */
export interface TransportOptions {
  host: ResolvedHost
  auth: AuthStrategy | undefined
  fetch: typeof globalThis.fetch | undefined
  headers: Readonly<Record<string, string>> | undefined
  timeout: number
  retry: RetryOptions | false
  hooks: RequestHooks | undefined
  /** The largest answer read, in bytes. */
  maxResponseSize: number
}

/** What a call adds to its descriptor: the operation's name, the caller's signal and timeout. */
export type CallSettings = Pick<RequestDescriptor, 'operation' | 'signal' | 'timeout'>

/** A descriptor built and encoded, waiting to be sent. */
export interface Outgoing {
  descriptor: RequestDescriptor
  prepared: PreparedRequest
  call: CallSettings
}

/** Marks an attempt aborted by our own timer. */
const TIMED_OUT: unique symbol = Symbol('timed out')
const RETRY_STATUSES = new Set([429, 502, 503, 504])
const CONSISTENT = 'x-wix-consistent'

/** A redirect: one a browser hides (`opaqueredirect`, status 0), or any 3xx. */
const isRedirect = (response: Response): boolean =>
  response.type === 'opaqueredirect' || (response.status > 299 && response.status < 400)

/** The origin a redirect points to, when it says and it parses. */
function originOf(location: string | null, base: string): string | undefined {
  try {
    return location === null ? undefined : new URL(location, base).origin
  } catch {
    return undefined
  }
}

/** Parses `Retry-After` (seconds or an HTTP date) into milliseconds, or `undefined` when junk. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000
  // Only an HTTP date has letters ("Wed, 21 Oct 2015 07:28:00 GMT"); "-5" would parse as a year.
  if (!/[a-z]/i.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** What the client sends descriptors with. */
export interface Transport {
  /**
   * Builds a descriptor now: routing, query encoding, the long-GET fallback and the wire encoding
   * of its body (once, here). Throws `InvalidInputError` for values JSON cannot carry.
   */
  prepare(descriptor: RequestDescriptor, call?: CallSettings): Outgoing
  /**
   * Sends a prepared request: credentials, attempts, retries, hooks, decoding or a typed error.
   * `onAnswer` learns the status and request id of the answer it resolves with.
   */
  dispatch<T>(outgoing: Outgoing, onAnswer?: (info: AnswerInfo) => void): Promise<T>
}

/**
 * Creates the transport of a client: it builds descriptors, authenticates them, retries what is
 * safe to retry, tells the hooks about every attempt and turns answers into values or typed errors.
 */
export function createTransport(options: TransportOptions): Transport {
  const { host, hooks, fetch: fetchImpl, maxResponseSize: cap } = options
  const retry = options.retry || { limit: 0 }
  const limit = Math.max(0, Math.floor(retry.limit ?? 2))
  const baseDelay = Math.max(0, retry.baseDelay ?? 300)
  const maxDelay = Math.max(0, retry.maxDelay ?? 10_000)
  const maxRetryAfter = Math.min(60_000, Math.max(0, retry.maxRetryAfter ?? 60_000))
  let consistency: string | undefined

  /** Full-jitter-ish backoff: half the exponential delay plus a random half. */
  const backoff = (attempt: number): number => {
    const delay = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1))
    return delay / 2 + Math.random() * (delay / 2)
  }

  /** The fetch and the body read of one attempt. */
  const read = async (
    prepared: PreparedRequest,
    headers: Record<string, string>,
    controller: AbortController,
  ): Promise<[Response, string | undefined]> => {
    const response = await (fetchImpl ?? globalThis.fetch)(prepared.url, {
      method: prepared.method,
      headers,
      body: prepared.body,
      signal: controller.signal,
      // Never followed: a redirect would carry credentials and bodies to wherever it points.
      redirect: 'manual',
    })
    // Bounded: `content-length` first, then the bytes as they come; past the cap, or on a
    // redirect (never read), the download stops.
    // Decoded as it comes (not through a Blob: jsdom's, where apps test their components, has no
    // `text()`), one chunk behind: the last one is decoded without `stream`, so that an answer in
    // one chunk (most) takes the decoder's UTF-8 fast path, which `stream` turns off for good.
    const reader = response.body?.getReader()
    const decoder = new TextDecoder()
    let text = ''
    let last: Uint8Array | undefined
    for (
      let size = isRedirect(response) || Number(response.headers.get('content-length')) > cap ? Infinity : 0;
      size <= cap;
    ) {
      const chunk = await reader?.read()
      if (!chunk || chunk.done) return [response, text + decoder.decode(last)]
      size += chunk.value.byteLength
      if (last) text += decoder.decode(last, { stream: true })
      last = chunk.value
    }
    // Stops the download (a custom fetch that ignores the signal leaves its stream to the collector).
    controller.abort()
    return [response, undefined]
  }

  /**
   * One attempt under one timer, in a single promise (no race of two): it settles with the read,
   * or at once on our timer or the caller's abort, even when a custom fetch ignores the signal.
   * The timer and the listener on the caller's signal are always removed, whatever happens.
   */
  const attemptOnce = (
    prepared: PreparedRequest,
    headers: Record<string, string>,
    timeout: number,
    signal: AbortSignal | undefined,
  ): Promise<[Response, string | undefined]> =>
    new Promise((resolve, reject) => {
      signal?.throwIfAborted()
      const controller = new AbortController()
      /** Ends the attempt; with a reason (our timer's or the caller's), aborts it and fails with it. */
      const end = (reason?: unknown): void => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        if (reason !== undefined) {
          controller.abort(reason)
          reject(reason)
        }
      }
      const onAbort = (): void => end((signal as AbortSignal).reason)
      const timer = timeout > 0 ? setTimeout(end, timeout, TIMED_OUT) : undefined
      signal?.addEventListener('abort', onAbort, { once: true })
      read(prepared, headers, controller).then(
        (answer) => {
          end()
          resolve(answer)
        },
        // Our timer and the caller's abort reject first (`end` runs before the read can reject).
        (error: unknown) => {
          end()
          reject(error)
        },
      )
    })

  /** The typed error of a failed answer. */
  const failure = (
    response: Response,
    text: string,
    request: RequestSummary,
    descriptor: RequestDescriptor,
  ): Error => {
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    const after = parseRetryAfter(response.headers.get('retry-after'))
    return errorFromResponse({
      status: response.status,
      statusText: response.statusText,
      requestId: response.headers.get('x-wix-request-id'),
      body,
      request,
      argumentNames: descriptor.argumentNames,
      retryAfter: after === undefined ? undefined : Math.min(after, maxRetryAfter),
    })
  }

  return {
    // A call's settings ride beside its descriptor: a copy of the descriptor with them added (a
    // spread, of another shape for every operation) cost more than the rest of `prepare`.
    prepare: (descriptor, call = descriptor) => ({
      descriptor,
      prepared: buildRequest(descriptor, host),
      call,
    }),

    async dispatch<T>(
      { descriptor, prepared, call }: Outgoing,
      onAnswer?: (info: AnswerInfo) => void,
    ): Promise<T> {
      const auth = descriptor.auth === false ? undefined : options.auth
      const { operation = 'request', signal, timeout = options.timeout } = call
      const anyAnswer = descriptor.answer === 'any'
      // The consistency token goes back to the API it came from, never to the token endpoint.
      const consistent = descriptor.service !== 'oauth'
      let attempt = 0
      let retries = 0
      let renewed = false
      for (;;) {
        // An aborted call never starts an attempt, nor a token renewal for one.
        signal?.throwIfAborted()
        const authHeaders = auth ? await auth.getAuthHeaders() : {}
        const headers: Record<string, string> = { accept: 'application/json' }
        if (prepared.body !== undefined) headers['content-type'] = 'application/json'
        if (consistent && consistency !== undefined) headers[CONSISTENT] = consistency
        Object.assign(headers, options.headers, descriptor.headers, authHeaders)
        const summary = (): RequestSummary => summarizeRequest(prepared.method, prepared.url, headers)
        attempt++
        // Only what a hook reads is made: the URL redacted (not the whole summary), each hook
        // awaited only when it is set.
        const event: RequestHookEvent | undefined = hooks && {
          operation,
          method: prepared.method,
          url: redactUrl(prepared.url),
          attempt,
        }
        if (hooks?.onRequest) await runHook(hooks.onRequest, event as RequestHookEvent)
        const started = event ? performance.now() : 0

        let response: Response | undefined
        let text: string | undefined = ''
        let value: unknown
        let error: unknown
        let retrying = false
        let wait = 0
        try {
          ;[response, text] = await attemptOnce(prepared, headers, timeout, signal)
        } catch (thrown) {
          if (signal?.aborted) error = signal.reason
          else if (thrown === TIMED_OUT) error = new TimeoutError(timeout, { request: summary() })
          else {
            error = new NetworkError(`Network request failed: ${prepared.method} ${summary().url}`, {
              cause: thrown,
              request: summary(),
            })
            retrying = prepared.idempotent && retries < limit
            if (retrying) wait = backoff(++retries)
          }
        }
        const requestId = sanitizeRequestId(response?.headers.get('x-wix-request-id'))
        if (response) {
          const token = response.headers.get(CONSISTENT)
          if (token !== null && consistent) consistency = token
          if (text === undefined) {
            const init = { status: response.status, requestId, request: summary() }
            // A redirect is never followed; a call that reads any answer gets it, unread.
            if (!isRedirect(response)) error = new ResponseTooLargeError(cap, init)
            else if (!anyAnswer)
              error = new RedirectError(originOf(response.headers.get('location'), prepared.url), init)
          } else if (response.status < 200 || response.status >= 300) {
            error = failure(response, text, summary(), descriptor)
            if (response.status === 403) auth?.onForbidden?.(authHeaders, prepared.url)
            if (response.status === 401 && auth?.onUnauthorized && !renewed) {
              // A 401 renews the credentials once per request, and only if the strategy says it helped.
              renewed = true
              retrying = await auth.onUnauthorized(authHeaders, prepared.url)
            } else if (prepared.idempotent && RETRY_STATUSES.has(response.status) && retries < limit) {
              retrying = true
              retries++
              wait = (error as HttpError).retryAfter ?? backoff(retries)
            }
          } else {
            try {
              value = text.trim() === '' ? undefined : JSON.parse(text)
            } catch (cause) {
              // A page, not JSON: the answer of a call that reads any answer, else refused.
              if (!anyAnswer)
                error = new InvalidResponseError({
                  status: response.status,
                  requestId,
                  request: summary(),
                  cause,
                })
            }
          }
        }
        if (error === undefined ? hooks?.onResponse : hooks?.onError) {
          // A hook is set: so is the event.
          const request = event as RequestHookEvent
          const outcome = {
            ...request,
            request,
            status: response?.status,
            requestId,
            durationMs: performance.now() - started,
          }
          await (error === undefined
            ? runHook(hooks?.onResponse, outcome as ResponseHookEvent)
            : runHook(hooks?.onError, { ...outcome, error, retrying }))
        }
        if (error === undefined) {
          onAnswer?.({
            status: (response as Response).status,
            requestId,
            // Redacted only when an operation reads it (to refuse an answer), not on every call.
            get request() {
              return summary()
            },
          })
          return value === undefined ? (undefined as T) : decodeWire(value as T, descriptor.fields?.response)
        }
        if (!retrying) throw error
        if (wait > 0) await sleep(wait, signal)
      }
    },
  }
}
