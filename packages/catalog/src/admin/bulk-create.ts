import { type CallOptions, InvalidInputError, VitrineError } from '@vitrine/core'
import { inputList, inputValue, type ModuleContext, type Operation } from '@vitrine/core/module'
import type {
  BulkCreated,
  BulkCreateFailure,
  BulkCreateResult,
  BulkOptions,
  BulkProgress,
} from '../types/bulk'
import type { Product, ProductInput } from '../types/product'
import { bulkOptions } from './bulk-inputs'
import { createProduct } from './create-product'

/** Default number of creates in flight: the bulk updates' default. */
const DEFAULT_CONCURRENCY = 4

/** Options of one create of a bulk create: where its product stands in the caller's list. */
interface CreateOptions extends CallOptions {
  /** The caller's index of the product, so that errors name `products[<index>]`. */
  index?: number | undefined
}

/**
 * `POST /v1/products` `{ product }` for one product of a bulk create: the create call (the spec
 * has no bulk create), named `products.bulkCreate` for hooks, its validation errors naming the
 * caller's `products[<index>]`. A create is never retried: creating twice creates two products.
 */
export const bulkCreateCall: Operation<
  [product: ProductInput],
  { product: Product },
  Product,
  CreateOptions
> = {
  name: 'products.bulkCreate',
  params: createProduct.params,
  request: (args, { index }) => ({
    ...createProduct.request(args, {}),
    argumentNames: index === undefined ? undefined : { product: `products[${index}]` },
  }),
  result: (answer, args, info) => createProduct.result!(answer, args, info),
}

/**
 * The list itself and the options, checked before anything is sent. Each product is checked on
 * its own as its turn comes: a bad one is that product's failure, not the call's.
 */
const bulkCreateCheck: Operation<[products: readonly ProductInput[]], never, never, BulkOptions> = {
  name: 'products.bulkCreate',
  params: [['products', inputList(inputValue(() => true, 'anything'))]],
  options: bulkOptions,
  // Never sent: preparing it only checks the call.
  request: () => ({ method: 'POST', service: 'catalog-server', path: '/v1/products' }),
}

/** An input error of one product, its fields named as the caller's list has them (`products[7].name`). */
function renamed(error: InvalidInputError, index: number): InvalidInputError {
  return new InvalidInputError(
    error.violations.map((v) => ({
      ...v,
      field: v.field.startsWith('product') ? `products[${index}]${v.field.slice('product'.length)}` : v.field,
    })),
  )
}

/**
 * `products.bulkCreate`: {@link bulkCreateCall} for each product, at most `concurrency` in flight,
 * in the order given. The list and the options are checked first (an `InvalidInputError` sends
 * nothing); each product is checked as its turn comes, a bad one being that product's failure.
 * Progress after every product; a failed create (any `VitrineError`) is that product's outcome,
 * never the others'. An abort stops scheduling, aborts the creates in flight and rejects with the
 * signal's reason (creates already answered have taken effect). Holds one request per worker at a
 * time, never the whole list's.
 */
export async function bulkCreate(
  ctx: ModuleContext,
  products: readonly ProductInput[],
  options: BulkOptions = {},
): Promise<BulkCreateResult> {
  ctx.prepare(bulkCreateCheck, [products], options)
  const { signal, timeout, onProgress } = options
  signal?.throwIfAborted()
  const outcomes: (BulkCreated | BulkCreateFailure)[] = new Array(products.length)
  const progress: BulkProgress = { done: 0, total: products.length, failed: 0 }
  onProgress?.({ ...progress })

  let next = 0
  let stopped: { error: unknown } | undefined
  const work = async (): Promise<void> => {
    while (next < products.length && !stopped) {
      signal?.throwIfAborted()
      const index = next++
      let outcome: BulkCreated | BulkCreateFailure
      try {
        const send = ctx.prepare(bulkCreateCall, [products[index]!], { signal, timeout, index })
        outcome = { index, product: await send() }
      } catch (error) {
        if (signal?.aborted || !VitrineError.is(error)) throw error
        outcome = { index, error: InvalidInputError.is(error) ? renamed(error, index) : error }
        progress.failed++
      }
      outcomes[index] = outcome
      progress.done++
      onProgress?.({ ...progress })
    }
  }
  const workers = Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, products.length)
  await Promise.all(
    Array.from({ length: workers }, () =>
      work().catch((error: unknown) => {
        stopped ??= { error }
      }),
    ),
  )
  if (stopped) throw stopped.error

  const succeeded: BulkCreated[] = []
  const failed: BulkCreateFailure[] = []
  for (const outcome of outcomes) {
    if ('error' in outcome) failed.push(outcome)
    else succeeded.push(outcome)
  }
  return { succeeded, failed }
}
