import { oauth } from '@vitrine/auth'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import type { MetadataRoute } from 'next'
import { CLIENT_ID } from '../lib/config'
import { siteOrigin, vitrineHost } from '../lib/server-config'

export const dynamic = 'force-dynamic'

/** Every collection and product, read when the sitemap is asked for (a crawler's own visitor). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin()
  const client = createClient({
    host: vitrineHost(),
    auth: oauth({ clientId: CLIENT_ID }),
    modules: { products, collections },
  })
  const entries: MetadataRoute.Sitemap = [{ url: `${origin}/`, changeFrequency: 'daily', priority: 1 }]
  for await (const collection of client.collections.query().limit(100).iterate()) {
    if (collection.slug && collection.slug !== 'all-products' && collection.visible !== false) {
      entries.push({
        url: `${origin}/collections/${collection.slug}`,
        changeFrequency: 'weekly',
        priority: 0.7,
      })
    }
  }
  let count = 0
  for await (const product of client.products.query().ascending('name').limit(100).iterate()) {
    if (++count > 5000) break
    entries.push({
      url: `${origin}/products/${product.slug}`,
      ...(product.lastUpdated ? { lastModified: product.lastUpdated } : {}),
      changeFrequency: 'weekly',
      priority: 0.8,
    })
  }
  return entries
}
