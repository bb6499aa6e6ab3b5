import { readFile } from 'node:fs/promises'
import type { ProductInput } from '@vitrine/catalog'
import { ApplicationError, VitrineError } from '@vitrine/core'
import type { AdminClient } from './client'
import { type Io, say } from './io'
import type { Command } from './options'
import { type ProductRow, type RowError, readProductRows } from './product-rows'
import { progressBar } from './progress'
import { runPool } from './run-pool'

/** What happened to one row. */
interface Outcome {
  line: number
  ok: boolean
  text: string
}

function isNotFound(error: unknown): boolean {
  return ApplicationError.is(error) && error.status === 404
}

/** Checks what only the store knows: the collections named exist, the products to update exist. */
async function checkAgainstStore(
  client: AdminClient,
  rows: readonly ProductRow[],
  concurrency: number,
): Promise<{ collectionIds: Map<string, string>; errors: RowError[] }> {
  const errors: RowError[] = []
  const collectionIds = new Map<string, string>()
  const slugs = [...new Set(rows.flatMap((row) => row.collections))]
  const missingSlugs = new Set<string>()
  await runPool(slugs, concurrency, async (slug) => {
    try {
      collectionIds.set(slug, (await client.collections.getBySlug(slug)).id)
    } catch (error) {
      if (!isNotFound(error)) throw error
      missingSlugs.add(slug)
    }
  })
  const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]))
  const found = new Set<string>()
  const chunks: string[][] = []
  for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100))
  await runPool(chunks, concurrency, async (chunk) => {
    const page = await client.products.query().in('id', chunk).limit(chunk.length).find()
    for (const product of page.items) found.add(product.id)
  })
  for (const row of rows) {
    for (const slug of row.collections) {
      if (missingSlugs.has(slug))
        errors.push({ line: row.line, message: `collections: no collection with slug "${slug}"` })
    }
    if (row.id !== undefined && !found.has(row.id)) {
      errors.push({ line: row.line, message: `id: no product with id "${row.id}"` })
    }
  }
  return { collectionIds, errors }
}

function describe(row: ProductRow): string {
  const parts = [row.fields.name === undefined ? undefined : `"${row.fields.name}"`]
  if (row.fields.priceData?.price !== undefined) parts.push(`price ${row.fields.priceData.price}`)
  if (row.collections.length > 0) parts.push(`in ${row.collections.join(', ')}`)
  return parts.filter((p) => p !== undefined).join(', ')
}

/**
 * `import <file.csv>`: reads and checks every row, then checks the collections and ids against
 * the store; any problem is reported by line and nothing is written. Only then are the rows
 * written (creates, or updates for rows with an id), with a progress bar and one outcome line per
 * row. Exit code 1 when anything failed.
 */
export async function importProducts(client: AdminClient, command: Command, io: Io): Promise<number> {
  const file = command.file!
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    say(io.stderr, `error: cannot read ${file}: ${(error as Error).message}`)
    return 1
  }
  const read = readProductRows(text)
  let errors = read.errors
  const { rows } = read
  let collectionIds = new Map<string, string>()
  if (errors.length === 0)
    ({ collectionIds, errors } = await checkAgainstStore(client, rows, command.concurrency))
  if (errors.length > 0) {
    for (const error of [...errors].sort((a, b) => a.line - b.line))
      say(io.stderr, `${file}:${error.line}: ${error.message}`)
    say(
      io.stderr,
      `import: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${file}; nothing was written`,
    )
    return 1
  }
  if (command.dryRun) {
    for (const row of rows) {
      say(
        io.stdout,
        `line ${row.line}: would ${row.id === undefined ? 'create' : `update ${row.id}:`} ${describe(row)}`,
      )
    }
    say(io.stdout, `import (dry run): ${rows.length} rows checked, nothing written`)
    return 0
  }

  const outcomes: Outcome[] = []
  let failed = 0
  // A credential the platform refuses (401, 403) would fail every row: stop at the first.
  let refused: string | undefined
  const bar = progressBar(io.stderr, 'import', rows.length)
  const record = (outcome: Outcome) => {
    outcomes.push(outcome)
    if (!outcome.ok) failed++
    bar.update(outcomes.length, failed)
  }
  await runPool(rows, command.concurrency, async (row) => {
    if (refused !== undefined) return record({ line: row.line, ok: false, text: refused })
    let id = row.id
    try {
      if (id === undefined) {
        id = (await client.products.create(row.fields as ProductInput)).id
      } else if (Object.keys(row.fields).length > 0) {
        await client.products.update(id, row.fields)
      }
      for (const slug of row.collections) await client.collections.addProducts(collectionIds.get(slug)!, [id])
      record({ line: row.line, ok: true, text: `${row.id === undefined ? 'created' : 'updated'} ${id}` })
    } catch (error) {
      if (!VitrineError.is(error)) throw error
      if (ApplicationError.is(error) && (error.status === 401 || error.status === 403)) {
        refused ??= `not written: the platform refused the credential (${error.message})`
      }
      const created = id !== undefined && row.id === undefined ? `created ${id}, but ` : ''
      record({ line: row.line, ok: false, text: `${created}failed: ${error.message}` })
    }
  })
  bar.finish()
  for (const outcome of outcomes.sort((a, b) => a.line - b.line)) {
    say(outcome.ok ? io.stdout : io.stderr, `line ${outcome.line}: ${outcome.text}`)
  }
  say(
    io.stdout,
    `import: ${rows.length - failed} of ${rows.length} rows written${failed > 0 ? `, ${failed} failed` : ''}`,
  )
  return failed > 0 ? 1 : 0
}
