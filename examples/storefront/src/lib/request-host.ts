// The `Host` a request names, and whether it is this machine or the shop's configured address.
// A browser sends the name it looked up: after DNS rebinding (`evil.example` made to resolve to
// 127.0.0.1), a page of `evil.example` reaches the shop with `Host: evil.example`, and it may add
// any `X-Forwarded-Host` it likes to its own same-origin requests. Both are checked.

/** Host names a browser treats as its own machine (a secure context even over plain http). */
const LOOPBACK = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i

/** The host name of a `Host` header value (`shop.example:3000` → `shop.example`), lower case; `undefined` when malformed. */
export function hostName(host: string | null | undefined): string | undefined {
  const value = host?.trim()
  if (!value || value.length > 300 || /[/\\?#@\s]/.test(value)) return undefined
  try {
    return new URL(`http://${value}`).hostname || undefined
  } catch {
    return undefined
  }
}

/** Whether `name` (a host name, no port) is this machine: `localhost`, `*.localhost`, `127.x.x.x`, `[::1]`. */
export function isLoopback(name: string | undefined): boolean {
  return name !== undefined && LOOPBACK.test(name)
}

/**
 * Whether a request's `Host` (and `X-Forwarded-Host`, when there is one) names this machine or
 * the host of `siteUrl` (`SITE_URL`): the only names an emulator-only page answers to.
 */
export function ownHost(headers: Headers, siteUrl: string | undefined): boolean {
  let site: string | undefined
  try {
    site = siteUrl ? new URL(siteUrl).hostname : undefined
  } catch {
    site = undefined
  }
  const allowed = (value: string | null): boolean => {
    const name = hostName(value)
    return name !== undefined && (isLoopback(name) || name === site)
  }
  const forwarded = headers.get('x-forwarded-host')
  return (
    allowed(headers.get('host')) &&
    (forwarded === null || forwarded.split(',').every((h) => allowed(h.trim())))
  )
}

/**
 * Whether a request came over https: its URL, or the `X-Forwarded-Proto` of the proxy in front
 * (a forged one only costs the sender: browsers ignore HSTS over http, and a `Secure` cookie sent
 * over plain http to another machine is dropped).
 */
export function overHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}
