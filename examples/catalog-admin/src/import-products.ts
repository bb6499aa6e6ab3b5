import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { type ApplyResult, applyPlan } from './apply-plan'
import type { AdminClient } from './client'
import { parseCsv } from './csv'
import { keyText, type ReadResult, type Reject } from './desired-product'
import { type Io, say } from './io'
import { Journal, type JournalState, type JournalTarget, readJournal } from './journal'
import type { Command } from './options'
import { journalFileFor, rejectsFileFor, resolveFile } from './paths'
import { makePlan, type Plan } from './plan'
import { readProductRows } from './product-rows'
import { progressBar } from './progress'
import type { RateGate, RequestCounts } from './rate-gate'
import { rejectReason, writeRejects } from './rejects'
import { isShopifyHeader, readShopifyRows } from './shopify-rows'
import { readStore } from './store-index'

/** What every command of one run shares: the rate gate and the request counts. */
export interface RunState {
  gate: RateGate
  counts: RequestCounts
}

/** The products a delete confirmation lists by name before "and N more". */
const LISTED_DELETES = 10

function detectFormat(text: string, wanted: Command['format']): 'own' | 'shopify' {
  if (wanted !== 'auto') return wanted
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? ''
  try {
    return isShopifyHeader(parseCsv(firstLine)[0]?.fields ?? []) ? 'shopify' : 'own'
  } catch {
    return 'own'
  }
}

function printPlan(io: Io, plan: Plan, file: string): void {
  for (const p of plan.products) {
    if (p.action === 'unchanged') continue
    const what = p.changes.map((c) =>
      c.from === '—' ? `${c.field} ${c.to}` : `${c.field}: ${c.from} → ${c.to}`,
    )
    say(io.stdout, `${p.action.padEnd(7)} ${p.label} (line ${p.desired.line}): ${what.join('; ')}`)
  }
  for (const slug of plan.newCollections.keys()) say(io.stdout, `create  collection ${slug}`)
  for (const d of plan.deletes) say(io.stdout, `delete  ${d.slug} "${d.name ?? ''}" (not in ${file})`)
  for (const r of plan.rejects) say(io.stdout, `reject  ${rejectReason(r)}`)
}

function counts(plan: Plan): Record<'create' | 'update' | 'unchanged', number> {
  const c = { create: 0, update: 0, unchanged: 0 }
  for (const p of plan.products) c[p.action]++
  return c
}

function planSummary(plan: Plan): string {
  const c = counts(plan)
  return (
    `${c.create} to create, ${c.update} to update, ${c.unchanged} unchanged, ${plan.deletes.length} to delete, ` +
    `${plan.rejects.length} rejected` +
    (plan.doneBefore > 0 ? `, ${plan.doneBefore} already written by the interrupted run` : '')
  )
}

async function confirmDeletes(io: Io, plan: Plan, command: Command, file: string): Promise<boolean> {
  if (plan.deletes.length === 0 || command.yes) return true
  const n = plan.deletes.length
  const listed = plan.deletes.slice(0, LISTED_DELETES).map((d) => `  ${d.slug} "${d.name ?? ''}"`)
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

/** Reads the file's products with the reader of its format. */
function readProducts(text: string, format: 'own' | 'shopify'): ReadResult {
  return format === 'shopify' ? readShopifyRows(text) : readProductRows(text)
}

/**
 * `import <file.csv>`: syncs the store to a file. Rows are matched to products by id, slug or
 * SKU; the plan (create, update only what differs, unchanged, delete with `--prune`) is made
 * before the first write and printed by `--dry-run`. Writes are journaled next to the file, so
 * an interrupted run resumes where it stopped; rejected rows go to `<file>.rejects.csv` with
 * their reason. Exit code 1 when anything was rejected or the run stopped early, 130 on Ctrl-C.
 */
export async function importProducts(
  client: AdminClient,
  command: Command,
  io: Io,
  run: RunState,
): Promise<number> {
  const started = performance.now()
  const file = resolveFile(command.file!, io.cwd)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    say(io.stderr, `error: cannot read ${file}: ${(error as Error).message}`)
    return 1
  }
  const format = detectFormat(text, command.format)
  const read = readProducts(text, format)
  if (read.errors.length > 0) {
    for (const error of read.errors) say(io.stderr, `${file}:${error.line}: ${error.message}`)
    const n = read.errors.length
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
  const pending = (keys: Iterable<string>) => [...keys].filter((k) => !resumed?.done.has(k))
  const toLookUp = read.products.filter(
    (p) => resumed?.done.get(keyText(p.match)) === undefined || command.prune,
  )
  const store = await readStore(
    client,
    toLookUp.map((p) => p.match),
    { everything: command.prune, concurrency: command.concurrency, gate: run.gate },
  )
  const plan = makePlan(read, store, { prune: command.prune, ...(resumed ? { done: resumed.done } : {}) })
  if (resumed && resumed.pending.size > 0) {
    const inDoubt = pending(resumed.pending.keys())
    const found = inDoubt.filter((key) => plan.products.some((p) => p.key === key && p.current !== undefined))
    say(
      io.stderr,
      `${found.length} of ${inDoubt.length} create${inDoubt.length === 1 ? '' : 's'} sent without an answer had taken effect: ` +
        `${found.length === 1 ? 'that product is' : 'those products are'} matched, not created again`,
    )
  }
  for (const p of plan.products) {
    if (!command.dryRun && p.action === 'unchanged') continue
    for (const warning of p.desired.warnings)
      say(io.stderr, `warning: ${p.label} (line ${p.desired.line}): ${warning}`)
  }

  if (command.dryRun) {
    printPlan(io, plan, file)
    say(io.stdout, `import (dry run): ${planSummary(plan)}; nothing written`)
    return plan.rejects.length > 0 ? 1 : 0
  }
  if (!(await confirmDeletes(io, plan, command, command.file!))) return 1

  const rejectsFile = rejectsFileFor(file)
  const work = plan.products.filter((p) => p.action !== 'unchanged').length + plan.deletes.length
  let result: ApplyResult = { outcomes: [], created: 0, updated: 0, deleted: 0, failed: 0 }
  const writesBefore = run.counts.writes
  let journal: Journal
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
  // Creates in doubt that had taken effect and need nothing more: settled, for a later resume.
  for (const p of plan.products) {
    if (p.action === 'unchanged' && p.current && resumed?.pending.has(p.key))
      journal.done(p.key, p.hash, p.current.id)
  }
  if (work > 0 || plan.newCollections.size > 0) {
    const bar = progressBar(io.stderr, 'import', work)
    try {
      result = await applyPlan(
        {
          client,
          journal,
          gate: run.gate,
          concurrency: command.concurrency,
          progress: bar,
          signal: io.signal,
        },
        plan,
        new Map([...store.collectionsBySlug].map(([slug, c]) => [slug, c.id])),
      )
    } finally {
      bar.finish()
    }
  }
  await journal.close(result.stopped === undefined)

  for (const outcome of [...result.outcomes].sort((a, b) => a.line - b.line)) {
    say(
      outcome.ok ? io.stdout : io.stderr,
      outcome.line > 0 ? `line ${outcome.line}: ${outcome.text}` : outcome.text,
    )
  }
  const failedRows: Reject[] = result.outcomes.flatMap((o) => {
    if (o.ok || o.line === 0) return []
    const planned = plan.products.find((p) => p.desired.line === o.line)
    return planned ? [{ line: o.line, reason: o.text, records: planned.desired.records }] : []
  })
  const rejects = [...plan.rejects, ...failedRows]
  for (const r of plan.rejects) say(io.stderr, `${file}:${r.line}: rejected: ${r.reason}`)
  const kept = await writeRejects(rejectsFile, read.header, rejects)
  if (kept) say(io.stderr, `warning: ${kept}`)

  const seconds = (performance.now() - started) / 1000
  const c = counts(plan)
  const rows = read.products.length + read.rejects.length
  say(
    io.stdout,
    `import: ${result.created} created, ${result.updated} updated, ${c.unchanged} unchanged, ${result.deleted} deleted, ` +
      `${rejects.length} rejected${rejects.length > 0 ? ` (see ${rejectsFile})` : ''}` +
      (plan.doneBefore > 0 ? `, ${plan.doneBefore} written before the interruption` : '') +
      ` — ${rows} products in ${seconds.toFixed(1)} s, ${run.counts.writes - writesBefore} writes` +
      (run.gate.slowdowns > 0 ? `, slowed down ${run.gate.slowdowns} times by the platform` : ''),
  )
  if (result.stopped !== undefined) {
    say(
      io.stderr,
      `import stopped: ${result.stopped}. What was written is journaled in ${journalFile}: run the same command again to resume.`,
    )
    return result.stopped === 'interrupted' ? 130 : 1
  }
  return rejects.length > 0 ? 1 : 0
}
