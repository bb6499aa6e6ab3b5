// Server-side settings. Prerendered pages read them at build time, so a build serves the platform
// (and the site address) it was built for; what renders per request reads them then.
import { headers } from 'next/headers'

/** Where the platform answers: `VITRINE_HOST`, else the local emulator's default address. */
export function vitrineHost(): string {
  return process.env['VITRINE_HOST'] || 'http://127.0.0.1:4010'
}

/**
 * The start-up warning of a production server without `VITRINE_HOST` (`undefined` when there is
 * nothing to say): its server clients then ask the local emulator's default address, which a
 * deployed shop almost never means.
 */
export function vitrineHostWarning(): string | undefined {
  if (process.env.NODE_ENV !== 'production' || process.env['VITRINE_HOST']) return undefined
  return `[site] VITRINE_HOST is not set: the shop's server asks ${vitrineHost()} (the emulator's default address) for its catalogue, carts and sign-ins. Set VITRINE_HOST to the platform's origin (https://www.wixapis.com) or to your emulator's URL when building and starting the shop.`
}

/** Whether the host is the local emulator (its mailbox and captcha stand-in exist), not the platform. */
export function onEmulator(): boolean {
  return !/(^|\.)wixapis\.com$/.test(new URL(vitrineHost()).hostname)
}

/**
 * The shop's public origin, for canonical and Open Graph URLs, the sitemap and robots.txt:
 * `SITE_URL`, else `http://localhost:<PORT>` (3000). Configuration only: never a request's
 * `Host` or `X-Forwarded-Host`, which anyone can send (and prerendered pages have no request).
 */
export function canonicalOrigin(): string {
  const configured = process.env['SITE_URL']
  if (configured && URL.canParse(configured)) return new URL(configured).origin
  return `http://localhost:${process.env['PORT'] || 3000}`
}

/**
 * The start-up warning of a production server without `SITE_URL` (`undefined` when there is
 * nothing to say): its canonical and Open Graph URLs, sitemap and robots.txt then name the local
 * origin — never the `Host` or `X-Forwarded-Host` of a request, which anyone can send.
 */
export function siteUrlWarning(): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined
  const configured = process.env['SITE_URL']
  if (configured && URL.canParse(configured)) return undefined
  if (configured)
    return `[site] SITE_URL is not a URL (${JSON.stringify(configured.slice(0, 100))}): canonical URLs, og:url, sitemap.xml and robots.txt name ${canonicalOrigin()}. Set it to the shop's public origin, e.g. https://shop.example.com.`
  return `[site] SITE_URL is not set: canonical URLs, og:url, sitemap.xml and robots.txt name ${canonicalOrigin()}, not the shop's public address. Set SITE_URL to it (e.g. https://shop.example.com) when building and starting the shop.`
}

/**
 * Where the platform delivers webhooks to this shop: `VITRINE_WEBHOOK_URL`, else `SITE_URL`'s
 * `/api/webhooks`, else the address the server listens on (`http://127.0.0.1:<PORT>`).
 */
export function webhookUrl(): string {
  const explicit = process.env['VITRINE_WEBHOOK_URL']
  if (explicit) return new URL(explicit).href
  const site = process.env['SITE_URL']
  const origin = site ? new URL(site).origin : `http://127.0.0.1:${process.env['PORT'] || 3000}`
  return `${origin}/api/webhooks`
}

/**
 * The origin a request was made to (the emulator mailbox's links point there). Request data:
 * only for dynamic, emulator-only pages, never for canonical URLs.
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env['SITE_URL']
  if (configured) return new URL(configured).origin
  const list = await headers()
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000'
  const protocol = list.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http'
  return `${protocol}://${host}`
}
