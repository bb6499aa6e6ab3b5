import type { Hono } from 'hono'
import { adminOriginAllowed, guardAdmin, guardHost, isAdminPath, isHostedPath } from '../admin/admin-guard'
import { sweepIfDue } from '../oauth/token-service'
import { randomBytes } from '../state/random'
import { statusText } from '../wire/wire-error'
import { corsHeaders, preflight } from './cors'
import type { EmulatorContext } from './emulator-context'
import { DroppedConnection } from './fault-registry'

/** A request id in the platform's style: seconds, a dot, random digits. */
function newRequestId(now: number): string {
  const [a = 0, b = 0, c = 0, d = 0] = randomBytes(4)
  const random = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0
  return `${Math.floor(now / 1000)}.${String(random).padStart(10, '0')}`
}

/**
 * Sets headers on an answer (on a copy when its headers are immutable). With `keep`, headers the
 * answer already has stay as they are: an injected fault's own headers win.
 */
function withHeaders(response: Response, headers: Record<string, string>, keep = false): Response {
  const apply = (target: Response): Response => {
    for (const [name, value] of Object.entries(headers)) {
      if (!keep || !target.headers.has(name)) target.headers.set(name, value)
    }
    return target
  }
  try {
    return apply(response)
  } catch {
    return apply(new Response(response.body, response))
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Wraps the app with what sits in front of the platform's services: a request id on every answer,
 * injected faults (latency, status, dropped connection), request counting and the verbose log.
 * A dropped connection rejects with {@link DroppedConnection}; each transport maps it.
 */
export function createRequestHandler(
  context: EmulatorContext,
  app: Hono,
): (request: Request, env?: unknown) => Promise<Response> {
  return async (request, env) => {
    const started = Date.now()
    sweepIfDue(context)
    const url = new URL(request.url)
    const requestId = newRequestId(context.now())
    const admin = isAdminPath(url.pathname)
    const foreignHost = admin || isHostedPath(url.pathname) ? guardHost(context, url) : undefined
    if (foreignHost) return withHeaders(foreignHost, { 'x-wix-request-id': requestId })
    // Foreign pages get no CORS grant on the admin endpoints: not even a preflight answer.
    const grantsCors = !admin || adminOriginAllowed(context, request.headers.get('origin'))
    const cors = grantsCors ? preflight(request) : undefined
    if (cors) return withHeaders(cors, { 'x-wix-request-id': requestId })
    const refused = admin ? guardAdmin(context, request) : undefined
    if (refused) return withHeaders(refused, { 'x-wix-request-id': requestId })
    const internal = url.pathname.startsWith('/_emulator/')
    if (!internal) context.stats.requests += 1
    const fault = context.faults.decide(request, url)
    const log = (status: string, id = requestId): void => {
      if (context.options.verbose) {
        context.log(
          `${request.method} ${url.pathname}${url.search} → ${status} (${Date.now() - started} ms) [${id}]`,
        )
      }
    }
    if (fault && fault.delayMs > 0) await sleep(fault.delayMs)
    if (fault?.drop) {
      log('dropped (fault)')
      throw new DroppedConnection()
    }
    let response: Response
    if (fault?.status !== undefined) {
      response = new Response(fault.body ?? null, {
        status: fault.status,
        statusText: statusText(fault.status),
        headers: fault.headers,
      })
    } else {
      response = await app.fetch(request, env)
    }
    response = withHeaders(
      response,
      { 'x-wix-request-id': requestId, ...(grantsCors ? corsHeaders(request) : {}) },
      fault?.status !== undefined,
    )
    log(`${response.status}${fault ? ' (fault)' : ''}`, response.headers.get('x-wix-request-id') ?? requestId)
    return response
  }
}
