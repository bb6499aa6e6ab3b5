import { performance } from 'node:perf_hooks'
import type { Product } from '@vitrine/catalog'
import { type ApplyResult, applyPlan } from './apply-plan'
import type { AdminClient } from './client'
import { CsvSyntaxError, readCsvRecords } from './csv'
import {
  type DesiredProduct,
  type FileError,
  FirstLines,
  type Reject,
  type RowReader,
  type RowSink,
} from './desired-product'
import { type Io, say } from './io'
import { Journal, type JournalState, type JournalTarget, readJournal } from './journal'
import type { Command } from './options'
import { journalFileFor, rejectsFileFor, resolveFile } from './paths'
import { deletesOf, makePlan, type Plan, planState } from './plan'
import { ownRows } from './product-rows'
import { type Progress, progressBar } from './progress'
import type { RateGate, RequestCounts } from './rate-gate'
import { RejectsFile, rejectReason } from './rejects'
import { isShopifyHeader, shopifyRows } from './shopify-rows'
import { readCollections, readProducts, type StoreIndex } from './store-index'

/** What every command of one run shares: the rate gate and the request counts. */
export interface RunState {
  gate: RateGate
  counts: RequestCounts
}

/** The products a delete confirmation lists by name before "and N more". */
const LISTED_DELETES = 10

/**
 * Products planned and written together: the store is looked up for a batch's keys, the batch is
 * planned, written and reported, and only then is the next one read. Memory holds one batch (and
 * one map of the file's keys), never the whole file or every plan.
 */
const BATCH = 500

type Format = 'own' | 'shopify'

/** What one read through the file found. */
interface Pass {
  format: Format
  /** The header fields, for the rejects file. */
  header: string[]
  /** What stops the whole file (header, CSV syntax): nothing is written. */
  errors: FileError[]
  /** Products and rejected rows read. */
  products: number
  rejects: number
}

/**
 * Reads the file once, a record at a time, into `sink`, with the reader of its format (`wanted`,
 * or recognised by the header). After each record, `between` may write what the sink gathered
 * (the read waits for it) and say to stop. Rejected rows, duplicates included, are decided by the
 * reader with `firsts`, the same in every read.
 */
async function readPass(
  file: string,
  wanted: Command['format'],
  firsts: FirstLines,
  sink: RowSink,
  between: () => Promise<boolean> = async () => false,
): Promise<Pass> {
  const pass: Pass = {
    format: wanted === 'auto' ? 'own' : wanted,
    header: [],
    errors: [],
    products: 0,
    rejects: 0,
  }
  const counting: RowSink = {
    product: (p) => {
      pass.products++
      sink.product(p)
    },
    reject: (r) => {
      pass.rejects++
      sink.reject(r)
    },
  }
  let reader: RowReader | undefined
  try {
    for await (const record of readCsvRecords(file)) {
      if (!reader) {
        if (wanted === 'auto') pass.format = isShopifyHeader(record.fields) ? 'shopify' : 'own'
        pass.header = record.fields
        const started = (pass.format === 'shopify' ? shopifyRows : ownRows)(record, counting, firsts)
        if (Array.isArray(started)) {
          pass.errors = started
          return pass
        }
        reader = started
        continue
      }
      reader.push(record)
      if (await between()) return pass
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error
    pass.errors = [{ line: error.line, message: error.reason }]
    return pass
  }
  if (!reader) {
    const message =
      pass.format === 'shopify'
        ? 'a Shopify product export needs Handle and Title columns'
        : 'the file is empty: it needs a header line'
    pass.errors = [{ line: 1, message }]
    return pass
  }
  pass.errors = reader.end()
  await between()
  return pass
}

function printPlan(io: Io, plan: Plan, collections: Iterable<string>): void {
  for (const p of plan.products) {
    if (p.action === 'unchanged') continue
    const what = p.changes.map((c) =>
      c.from === '—' ? `${c.field} ${c.to}` : `${c.field}: ${c.from} → ${c.to}`,
    )
    say(io.stdout, `${p.action.padEnd(7)} ${p.label} (line ${p.desired.line}): ${what.join('; ')}`)
  }
  for (const slug of collections) say(io.stdout, `create  collection ${slug}`)
  for (const r of plan.rejects) say(io.stdout, `reject  ${rejectReason(r)}`)
}

type Counts = Record<'create' | 'update' | 'unchanged', number>

function planSummary(c: Counts, deletes: number, rejected: number, doneBefore: number): string {
  return (
    `${c.create} to create, ${c.update} to update, ${c.unchanged} unchanged, ${deletes} to delete, ` +
    `${rejected} rejected` +
    (doneBefore > 0 ? `, ${doneBefore} already written by the interrupted run` : '')
  )
}

async function confirmDeletes(
  io: Io,
  deletes: readonly Product[],
  command: Command,
  file: string,
): Promise<boolean> {
  if (deletes.length === 0 || command.yes) return true
  const n = deletes.length
  const listed = deletes.slice(0, LISTED_DELETES).map((d) => `  ${d.slug} "${d.name ?? ''}"`)
  if (n > LISTED_DELETES) listed.push(`  … and ${n - LISTED_DELETES} more`)
  const question = `--prune will delete ${n} product${n === 1 ? '' : 's'} that ${file} does not name:\n${listed.join('\n')}\nDelete them? [y/N] `
  if (!io.confirm) {
    say(io.stderr, `${question.split('\n').slice(0, -1).join('\n')}`)
    say(io.stderr, 'error: no terminal to ask on: run again with --yes to delete them; nothing was written')
    return false
  }
  if (await io.confirm(question)) return true
  say(io.stderr, 'import: deletion not confirmed; nothing was written')
  return false
}

/** The outcomes of a written batch, in line order: results on stdout, failures on stderr. */
function printOutcomes(io: Io, result: ApplyResult): void {
  for (const outcome of [...result.outcomes].sort((a, b) => a.line - b.line)) {
    say(
      outcome.ok ? io.stdout : io.stderr,
      outcome.line > 0 ? `line ${outcome.line}: ${outcome.text}` : outcome.text,
    )
  }
}

/** A run's progress bar seen by one batch: the batch counts from where the run is. */
function offsetProgress(bar: Progress, at: { done: number; failed: number }): Progress {
  return { update: (done, failed) => bar.update(at.done + done, at.failed + failed), finish: () => {} }
}

/**
 * `import <file.csv>`: syncs the store to a file. The file is read as a stream, twice: first
 * every row is checked (a broken file writes nothing) and its keys noted; then the rows are
 * planned and written {@link BATCH} products at a time — matched to the store's products by id,
 * slug or SKU, create (with `products.bulkCreate`), update only what differs, unchanged — so that
 * memory stays flat on a file of millions of rows. `--dry-run` prints the plan; `--prune` deletes
 * the products no row names, once confirmed before the first write. Writes are journaled next to
 * the file, so an interrupted run resumes where it stopped; rejected rows go to
 * `<file>.rejects.csv` with their reason. Exit code 1 when anything was rejected or the run
 * stopped early, 130 on Ctrl-C.
 */
export async function importProducts(
  client: AdminClient,
  command: Command,
  io: Io,
  run: RunState,
): Promise<number> {
  const started = performance.now()
  const file = resolveFile(command.file!, io.cwd)
  // First read: every row checked, every key noted; nothing held but the keys.
  const named = new FirstLines()
  let first: Pass
  try {
    first = await readPass(file, command.format, named, { product: () => {}, reject: () => {} })
  } catch (error) {
    say(io.stderr, `error: cannot read ${file}: ${(error as Error).message}`)
    return 1
  }
  const format = first.format
  if (first.errors.length > 0) {
    for (const error of first.errors) say(io.stderr, `${file}:${error.line}: ${error.message}`)
    const n = first.errors.length
    say(io.stderr, `import: ${n} problem${n === 1 ? '' : 's'} in ${file}; nothing was written`)
    return 1
  }

  const target: JournalTarget = { host: command.host, siteId: command.siteId, format }
  const journalFile = journalFileFor(file)
  const previous = await readJournal(journalFile, target)
  let resumed: JournalState | undefined
  if (previous === 'mismatch' || previous === 'not-a-file') {
    const what =
      previous === 'mismatch'
        ? 'it was left by an import into another store or of another format (or is not a journal)'
        : 'it is a symlink or not a regular file'
    if (!command.dryRun) {
      say(
        io.stderr,
        `error: ${journalFile}: ${what}; it is kept, and this import would need that name for its own journal. ` +
          'Finish that import, or move the file away, then run again. Nothing was written.',
      )
      return 1
    }
    say(io.stderr, `note: ${journalFile}: ${what}; it is kept (a real run would stop here)`)
  } else if (previous) {
    resumed = previous
    say(
      io.stderr,
      `resuming the import interrupted at ${new Date(previous.startedAt).toISOString()} (journal ${journalFile}): ` +
        `${previous.done.size} products written, ${previous.pending.size} create${previous.pending.size === 1 ? '' : 's'} sent without an answer`,
    )
  }

  const collections = await readCollections(client, run.gate)
  // --prune reads the whole catalogue once: what no row names is deleted, after every batch.
  const whole: StoreIndex | undefined = command.prune
    ? await readProducts(client, collections, [], {
        everything: true,
        concurrency: command.concurrency,
        gate: run.gate,
      })
    : undefined
  const deletes = whole?.all ? deletesOf(whole.all, named) : []
  if (!command.dryRun && !(await confirmDeletes(io, deletes, command, command.file!))) return 1

  const rejectsFile = command.dryRun ? undefined : await RejectsFile.open(rejectsFileFor(file), first.header)
  const writesBefore = run.counts.writes
  let journal: Journal | undefined
  if (!command.dryRun) {
    try {
      journal = Journal.open(journalFile, target, resumed !== undefined)
    } catch (error) {
      say(
        io.stderr,
        `error: cannot open the journal ${journalFile} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ` +
          'a file or symlink appeared at its name; it is kept. Nothing was written.',
      )
      return 1
    }
  }

  // Second read: the products a batch at a time, planned against the store and written.
  const state = planState(named)
  const counts: Counts = { create: 0, update: 0, unchanged: 0 }
  const total = { created: 0, updated: 0, deleted: 0, rejected: 0, doneBefore: 0 }
  const inDoubt = {
    found: 0,
    all: resumed ? [...resumed.pending.keys()].filter((k) => !resumed?.done.has(k)).length : 0,
  }
  const collectionIds = new Map([...collections.collectionsBySlug].map(([slug, c]) => [slug, c.id]))
  const printedCollections = new Set<string>()
  const bar = command.dryRun ? undefined : progressBar(io.stderr, 'import', first.products + deletes.length)
  const at = { done: 0, failed: 0 }
  let stopped: string | undefined
  let batch: DesiredProduct[] = []
  let batchRejects: Reject[] = []

  const writeBatch = async (): Promise<void> => {
    const products = batch
    const rejects = batchRejects
    batch = []
    batchRejects = []
    const keys = products
      .filter((p) => resumed?.done.get(`${p.match.by}:${p.match.value}`) === undefined)
      .map((p) => p.match)
    const store =
      whole ??
      (await readProducts(client, collections, keys, {
        everything: false,
        concurrency: command.concurrency,
        gate: run.gate,
      }))
    const plan = makePlan({ products, rejects }, store, state, resumed ? { done: resumed.done } : {})
    total.doneBefore += plan.doneBefore
    for (const p of plan.products) counts[p.action]++
    if (resumed) {
      for (const p of plan.products)
        if (p.current !== undefined && resumed.pending.has(p.key) && !resumed.done.has(p.key)) inDoubt.found++
    }
    for (const p of plan.products) {
      if (!command.dryRun && p.action === 'unchanged') continue
      for (const warning of p.desired.warnings)
        say(io.stderr, `warning: ${p.label} (line ${p.desired.line}): ${warning}`)
    }
    const fresh = [...plan.newCollections.keys()].filter(
      (slug) => !printedCollections.has(slug) && !collectionIds.has(slug),
    )
    for (const slug of fresh) printedCollections.add(slug)
    total.rejected += plan.rejects.length
    if (command.dryRun || !journal || !bar || !rejectsFile) {
      printPlan(io, plan, fresh)
      return
    }
    // Creates in doubt that had taken effect and need nothing more: settled, for a later resume.
    for (const p of plan.products) {
      if (p.action === 'unchanged' && p.current && resumed?.pending.has(p.key))
        journal.done(p.key, p.hash, p.current.id)
    }
    const newCollections = new Map([...plan.newCollections].filter(([slug]) => !collectionIds.has(slug)))
    const work = plan.products.filter((p) => p.action !== 'unchanged')
    let result: ApplyResult = { outcomes: [], created: 0, updated: 0, deleted: 0, failed: 0 }
    if (work.length > 0 || newCollections.size > 0) {
      result = await applyPlan(
        {
          client,
          journal,
          gate: run.gate,
          concurrency: command.concurrency,
          progress: offsetProgress(bar, at),
          signal: io.signal,
        },
        { products: plan.products, newCollections, deletes: [] },
        collectionIds,
      )
    }
    at.done += plan.products.length + plan.doneBefore
    at.failed += result.failed
    bar.update(at.done, at.failed)
    total.created += result.created
    total.updated += result.updated
    printOutcomes(io, result)
    const failedRows: Reject[] = result.outcomes.flatMap((o) => {
      if (o.ok || o.line === 0) return []
      const planned = plan.products.find((p) => p.desired.line === o.line)
      return planned ? [{ line: o.line, reason: o.text, records: planned.desired.records }] : []
    })
    for (const r of plan.rejects) say(io.stderr, `${file}:${r.line}: rejected: ${r.reason}`)
    await rejectsFile.add([...plan.rejects, ...failedRows])
    stopped = result.stopped
  }

  let second: Pass
  try {
    second = await readPass(
      file,
      command.format,
      named,
      {
        product: (p) => batch.push(p),
        reject: (r) => batchRejects.push(r),
      },
      async () => {
        if (batch.length + batchRejects.length >= BATCH) await writeBatch()
        return stopped !== undefined
      },
    )
    if (stopped === undefined && (batch.length > 0 || batchRejects.length > 0)) await writeBatch()
    if (second.errors.length > 0)
      throw new Error(`${file} changed during the import: ${second.errors[0]?.message}`)
    if (stopped === undefined && !command.dryRun && journal && bar && deletes.length > 0) {
      const result = await applyPlan(
        {
          client,
          journal,
          gate: run.gate,
          concurrency: command.concurrency,
          progress: offsetProgress(bar, at),
          signal: io.signal,
        },
        { products: [], newCollections: new Map(), deletes },
        collectionIds,
      )
      total.deleted += result.deleted
      printOutcomes(io, result)
      stopped = result.stopped
    }
  } catch (error) {
    bar?.finish()
    await journal?.close(false)
    await rejectsFile?.close(false)
    throw error
  }
  bar?.finish()
  if (resumed && inDoubt.all > 0) {
    say(
      io.stderr,
      `${inDoubt.found} of ${inDoubt.all} create${inDoubt.all === 1 ? '' : 's'} sent without an answer had taken effect: ` +
        `${inDoubt.found === 1 ? 'that product is' : 'those products are'} matched, not created again`,
    )
  }
  if (command.dryRun) {
    for (const d of deletes) say(io.stdout, `delete  ${d.slug} "${d.name ?? ''}" (not in ${command.file!})`)
    say(
      io.stdout,
      `import (dry run): ${planSummary(counts, deletes.length, total.rejected, total.doneBefore)}; nothing written`,
    )
    return total.rejected > 0 ? 1 : 0
  }
  await journal?.close(stopped === undefined)
  const kept = await rejectsFile?.close()
  if (kept) say(io.stderr, `warning: ${kept}`)
  const rejected = rejectsFile?.count ?? 0

  const seconds = (performance.now() - started) / 1000
  const rows = first.products + first.rejects
  say(
    io.stdout,
    `import: ${total.created} created, ${total.updated} updated, ${counts.unchanged} unchanged, ${total.deleted} deleted, ` +
      `${rejected} rejected${rejected > 0 ? ` (see ${rejectsFile?.file})` : ''}` +
      (total.doneBefore > 0 ? `, ${total.doneBefore} written before the interruption` : '') +
      ` — ${rows} products in ${seconds.toFixed(1)} s, ${run.counts.writes - writesBefore} writes` +
      (run.gate.slowdowns > 0 ? `, slowed down ${run.gate.slowdowns} times by the platform` : ''),
  )
  if (stopped !== undefined) {
    say(
      io.stderr,
      `import stopped: ${stopped}. What was written is journaled in ${journalFile}: run the same command again to resume.`,
    )
    return stopped === 'interrupted' ? 130 : 1
  }
  return rejected > 0 ? 1 : 0
}
