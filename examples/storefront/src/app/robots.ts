import type { MetadataRoute } from 'next'
import { canonicalOrigin } from '../lib/server-config'

/** Crawl the shop, not the visitor's own pages (prerendered: the address is configuration). */
export default function robots(): MetadataRoute.Robots {
  const origin = canonicalOrigin()
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
