import { VitrineError } from '@vitrine/core'
import type { AdminClient } from './client'
import type { Journal } from './journal'
import type { Plan, PlannedProduct, Step } from './plan'
import type { Progress } from './progress'
import type { RateGate } from './rate-gate'
import { isRefused, RetriesExhausted, withRetry } from './retry'
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

/** Runs one step; resolves to the product id (set by a create). */
async function runStep(
  context: ApplyContext,
  planned: PlannedProduct,
  step: Step,
  id: string | undefined,
  collectionIds: ReadonlyMap<string, string>,
): Promise<string> {
  const { client, gate, journal } = context
  if (step.kind === 'create') {
    const { input } = step
    const by: 'slug' | 'sku' = input.slug ? 'slug' : 'sku'
    const value = by === 'slug' ? input.slug! : (input.sku ?? '')
    journal.createSent(planned.key, {
      slug: input.slug ?? undefined,
      sku: input.sku ?? undefined,
      name: input.name,
    })
    const created = await withRetry(() => client.products.create(input), {
      gate,
      // The answer of a failed attempt may be lost after the platform created the product:
      // look for it by the slug (or SKU) it was sent with before sending it again.
      recover: async () => {
        if (value === '') return undefined
        const found = await findProduct(client, by, value, gate)
        return found.length === 1 ? found[0] : undefined
      },
    })
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
 * Writes a plan: collections to create first, then every product to create or update (at most
 * `concurrency` at once, each product's steps in order, each step retried when safe), then the
 * deletions. Every create is journaled before it is sent and every finished product after, so
 * that an interrupted run resumes without writing anything twice. A refused credential or a
 * platform that keeps failing stops the run; a product the platform refuses is a failed outcome.
 */
export async function applyPlan(
  context: ApplyContext,
  plan: Plan,
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
    await runPool(
      work,
      context.concurrency,
      async (planned) => {
        let id = planned.current?.id
        let current = 'write'
        try {
          for (const step of planned.steps) {
            current = stepName(step)
            id = await runStep(context, planned, step, id, collectionIds)
          }
          journal.done(planned.key, planned.hash, id!)
          if (planned.action === 'create') result.created++
          else result.updated++
          const text =
            planned.action === 'create'
              ? `created ${planned.label} (${id})`
              : `updated ${planned.label}: ${planned.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; ')}`
          result.outcomes.push({ line: planned.desired.line, label: planned.label, ok: true, text })
        } catch (error) {
          const createdFirst = planned.action === 'create' && id !== undefined ? `created ${id}, then ` : ''
          const text = failure(error, `${createdFirst}${current}: `)
          result.failed++
          result.outcomes.push({ line: planned.desired.line, label: planned.label, ok: false, text })
        } finally {
          tick()
        }
      },
      stop,
    )
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
  }
  if (stopped === undefined && context.signal?.aborted) stopped = 'interrupted'
  return stopped === undefined ? result : { ...result, stopped }
}
