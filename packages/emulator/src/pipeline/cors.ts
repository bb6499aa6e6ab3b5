/**
 * CORS, as the platform's API hosts answer it: a storefront on another origin (a Vite dev server)
 * calls the emulator from the browser. Preflights are answered at once; answers expose the
 * headers clients read.
 */

const EXPOSED = 'x-wix-request-id, x-wix-consistent, retry-after'

/** The answer to a CORS preflight, or `undefined` when the request is not one. */
export function preflight(request: Request): Response | undefined {
  const origin = request.headers.get('origin')
  if (request.method !== 'OPTIONS' || !origin || !request.headers.has('access-control-request-method'))
    return undefined
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? 'authorization, content-type, wix-site-id',
      'access-control-max-age': '600',
      vary: 'Origin',
    },
  })
}

/** The CORS headers of an answer to a request from another origin. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED, vary: 'Origin' }
    : {}
}
