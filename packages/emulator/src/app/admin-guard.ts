/**
 * The emulator-only endpoints (`/_emulator/…`) are not the web's: they read the mailbox and the
 * members, register webhook URLs, inject faults and wipe the state. A browser page on a foreign
 * origin gets no CORS grant and is refused outright; state-changing calls must be JSON, which a
 * cross-origin form or a "simple" request cannot send without a preflight. Node clients and
 * scripts (no `Origin` header) are not affected. The media files are public, like a CDN's.
 */
import type { EmulatorContext } from './emulator-context'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i

/** Whether a path is an emulator-only admin endpoint (the public media files are not). */
export function isAdminPath(pathname: string): boolean {
  if (pathname === '/_emulator') return true
  return pathname.startsWith('/_emulator/') && !pathname.startsWith('/_emulator/media/')
}

/** The emulator's own origin, its loopback aliases (same scheme and port), and `adminOrigins`. */
function allowedOrigins(context: EmulatorContext): string[] {
  const own = new URL(context.origin)
  const aliases = LOOPBACK_HOSTS.has(own.hostname)
    ? [...LOOPBACK_HOSTS].map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`)
    : [own.origin]
  return [...aliases, ...context.options.adminOrigins]
}

/** Whether a browser page on `origin` may call the admin endpoints (`null`: not a browser call). */
export function adminOriginAllowed(context: EmulatorContext, origin: string | null): boolean {
  return origin === null || allowedOrigins(context).includes(origin)
}

function refusal(status: number, code: string, description: string, data: Record<string, unknown>): Response {
  return new Response(
    JSON.stringify({ message: description, details: { applicationError: { code, description, data } } }),
    { status, headers: { 'content-type': 'application/json; charset=utf-8' } },
  )
}

/** The refusal of an admin request, or `undefined` when it may go on. */
export function guardAdmin(context: EmulatorContext, request: Request): Response | undefined {
  const origin = request.headers.get('origin')
  if (!adminOriginAllowed(context, origin)) {
    return refusal(
      403,
      'FORBIDDEN_ORIGIN',
      `The emulator's admin API does not answer pages on ${origin}; allow one with --admin-origin`,
      { origin },
    )
  }
  const method = request.method
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    return refusal(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'State-changing admin calls must send Content-Type: application/json',
      { contentType: request.headers.get('content-type') ?? '' },
    )
  }
  return undefined
}
