// The security headers of every HTML answer, set by the proxy (`src/proxy.ts`).
//
// The Content-Security-Policy comes in two strengths, because a nonce needs a render per request
// and the catalogue pages are prerendered on purpose (issue 19: served whole from the cache):
//
// - Pages rendered per request (sign-in, account, thank-you, password reset, the emulator's
//   mailbox): `script-src 'nonce-…' 'strict-dynamic'`. The proxy puts a fresh nonce in the
//   request's policy; Next.js reads it there and sets it on each of its own scripts (the inline
//   RSC payload, the bootstrap, the chunks), and `'strict-dynamic'` lets those load the rest. No
//   other script runs: neither an injected inline one nor one from another origin.
// - Prerendered pages (home, collections, products, search, register, 404): their HTML was
//   written before any request, so it carries no nonce, and its inline RSC payload scripts
//   (`self.__next_f.push(…)`) differ per page and change with each regeneration a webhook
//   triggers, so no fixed list of hashes covers them (Next.js 16.4's `experimental.sri` adds
//   `integrity` to external chunks only). They get `script-src 'self' 'unsafe-inline'`: no script
//   from another origin, no `eval`, no plugins, no `<base>`, no framing. These pages read nothing
//   of the request (no query parameter reaches their HTML), and what they show comes from the
//   catalogue through React, which escapes it.
//
// Which pages are which is the list below, checked by the browser tests: a prerendered page put
// on it would have its scripts blocked (they watch for `securitypolicyviolation`).

/** The pages Next.js renders per request (`ƒ` in `next build`): they carry the nonce. */
export const NONCE_PAGES: readonly string[] = [
  '/account',
  '/sign-in',
  '/thank-you',
  '/reset-password',
  '/emulator-mailbox',
]

/** What the policy depends on. */
export interface PolicyContext {
  /** The nonce of this answer (pages of {@link NONCE_PAGES} only). */
  nonce?: string | undefined
  /** The platform's origin: the browser's client calls it, and pictures come from it. */
  platform: string
  /** Whether the answer goes over https (HSTS, and plain-http requests upgraded). */
  https: boolean
  /** `next dev`: React's development build needs `eval` for its error overlay. */
  dev?: boolean | undefined
}

/** Where the platform's pictures are served from (besides the platform's own origin). */
const MEDIA = 'https://static.wixstatic.com'

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy({ nonce, platform, https, dev }: PolicyContext): string {
  const scripts = nonce ? [`'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`]
  if (dev) scripts.push(`'unsafe-eval'`)
  const directives = [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    // React writes `style` attributes (swatch colours), which no nonce can allow.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${platform} ${MEDIA}`,
    `font-src 'self'`,
    `connect-src 'self' ${platform}`,
    `frame-src 'self' ${platform}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Features the shop never uses, switched off for it and anything it embeds. */
const PERMISSIONS = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** Every security header of an HTML answer, the policy included. */
export function securityHeaders(context: PolicyContext): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(context)],
    // For browsers without `frame-ancestors`.
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
  // Browsers ignore HSTS received over plain http; it is sent over https only.
  if (context.https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'])
  return headers
}

/** Whether `pathname` is a page rendered per request, which carries a nonce. */
export function takesNonce(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return NONCE_PAGES.includes(path)
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
