import { rename, writeFile } from 'node:fs/promises'
import type { Product } from '@vitrine/catalog'
import type { AdminClient } from './client'
import { stringifyCsv } from './csv'
import { type Io, say } from './io'
import type { Command } from './options'
import { COLUMNS, guard } from './product-rows'
import { progressBar } from './progress'

/** The platform's built-in collection every product belongs to: implied, so never exported. */
const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001'

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
 * `export <file.csv>`: every product, 100 per request, in the columns `import` reads. The file is
 * written whole or not at all (a temporary file renamed into place).
 */
export async function exportProducts(client: AdminClient, command: Command, io: Io): Promise<number> {
  const file = command.file!
  const slugs = new Map<string, string>()
  for await (const collection of client.collections.query().limit(100).iterate()) {
    if (collection.slug && collection.id !== ALL_PRODUCTS_COLLECTION_ID)
      slugs.set(collection.id, collection.slug)
  }
  const first = await client.products.query().limit(100).find()
  const rows: string[][] = [[...COLUMNS]]
  const bar = progressBar(io.stderr, 'export', first.total)
  for await (const product of first) {
    rows.push(row(product, slugs))
    bar.update(rows.length - 1, 0)
  }
  bar.finish()
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
