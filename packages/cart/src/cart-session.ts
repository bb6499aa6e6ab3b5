import { InvalidResponseError, type RequestDescriptor } from '@vitrine/core'
import type { ModuleContext } from '@vitrine/core/module'
import type { Cart } from './types'

/**
 * One client's line to the current cart: every call goes through a single FIFO queue.
 *
 * Writes must be serialised (a fast double click must add two items, in order, and each click
 * must resolve to the cart after it). Reads join the same queue instead of bypassing it: a
 * `get()` or `estimateTotals()` then reflects every call made before it and none made after,
 * and calls resolve in the order they were made, so an app that renders whatever resolved last
 * always renders the newest cart. Reads never observe a write half-way (a write is one request
 * and the platform applies it atomically); the price is that a read waits for the writes
 * queued before it, which it would have to do anyway to be up to date.
 *
 * A call that fails rejects alone: the next one runs. A call whose `signal` aborts while it
 * waits leaves the queue at once and is never sent.
 */
export interface CartSession {
  /**
   * Builds a request now (a failed input check rejects at once and takes no turn), sends it in
   * its turn and resolves to `map(answer)`.
   */
  send<A, T>(build: () => RequestDescriptor, map: (answer: A) => T): Promise<T>
}

/** The queue of one client, created in the module's factory. */
export function cartSession(context: ModuleContext): CartSession {
  let tail: Promise<void> = Promise.resolve()
  return {
    send<A, T>(build: () => RequestDescriptor, map: (answer: A) => T): Promise<T> {
      let descriptor: RequestDescriptor
      try {
        descriptor = build()
      } catch (error) {
        return Promise.reject(error)
      }
      const signal = descriptor.signal
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        const leave = () => reject(signal?.reason)
        signal?.addEventListener('abort', leave, { once: true })
        tail = tail.then(async () => {
          signal?.removeEventListener('abort', leave)
          // Aborted while waiting: already rejected, never sent.
          if (signal?.aborted) return
          try {
            resolve(map(await context.request<A>(descriptor)))
          } catch (error) {
            reject(error)
          }
        })
      })
    },
  }
}

/** A 2xx answer that lacks what the call returns. Matches `InvalidResponseError.is()`. */
class UnexpectedAnswerError extends InvalidResponseError {
  static override readonly kind: string = 'UnexpectedAnswerError'

  constructor(expected: string, body: unknown) {
    // The module sees decoded answers only; any 2xx got here, 200 is the one the calls use.
    super({ status: 200, body })
    this.message = `The platform answered without ${expected}`
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `{ cart }` → the cart. */
export function cartOf(answer: { cart?: Cart } | undefined): Cart {
  if (!isObject(answer?.cart)) throw new UnexpectedAnswerError('a cart', answer)
  return answer.cart
}

/** An answer that must be an object (the totals estimate). */
export function objectOf<T extends object>(answer: T | undefined): T {
  if (!isObject(answer)) throw new UnexpectedAnswerError('a body', answer)
  return answer
}

/** `{ checkoutId }` → `{ checkoutId }`, and nothing else. */
export function checkoutOf(answer: { checkoutId?: unknown } | undefined): { checkoutId: string } {
  const checkoutId = answer?.checkoutId
  if (typeof checkoutId !== 'string' || checkoutId === '')
    throw new UnexpectedAnswerError('a checkoutId', answer)
  return { checkoutId }
}
