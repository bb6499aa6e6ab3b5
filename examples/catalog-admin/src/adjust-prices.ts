import { ApplicationError } from '@vitrine/core'
import type { AdminClient } from './client'
import { type Io, say } from './io'
import type { Command } from './options'
import { progressBar } from './progress'

/**
 * `adjust-prices --collection <slug> --percent <n>`: changes the price of every product of a
 * collection by `n` percent with `bulkAdjust` (chunks of 100, a few in flight), a progress bar,
 * and every failure listed. `--dry-run` lists the expected new prices instead.
 */
export async function adjustPrices(client: AdminClient, command: Command, io: Io): Promise<number> {
  const slug = command.collection!
  const rate = command.percent!
  let collectionId: string
  try {
    collectionId = (await client.collections.getBySlug(slug)).id
  } catch (error) {
    if (ApplicationError.is(error) && error.status === 404) {
      say(io.stderr, `error: no collection with slug "${slug}"`)
      return 1
    }
    throw error
  }
  const targets: { id: string; name: string; price: number | undefined }[] = []
  for await (const p of client.products.query().eq('collectionIds', collectionId).limit(100).iterate()) {
    targets.push({ id: p.id, name: p.name ?? p.id, price: p.priceData?.price ?? undefined })
  }
  if (targets.length === 0) {
    say(io.stdout, `adjust-prices: collection "${slug}" has no products; nothing to change`)
    return 0
  }
  if (command.dryRun) {
    for (const t of targets) {
      const after = t.price === undefined ? '?' : (Math.round(t.price * (100 + rate)) / 100).toFixed(2)
      say(io.stdout, `${t.name}: ${t.price?.toFixed(2) ?? '?'} -> ${after}`)
    }
    say(io.stdout, `adjust-prices (dry run): would change ${targets.length} prices by ${rate}%`)
    return 0
  }
  const bar = progressBar(io.stderr, 'adjust-prices', targets.length)
  let result: Awaited<ReturnType<typeof client.products.bulkAdjust>>
  try {
    result = await client.products.bulkAdjust(
      targets.map((t) => t.id),
      { price: { percentage: { rate } } },
      { concurrency: command.concurrency, onProgress: ({ done, failed }) => bar.update(done, failed) },
    )
  } finally {
    bar.finish()
  }
  const names = new Map(targets.map((t) => [t.id, t.name]))
  for (const { id, error } of result.failed) say(io.stderr, `${names.get(id)} (${id}): ${error.message}`)
  say(
    io.stdout,
    `adjust-prices: ${result.succeeded.length} of ${targets.length} prices changed by ${rate}%` +
      (result.failed.length > 0 ? `, ${result.failed.length} failed` : ''),
  )
  return result.failed.length > 0 ? 1 : 0
}
