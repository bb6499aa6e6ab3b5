// The security headers of every HTML answer.
//
// The Content-Security-Policy comes in two strengths, because a nonce needs a render per request
// and the catalogue pages are prerendered on purpose (issue 19: served whole from the cache):
//
// - Pages rendered per request (sign-in, account, thank-you, password reset, the emulator's
//   mailbox): `script-src 'nonce-…' 'strict-dynamic'`. The proxy (`src/proxy.ts`, which runs
//   before these pages only) puts a fresh nonce in the request's policy; Next.js reads it there
//   and sets it on each of its own scripts (the inline RSC payload, the bootstrap, the chunks),
//   and `'strict-dynamic'` lets those load the rest. No other script runs: neither an injected
//   inline one nor one from another origin.
// - Prerendered pages (home, collections, products, register, 404): their HTML was
//   written before any request, so it carries no nonce, and its inline RSC payload scripts
//   (`self.__next_f.push(…)`) differ per page and change with each regeneration a webhook
//   triggers, so no fixed list of hashes covers them (Next.js 16.4's `experimental.sri` adds
//   `integrity` to external chunks only). They get `script-src 'self' 'unsafe-inline'`: no script
//   from another origin, no `eval`, no plugins, no `<base>`, no framing. These pages read nothing
//   of the request (no query parameter reaches their HTML), and what they show comes from the
//   catalogue through React, which escapes it. The listings' filtered views and the search
//   (`/?sort=…`, `/collections/x?o=…`, `/search?q=…`) render per request but get this policy too:
//   they are listing pages, whose URL's words reach their HTML only as text React escapes. Their headers are fixed, so `next.config.ts` sets
//   them (`headerRules()`), not the proxy: a cached view then runs no code of ours at all —
//   measured, the proxy on every page cost the cookie-less product page a third of its throughput.
//
// Which pages are which is the list below, checked by the browser tests: a prerendered page put
// on it would have its scripts blocked (they watch for `securitypolicyviolation`).

import { isLoopback } from './request-host'

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

/** A rule of `next.config`'s `headers()` (the fields this file uses). */
export interface HeaderRule {
  source: string
  has?: { type: 'header'; key: string; value: string }[]
  headers: { key: string; value: string }[]
}

/**
 * The paths whose headers `next.config` sets: every page but {@link NONCE_PAGES} (the proxy sets
 * theirs, nonce included) — not the build's files, the API routes (JSON), the metadata files.
 */
export const FIXED_HEADER_PATHS = `/((?!_next/|api/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|${NONCE_PAGES.map(
  (page) => `${page.slice(1)}(?:/|$)`,
).join('|')}).*)`

/**
 * The platform origin a policy fixed at build time names. A build on this machine (the emulator
 * on a loopback port) allows any port of that address: the browser tests and the bench start
 * their emulator where the build's was, and `pnpm start`'s dev server reads its configuration
 * when it starts anyway. A build for the platform names its origin exactly.
 */
export function policyPlatform(host: string): string {
  const url = new URL(host)
  return isLoopback(url.hostname) ? `${url.protocol}//${url.hostname}:*` : url.origin
}

/**
 * The rules of `next.config`'s `headers()` for the prerendered pages ({@link FIXED_HEADER_PATHS}):
 * the policy without a nonce and the other headers; behind an https proxy (`X-Forwarded-Proto:
 * https`, as {@link securityHeaders} reads it per request) also HSTS and `upgrade-insecure-requests`.
 */
export function headerRules({
  platform,
  dev,
}: {
  platform: string
  dev?: boolean | undefined
}): HeaderRule[] {
  const rule = (https: boolean): HeaderRule => ({
    source: FIXED_HEADER_PATHS,
    ...(https ? { has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https(,.*)?' }] } : {}),
    headers: securityHeaders({ platform, https, dev }).map(([key, value]) => ({ key, value })),
  })
  // Both match an https request; the later one's values win.
  return [rule(false), rule(true)]
}
