// For unit tests: the emulator's demo catalogue, read through the SDK as the shop's server reads it.
import { oauth } from '@vitrine/auth'
import { type Product, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'

/** Every product of a new emulator's demo catalogue, by slug. */
export async function demoProducts(): Promise<Map<string, Product>> {
  const emulator = createEmulator()
  const client = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { products },
  })
  const bySlug = new Map<string, Product>()
  for await (const product of client.products.query().limit(100).iterate())
    bySlug.set(product.slug ?? '', product)
  return bySlug
}
