import type { MetadataRoute } from 'next'
import { catalogueIndex } from '../lib/catalogue'
import { canonicalOrigin } from '../lib/server-config'

/**
 * Every collection and product, from the cached catalogue (the server's one visitor reads it;
 * a webhook refreshes it): prerendered at build, regenerated when a product or collection changes.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = canonicalOrigin()
  const index = await catalogueIndex()
  const entries: MetadataRoute.Sitemap = [{ url: `${origin}/`, changeFrequency: 'daily', priority: 1 }]
  for (const { slug } of index.collections) {
    if (slug === 'all-products') continue
    entries.push({ url: `${origin}/collections/${slug}`, changeFrequency: 'weekly', priority: 0.7 })
  }
  for (const { slug, lastUpdated } of index.products) {
    entries.push({
      url: `${origin}/products/${slug}`,
      ...(lastUpdated ? { lastModified: lastUpdated } : {}),
      changeFrequency: 'weekly',
      priority: 0.8,
    })
  }
  return entries
}
