// Server-side settings, read at request time (so one build runs against any emulator).
import { headers } from 'next/headers'

/** Where the platform answers: `VITRINE_HOST`, else the local emulator's default address. */
export function vitrineHost(): string {
  return process.env['VITRINE_HOST'] || 'http://127.0.0.1:4010'
}

/** Whether the host is the local emulator (its mailbox and captcha stand-in exist), not the platform. */
export function onEmulator(): boolean {
  return !/(^|\.)wixapis\.com$/.test(new URL(vitrineHost()).hostname)
}

/** The shop's own origin, for canonical URLs and the sitemap: `SITE_URL`, else the request's host. */
export async function siteOrigin(): Promise<string> {
  const configured = process.env['SITE_URL']
  if (configured) return new URL(configured).origin
  const list = await headers()
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000'
  const protocol = list.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http'
  return `${protocol}://${host}`
}
