import { rename, writeFile } from 'node:fs/promises'
import type { Product } from '@vitrine/catalog'
import type { AdminClient } from './client'
import { stringifyCsv } from './csv'
import type { RunState } from './import-products'
import { type Io, say } from './io'
import type { Command } from './options'
import { resolveFile } from './paths'
import { COLUMNS, guard } from './product-rows'
import { progressBar } from './progress'
import { withRetry } from './retry'
import { ALL_PRODUCTS_COLLECTION_ID } from './store-index'

function row(product: Product, slugs: ReadonlyMap<string, string>): string[] {
  const cells: Record<(typeof COLUMNS)[number], string> = {
    id: product.id,
    name: guard(product.name ?? ''),
    slug: product.slug ?? '',
    productType: product.productType ?? '',
    price: String(product.priceData?.price ?? ''),
    weight: String(product.weight ?? ''),
    sku: guard(product.sku ?? ''),
    visible: product.visible === undefined || product.visible === null ? '' : String(product.visible),
    description: guard(product.description ?? ''),
    collections: (product.collectionIds ?? []).flatMap((id) => slugs.get(id) ?? []).join(';'),
  }
  return COLUMNS.map((column) => cells[column])
}

/**
 * `export <file.csv>`: every product, 100 per request (each page retried on network errors, 429
 * and 5xx), in the columns `import` reads, so that importing the file back changes nothing. The
 * file is written whole or not at all (a temporary file renamed into place), relative to where
 * the command was run.
 */
export async function exportProducts(
  client: AdminClient,
  command: Command,
  io: Io,
  run: RunState,
): Promise<number> {
  const file = resolveFile(command.file!, io.cwd)
  const { gate } = run
  const slugs = new Map<string, string>()
  let collections = await withRetry(() => client.collections.query().limit(100).find(), { gate })
  for (;;) {
    for (const collection of collections.items) {
      if (collection.slug && collection.id !== ALL_PRODUCTS_COLLECTION_ID)
        slugs.set(collection.id, collection.slug)
    }
    if (!collections.hasNext()) break
    const page = collections
    collections = await withRetry(() => page.next(), { gate })
  }
  let page = await withRetry(() => client.products.query().ascending('slug').limit(100).find(), { gate })
  const rows: string[][] = [[...COLUMNS]]
  const bar = progressBar(io.stderr, 'export', page.total)
  try {
    for (;;) {
      for (const product of page.items) rows.push(row(product, slugs))
      bar.update(rows.length - 1, 0)
      if (!page.hasNext()) break
      const current = page
      page = await withRetry(() => current.next(), { gate })
    }
  } finally {
    bar.finish()
  }
  const count = rows.length - 1
  if (command.dryRun) {
    say(io.stdout, `export (dry run): ${count} products, ${file} not written`)
    return 0
  }
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, stringifyCsv(rows), 'utf8')
  await rename(temporary, file)
  say(io.stdout, `export: ${count} products written to ${file}`)
  return 0
}
