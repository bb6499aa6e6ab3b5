/**
 * The emulator-only endpoints (`/_emulator/…`) are not the web's: they read the mailbox and the
 * members, register webhook URLs, inject faults and wipe the state. A browser page on a foreign
 * origin gets no CORS grant and is refused outright; state-changing calls must be JSON, which a
 * cross-origin form or a "simple" request cannot send without a preflight. Node clients and
 * scripts (no `Origin` header) are not affected. The media files are public, like a CDN's.
 * The admin API and the hosted pages also answer only under a `Host` that names the emulator
 * (DNS rebinding: a page whose own name resolves to 127.0.0.1 is same-origin with itself).
 */
import type { EmulatorContext } from '../pipeline/emulator-context'

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

/** Whether a path is a hosted page (login, checkout, logout and reset pages, the authorize endpoint). */
export function isHostedPath(pathname: string): boolean {
  return (
    pathname.startsWith('/hosted/') ||
    pathname === '/oauth2/authorize' ||
    pathname.startsWith('/oauth2/authorize/')
  )
}

/**
 * Whether a request's `Host` names this emulator: a loopback name (`localhost`, `*.localhost`,
 * `127.x.y.z`, `[::1]`), the host of its configured `origin`, or that of an `adminOrigins` entry.
 * A DNS-rebinding page reaches a loopback server under its own name (`evil.example` resolved to
 * 127.0.0.1): it is refused by its `Host`, which it cannot choose, before anything is read.
 */
export function hostAllowed(context: EmulatorContext, url: URL): boolean {
  const host = url.hostname.toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true
  return [context.origin, ...context.options.adminOrigins].some((origin) => new URL(origin).hostname === host)
}

/** The refusal of a request for the admin API or a hosted page under a foreign `Host`, else `undefined`. */
export function guardHost(context: EmulatorContext, url: URL): Response | undefined {
  if (hostAllowed(context, url)) return undefined
  return refusal(
    403,
    'FORBIDDEN_HOST',
    "The emulator answers its admin API and hosted pages only under a loopback name or its own origin's host",
    // The host is not echoed: it is the attacker's text.
    {},
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
