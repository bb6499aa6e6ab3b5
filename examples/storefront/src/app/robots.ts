import type { MetadataRoute } from 'next'
import { siteOrigin } from '../lib/server-config'

export const dynamic = 'force-dynamic'

/** Crawl the shop, not the visitor's own pages. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/account',
        '/sign-in',
        '/register',
        '/reset-password',
        '/callback',
        '/thank-you',
        '/emulator-mailbox',
        '/search',
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  }
}
