import { stat } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import type { Product } from '@vitrine/catalog'
import { type ApplyResult, type ApplyWork, applyPlan } from './apply-plan'
import type { AdminClient } from './client'
import { CsvSyntaxError, readCsvRecords, type StreamedRecord } from './csv'
import {
  type DesiredProduct,
  type FileError,
  FirstLines,
  keyText,
  type Reject,
  type RowReader,
  type RowSink,
} from './desired-product'
import { type Io, say } from './io'
import { Journal, type JournalState, type JournalTarget, readJournal } from './journal'
import type { Command } from './options'
import { journalFileFor, rejectsFileFor, resolveFile } from './paths'
import { deletesOf, desiredHash, makePlan, type Plan, planState } from './plan'
import { ownRows } from './product-rows'
import { type Progress, progressBar } from './progress'
import type { RateGate, RequestCounts } from './rate-gate'
import { RejectsFile, rejectReason } from './rejects'
import { isShopifyHeader, shopifyRows } from './shopify-rows'
import {
  HELD_PRODUCTS,
  lookUpProducts,
  lookupsOf,
  pagesOf,
  readCatalogue,
  readCollections,
  type StoreIndex,
  storeSize,
} from './store-index'

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

/** What one read through the file found (so far, while it reads). */
interface Pass {
  format: Format
  /** The header fields, for the rejects file. */
  header: string[]
  /** What stops the whole file (header, CSV syntax), with the line where it does. */
  errors: FileError[]
  /** Products and rejected rows read. */
  products: number
  rejects: number
  /** About the bytes of the file read (its characters so far), and whether the read reached its end. */
  bytes: number
  ended: boolean
}

/** The file could not be read at all (missing, a directory, unreadable): not a CSV problem. */
class CannotRead extends Error {
  override readonly name = 'CannotRead'
}

/**
 * Reads the file once, a record at a time, into `sink`, with the reader of its format (`wanted`,
 * or recognised by the header). After each record, `between` may write what the sink gathered
 * (the read waits for the promise it then gives) and say to stop. Rejected rows, duplicates included, are decided by the
 * reader with `firsts`. Throws {@link CannotRead} when the file cannot be read; what `between`
 * throws is thrown as it is.
 */
async function readPass(
  file: string,
  wanted: Command['format'],
  firsts: FirstLines,
  sink: RowSink,
  between: (pass: Pass) => boolean | Promise<boolean> = () => false,
): Promise<Pass> {
  const pass: Pass = {
    format: wanted === 'auto' ? 'own' : wanted,
    header: [],
    errors: [],
    products: 0,
    rejects: 0,
    bytes: 0,
    ended: false,
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
  const chunks = readCsvRecords(file)
  try {
    for (;;) {
      let next: IteratorResult<StreamedRecord[]>
      try {
        next = await chunks.next()
      } catch (error) {
        if (!(error instanceof CsvSyntaxError))
          throw new CannotRead((error as Error).message, { cause: error })
        pass.errors = [{ line: error.line, message: error.reason }]
        return pass
      }
      if (next.done) break
      for (const record of next.value) {
        pass.bytes = record.offset
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
        const stop = between(pass)
        if (stop === true || (stop !== false && (await stop))) return pass
      }
    }
  } finally {
    await chunks.return(undefined)
  }
  pass.ended = true
  if (!reader) {
    const message =
      pass.format === 'shopify'
        ? 'a Shopify product export needs Handle and Title columns'
        : 'the file is empty: it needs a header line'
    pass.errors = [{ line: 1, message }]
    return pass
  }
  pass.errors = reader.end()
  return pass
}

/** Says what stops a file, by line. */
function reportFileErrors(io: Io, file: string, errors: readonly FileError[]): void {
  for (const error of errors) say(io.stderr, `${file}:${error.line}: ${error.message}`)
}

/** The file's problems, and that nothing was written. */
function refuseFile(io: Io, file: string, errors: readonly FileError[]): number {
  reportFileErrors(io, file, errors)
  const n = errors.length
  say(io.stderr, `import: ${n} problem${n === 1 ? '' : 's'} in ${file}; nothing was written`)
  return 1
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

/** How the interrupted run's journal stands, and what this run may do with it. */
async function checkJournal(
  io: Io,
  journalFile: string,
  target: JournalTarget,
  dryRun: boolean,
): Promise<{ resumed?: JournalState } | 'stop'> {
  const previous = await readJournal(journalFile, target)
  if (previous === 'mismatch' || previous === 'not-a-file') {
    const what =
      previous === 'mismatch'
        ? 'it was left by an import into another store or of another format (or is not a journal)'
        : 'it is a symlink or not a regular file'
    if (!dryRun) {
      say(
        io.stderr,
        `error: ${journalFile}: ${what}; it is kept, and this import would need that name for its own journal. ` +
          'Finish that import, or move the file away, then run again. Nothing was written.',
      )
      return 'stop'
    }
    say(io.stderr, `note: ${journalFile}: ${what}; it is kept (a real run would stop here)`)
    return {}
  }
  if (!previous) return {}
  say(
    io.stderr,
    `resuming the import interrupted at ${new Date(previous.startedAt).toISOString()} (journal ${journalFile}): ` +
      `${previous.done.size} products written, ${previous.pending.size} create${previous.pending.size === 1 ? '' : 's'} sent without an answer`,
  )
  return { resumed: previous }
}

/**
 * `import <file.csv>`: syncs the store to a file, read once as a stream: each row is checked,
 * then the products are planned and written {@link BATCH} at a time — matched to the store's
 * products by id, slug or SKU, create (with `products.bulkCreate`), update only what differs,
 * unchanged — before the file is read on, so that memory stays flat on a file of millions of rows.
 * The store is read whole once when that takes fewer requests than looking up the file's rows
 * (and it holds at most {@link HELD_PRODUCTS}); otherwise each batch looks up its own rows.
 * `--dry-run` prints the plan; `--prune` deletes the products no row names, once confirmed before
 * the first write (so it reads the file once before, for every key it names). A file that stops
 * being CSV part way stops the import there: the batches before are written, nothing from the
 * broken line's batch on (a bad header, or a problem found before the first batch, writes nothing). Writes are journaled next to the file, so an interrupted run resumes
 * where it stopped; rejected rows go to `<file>.rejects.csv` with their reason. Exit code 1 when
 * anything was rejected or the run stopped early, 130 on Ctrl-C.
 */
export async function importProducts(
  client: AdminClient,
  command: Command,
  io: Io,
  run: RunState,
): Promise<number> {
  const started = performance.now()
  const file = resolveFile(command.file!, io.cwd)
  const named = new FirstLines()
  let size: number
  // --prune deletes what no row names: it reads the file a first time, for every key and every
  // problem of the file, before it asks — and before anything is written.
  let keysRead: Pass | undefined
  try {
    size = (await stat(file)).size
    if (command.prune)
      keysRead = await readPass(file, command.format, named, { product: () => {}, reject: () => {} })
  } catch (error) {
    say(io.stderr, `error: cannot read ${file}: ${(error as Error).message}`)
    return 1
  }
  if (keysRead && keysRead.errors.length > 0) return refuseFile(io, file, keysRead.errors)

  const journalFile = journalFileFor(file)
  const state = planState(named)
  const counts: Counts = { create: 0, update: 0, unchanged: 0 }
  const total = { created: 0, updated: 0, deleted: 0, rejected: 0, doneBefore: 0 }
  const inDoubt = { found: 0, all: 0 }
  const printedCollections = new Set<string>()
  const at = { done: 0, failed: 0 }
  const writesBefore = run.counts.writes
  let stopped: string | undefined
  let batch: DesiredProduct[] = []
  let batchRejects: Reject[] = []

  /** What the run sets up before its first batch, once the header is read. */
  interface Ready {
    resumed?: JournalState
    collections: StoreIndex
    collectionIds: Map<string, string>
    /** The whole catalogue, when read once for the run (`--prune`, or cheaper than lookups). */
    whole?: StoreIndex
    deletes: Product[]
    rejectsFile?: RejectsFile
    journal?: Journal
    bar?: Progress
  }
  let ready: Ready | undefined
  /** Set when the run stops before its first write (journal, confirmation): its exit code. */
  let refused: number | undefined

  /** Products the file holds: counted, or estimated from the bytes read so far. */
  const expected = (pass: Pass): number =>
    keysRead?.products ??
    (pass.ended || pass.bytes === 0 ? pass.products : Math.round((pass.products * size) / pass.bytes))

  const setUp = async (pass: Pass): Promise<Ready | undefined> => {
    const target: JournalTarget = { host: command.host, siteId: command.siteId, format: pass.format }
    const journalState = await checkJournal(io, journalFile, target, command.dryRun)
    if (journalState === 'stop') return undefined
    const { resumed } = journalState
    const collections = await readCollections(client, run.gate)
    let whole: StoreIndex | undefined
    if (command.prune) {
      whole = await readCatalogue(client, collections, run.gate)
    } else {
      // Read the store whole once when it takes fewer requests than looking the file's rows up
      // (estimated from this first batch and the file's size) and the store is small enough to hold.
      const products = await storeSize(client, run.gate)
      const keys = batch.map((p) => p.match).filter((k) => resumed?.done.get(keyText(k)) === undefined)
      const scale = pass.ended || pass.bytes === 0 ? 1 : size / pass.bytes
      if (
        products !== undefined &&
        products <= HELD_PRODUCTS &&
        pagesOf(products) <= Math.ceil(lookupsOf(keys) * scale)
      )
        whole = await readCatalogue(client, collections, run.gate, products)
    }
    const deletes = whole?.all && command.prune ? deletesOf(whole.all, named) : []
    if (!command.dryRun && !(await confirmDeletes(io, deletes, command, command.file!))) return undefined
    const setup: Ready = {
      ...(resumed ? { resumed } : {}),
      collections,
      collectionIds: new Map([...collections.collectionsBySlug].map(([slug, c]) => [slug, c.id])),
      ...(whole ? { whole } : {}),
      deletes,
    }
    if (resumed) inDoubt.all = [...resumed.pending.keys()].filter((k) => !resumed.done.has(k)).length
    if (command.dryRun) return setup
    setup.rejectsFile = await RejectsFile.open(rejectsFileFor(file), pass.header)
    try {
      setup.journal = Journal.open(journalFile, target, resumed !== undefined)
    } catch (error) {
      say(
        io.stderr,
        `error: cannot open the journal ${journalFile} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ` +
          'a file or symlink appeared at its name; it is kept. Nothing was written.',
      )
      return undefined
    }
    setup.bar = progressBar(io.stderr, 'import', expected(pass) + deletes.length)
    return setup
  }

  /** Writes (or, with `--dry-run`, prints) a batch's deletions or products. */
  const apply = (r: Ready & { journal: Journal; bar: Progress }, work: ApplyWork): Promise<ApplyResult> =>
    applyPlan(
      {
        client,
        journal: r.journal,
        gate: run.gate,
        concurrency: command.concurrency,
        progress: offsetProgress(r.bar, at),
        signal: io.signal,
      },
      work,
      r.collectionIds,
    )

  const writeBatch = async (pass: Pass): Promise<void> => {
    if (!ready) {
      ready = await setUp(pass)
      if (!ready) {
        refused = 1
        return
      }
    }
    const r = ready
    const { resumed } = r
    const products = batch
    const rejects = batchRejects
    batch = []
    batchRejects = []
    const store =
      r.whole ??
      (await lookUpProducts(
        client,
        r.collections,
        products.map((p) => p.match).filter((k) => resumed?.done.get(keyText(k)) === undefined),
        { concurrency: command.concurrency, gate: run.gate },
      ))
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
      (slug) => !printedCollections.has(slug) && !r.collectionIds.has(slug),
    )
    for (const slug of fresh) printedCollections.add(slug)
    total.rejected += plan.rejects.length
    const { journal, bar, rejectsFile } = r
    if (command.dryRun || !journal || !bar || !rejectsFile) {
      printPlan(io, plan, fresh)
      return
    }
    // Creates in doubt that had taken effect and need nothing more: settled, for a later resume.
    for (const p of plan.products) {
      if (p.action === 'unchanged' && p.current && resumed?.pending.has(p.key))
        journal.done(p.key, desiredHash(p.desired), p.current.id)
    }
    const newCollections = new Map([...plan.newCollections].filter(([slug]) => !r.collectionIds.has(slug)))
    const work = plan.products.filter((p) => p.action !== 'unchanged')
    let result: ApplyResult = { outcomes: [], created: 0, updated: 0, deleted: 0, failed: 0 }
    if (work.length > 0 || newCollections.size > 0)
      result = await apply({ ...r, journal, bar }, { products: plan.products, newCollections, deletes: [] })
    at.done += plan.products.length + plan.doneBefore
    at.failed += result.failed
    bar.setTotal?.(Math.max(expected(pass), at.done) + r.deletes.length)
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

  let pass: Pass
  try {
    try {
      pass = await readPass(
        file,
        command.format,
        named,
        { product: (p) => batch.push(p), reject: (r) => batchRejects.push(r) },
        (read) =>
          batch.length + batchRejects.length >= BATCH &&
          writeBatch(read).then(() => stopped !== undefined || refused !== undefined),
      )
    } catch (error) {
      if (!(error instanceof CannotRead)) throw error
      if (ready) throw new Error(`${file} could not be read to its end: ${error.message}`)
      say(io.stderr, `error: cannot read ${file}: ${error.message}`)
      return 1
    }
    if (refused !== undefined) return refused
    if (pass.errors.length > 0) {
      if (keysRead) throw new Error(`${file} changed during the import: ${pass.errors[0]?.message}`)
      // Found before any write (or in a dry run): the file is refused as a whole.
      if (!ready?.journal) return refuseFile(io, file, pass.errors)
      reportFileErrors(io, file, pass.errors)
      const first = pass.errors[0]!
      stopped ??= `${file} is broken at line ${first.line} (${first.message}): the products before it were written, none from there on; fix the file`
    }
    if (stopped === undefined && (batch.length > 0 || batchRejects.length > 0)) await writeBatch(pass)
    if (refused !== undefined) return refused
    const { journal, bar, deletes = [] } = ready ?? {}
    bar?.setTotal?.((keysRead ?? pass).products + deletes.length)
    if (stopped === undefined && ready && journal && bar && deletes.length > 0) {
      const result = await apply(
        { ...ready, journal, bar },
        { products: [], newCollections: new Map(), deletes },
      )
      total.deleted += result.deleted
      printOutcomes(io, result)
      stopped = result.stopped
    }
  } catch (error) {
    ready?.bar?.finish()
    await ready?.journal?.close(false)
    await ready?.rejectsFile?.close(false)
    throw error
  }
  const { bar, journal, rejectsFile, deletes = [] } = ready ?? {}
  bar?.finish()
  if (inDoubt.all > 0) {
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
  const rows = pass.products + pass.rejects
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
