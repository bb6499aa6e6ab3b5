import type { Product } from '@vitrine/catalog'
import { VitrineError } from '@vitrine/core'
import type { AdminClient } from './client'
import type { Journal } from './journal'
import { desiredHash, type Plan, type PlannedProduct, type Step } from './plan'
import type { Progress } from './progress'
import type { RateGate } from './rate-gate'
import { isRefused, isTransient, RetriesExhausted, withRetry } from './retry'
import { runPool } from './run-pool'
import { findProduct } from './store-index'

/** What happened to one planned product (or one deletion). */
export interface Outcome {
  line: number
  label: string
  ok: boolean
  text: string
}

/** Why a run stopped before the end: it can be resumed by running the same command again. */
export class RunStopped extends Error {
  override readonly name = 'RunStopped'
}

/** What applying a plan needs. */
export interface ApplyContext {
  client: AdminClient
  journal: Journal
  gate: RateGate
  concurrency: number
  progress: Progress
  /** Aborted on Ctrl-C: nothing new starts. */
  signal?: AbortSignal | undefined
}

/** The results of applying a plan. */
export interface ApplyResult {
  outcomes: Outcome[]
  created: number
  updated: number
  deleted: number
  failed: number
  /** Why the run stopped early (a refused credential, a platform that keeps failing, Ctrl-C). */
  stopped?: string
}

/** Most media one `addMedia` call takes. */
const MEDIA_CHUNK = 50

/** What one call of {@link applyPlan} writes: a batch's collections and products, or the deletions. */
export type ApplyWork = Pick<Plan, 'products' | 'newCollections'> & {
  /** `--prune`: the products to delete. */
  deletes: readonly Product[]
}

/**
 * How a create sent with `bulkCreate` went: the product's id, or the failure to report (with its
 * index in the group, which the SDK's field names carry: `products[2].name`).
 */
type Created = { id: string } | { error: unknown; index: number }

/** The slug (or SKU) a create is found by in the store, when its answer was lost. */
function lookupOf(input: { slug?: string | null; sku?: string | null }): {
  by: 'slug' | 'sku'
  value: string
} {
  const by: 'slug' | 'sku' = input.slug ? 'slug' : 'sku'
  return { by, value: by === 'slug' ? input.slug! : (input.sku ?? '') }
}

/** Runs one step; resolves to the product id (set by a create). */
async function runStep(
  context: ApplyContext,
  planned: PlannedProduct,
  step: Step,
  id: string | undefined,
  collectionIds: ReadonlyMap<string, string>,
  bulk: Created | undefined,
): Promise<string> {
  const { client, gate, journal } = context
  if (step.kind === 'create') {
    if (bulk && 'id' in bulk) return bulk.id
    if (bulk && !isTransient(bulk.error)) throw bulk.error
    const { input } = step
    const { by, value } = lookupOf(input)
    // The answer of a failed attempt may be lost after the platform created the product:
    // look for it by the slug (or SKU) it was sent with before sending it again.
    const recover = async () => {
      if (value === '') return undefined
      const found = await findProduct(client, by, value, gate)
      return found.length === 1 ? found[0] : undefined
    }
    // Sent by bulkCreate and failed on the way: it may have been created all the same.
    const earlier = bulk ? await withRetry(recover, { gate }) : undefined
    if (!bulk) {
      journal.createSent(planned.key, {
        slug: input.slug ?? undefined,
        sku: input.sku ?? undefined,
        name: input.name,
      })
      journal.flush()
    }
    const created = earlier ?? (await withRetry(() => client.products.create(input), { gate, recover }))
    journal.created(planned.key, created.id)
    return created.id
  }
  const productId = id!
  switch (step.kind) {
    case 'update':
      await withRetry(() => client.products.update(productId, step.patch), { gate })
      break
    case 'remove-options':
      await withRetry(() => client.products.removeOptions(productId), { gate })
      break
    case 'stock': {
      const stock = step.stock.trackInventory
        ? { trackInventory: true, quantity: step.stock.quantity }
        : { trackInventory: false, inStock: step.stock.inStock }
      await withRetry(() => client.products.update(productId, { stock }), { gate })
      break
    }
    case 'variants':
      await withRetry(() => client.products.updateVariants(productId, step.updates), { gate })
      break
    case 'media':
      for (let i = 0; i < step.urls.length; i += MEDIA_CHUNK) {
        const urls = step.urls.slice(i, i + MEDIA_CHUNK)
        let pending = urls
        // Adding media twice adds it twice: before a retry, add only what is still missing.
        await withRetry(
          async () => {
            await client.products.addMedia(
              productId,
              pending.map((url) => ({ url })),
            )
            return true
          },
          {
            gate,
            recover: async () => {
              const product = await client.products.get(productId)
              const have = new Set((product.media?.items ?? []).map((m) => m.image?.url))
              pending = urls.filter((url) => !have.has(url))
              return pending.length === 0 ? true : undefined
            },
          },
        )
      }
      break
    case 'collections':
      for (const slug of step.add) {
        await withRetry(() => client.collections.addProducts(collectionIds.get(slug)!, [productId]), { gate })
      }
      for (const slug of step.remove) {
        await withRetry(() => client.collections.removeProducts(collectionIds.get(slug)!, [productId]), {
          gate,
        })
      }
      break
  }
  return productId
}

function stepName(step: Step): string {
  return step.kind === 'update' ? 'update' : step.kind
}

/**
 * Sends the creates of `group` with `products.bulkCreate` (`concurrency` in flight), all
 * journaled (one write) before the first is sent: resolves to how each went, by key. A create that failed on the way (network,
 * 429, 5xx) is retried one by one later, after looking for it in the store.
 */
async function createAll(
  context: ApplyContext,
  group: readonly PlannedProduct[],
): Promise<Map<string, Created>> {
  const inputs = group.map((planned) => {
    const step = planned.steps[0]
    if (step?.kind !== 'create') throw new Error(`${planned.label}: a create's first step is its create`)
    context.journal.createSent(planned.key, {
      slug: step.input.slug ?? undefined,
      sku: step.input.sku ?? undefined,
      name: step.input.name,
    })
    return step.input
  })
  // The group's creates are on record before the first of them is sent.
  context.journal.flush()
  const { succeeded, failed } = await context.client.products.bulkCreate(inputs, {
    concurrency: context.concurrency,
  })
  const created = new Map<string, Created>()
  for (const { index, product } of succeeded) {
    const planned = group[index]!
    // A product with nothing more to write is journaled done with the same flush: no line of its own.
    if (planned.steps.length > 1) context.journal.created(planned.key, product.id)
    created.set(planned.key, { id: product.id })
  }
  for (const { index, error } of failed) created.set(group[index]!.key, { error, index })
  return created
}

/**
 * Writes a batch of a plan: collections to create first, then every product to create or update
 * (the creates of a few products at a time with `products.bulkCreate`, then each product's other
 * steps in order, at most `concurrency` at once, each step retried when safe), then the
 * deletions. Every create is journaled before it is sent and every finished product after (written
 * with the group's next flush), so that an interrupted run resumes without writing anything twice. A refused credential or a
 * platform that keeps failing stops the run; a product the platform refuses is a failed outcome.
 */
export async function applyPlan(
  context: ApplyContext,
  plan: ApplyWork,
  collectionIds: Map<string, string>,
): Promise<ApplyResult> {
  const { client, gate, journal, progress } = context
  const result: ApplyResult = { outcomes: [], created: 0, updated: 0, deleted: 0, failed: 0 }
  let stopped: string | undefined
  const stop = () => stopped !== undefined || context.signal?.aborted === true
  let done = 0
  const tick = () => progress.update(++done, result.failed)

  /** Turns a failure into an outcome, or stops the run when going on would not help. */
  const failure = (error: unknown, prefix: string): string => {
    if (error instanceof RetriesExhausted) {
      stopped ??= `the platform keeps failing (${prefix}${error.message})`
      throw new RunStopped(stopped)
    }
    if (isRefused(error)) {
      stopped ??= `the platform refused the credential (${(error as Error).message})`
      throw new RunStopped(stopped)
    }
    if (!VitrineError.is(error)) throw error
    return `${prefix}${error.message}`
  }

  try {
    for (const [slug, name] of plan.newCollections) {
      try {
        const collection = await withRetry(() => client.collections.create({ name, slug }), { gate })
        collectionIds.set(slug, collection.id)
      } catch (error) {
        // Created by an earlier attempt whose answer was lost, or by someone else meanwhile.
        const existing = await client.collections.getBySlug(slug).catch(() => undefined)
        if (existing) collectionIds.set(slug, existing.id)
        else {
          stopped ??= failure(error, `collection ${slug}: `)
          throw new RunStopped(stopped)
        }
      }
    }
    const work = plan.products.filter((p) => p.action !== 'unchanged')
    const creates = work.filter((p) => p.action === 'create')
    const others = work.filter((p) => p.action !== 'create')
    const groups: PlannedProduct[][] = []
    // `concurrency` creates at a time, as many as the products in flight of an update: Ctrl-C
    // (or a platform that keeps failing) stops the run with no more creates sent than that.
    for (let i = 0; i < creates.length; i += context.concurrency)
      groups.push(creates.slice(i, i + context.concurrency))
    /** A product all of whose steps are written: journaled done, counted and reported. */
    const written = (planned: PlannedProduct, id: string) => {
      journal.done(planned.key, desiredHash(planned.desired), id)
      if (planned.action === 'create') result.created++
      else result.updated++
      const text =
        planned.action === 'create'
          ? `created ${planned.label} (${id})`
          : `updated ${planned.label}: ${planned.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; ')}`
      result.outcomes.push({ line: planned.desired.line, label: planned.label, ok: true, text })
    }
    const write = async (planned: PlannedProduct, bulk?: Created) => {
      let id = planned.current?.id
      let current = 'write'
      try {
        for (const step of planned.steps) {
          current = stepName(step)
          id = await runStep(context, planned, step, id, collectionIds, bulk)
        }
        written(planned, id!)
      } catch (error) {
        const createdFirst = planned.action === 'create' && id !== undefined ? `created ${id}, then ` : ''
        let text = failure(error, `${createdFirst}${current}: `)
        // The create of one product: its fields are the product's, not the group's.
        if (bulk && 'error' in bulk && error === bulk.error)
          text = text.replaceAll(`"products[${bulk.index}]`, '"product')
        result.failed++
        result.outcomes.push({ line: planned.desired.line, label: planned.label, ok: false, text })
      } finally {
        tick()
      }
    }
    for (const group of groups) {
      if (stop()) break
      // The group's lines of the journal are written with the next group's creates (or at the end).
      const created = await createAll(context, group)
      const refused = [...created.values()].find((c) => 'error' in c && isRefused(c.error))
      if (refused && 'error' in refused) failure(refused.error, '')
      // A product whose create was all there was to write is done with its answer: no task for it.
      const more = group.filter((planned) => {
        const bulk = created.get(planned.key)
        if (planned.steps.length !== 1 || bulk === undefined || !('id' in bulk)) return true
        written(planned, bulk.id)
        tick()
        return false
      })
      await runPool(more, context.concurrency, (planned) => write(planned, created.get(planned.key)), stop)
    }
    await runPool(others, context.concurrency, (planned) => write(planned), stop)
    await runPool(
      plan.deletes,
      context.concurrency,
      async (product) => {
        try {
          await withRetry(
            () =>
              client.products.delete(product.id).catch((error: unknown) => {
                // Deleted by an attempt whose answer was lost: done all the same.
                if (VitrineError.is(error) && 'status' in error && error.status === 404) return
                throw error
              }),
            { gate },
          )
          journal.deleted(product.id)
          result.deleted++
          result.outcomes.push({
            line: 0,
            label: product.slug ?? product.id,
            ok: true,
            text: `deleted ${product.slug} (${product.id})`,
          })
        } catch (error) {
          result.failed++
          result.outcomes.push({
            line: 0,
            label: product.slug ?? product.id,
            ok: false,
            text: failure(error, `delete ${product.slug}: `),
          })
        } finally {
          tick()
        }
      },
      stop,
    )
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error
  } finally {
    journal.flush()
  }
  if (stopped === undefined && context.signal?.aborted) stopped = 'interrupted'
  return stopped === undefined ? result : { ...result, stopped }
}
