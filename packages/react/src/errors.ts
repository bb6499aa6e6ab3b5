import { VitrineError } from '@vitrine/core'

/**
 * A hook was used in a way that cannot work: outside a {@link VitrineProvider}
 * (`NO_PROVIDER`), or with a client that lacks the module it needs (`MISSING_MODULE`, e.g.
 * `useProducts` without `modules: { products }`). A programming error: the message says what to
 * change.
 *
 * @example
 * ```tsx
 * import { VitrineUsageError } from '@vitrine/react'
 *
 * function ErrorFallback({ error }: { error: unknown }) {
 *   if (VitrineUsageError.is(error)) console.error(error.code, error.message)
 *   return <p>Something went wrong.</p>
 * }
 * ```
 */
export class VitrineUsageError extends VitrineError {
  static override readonly kind: string = 'VitrineUsageError'
  declare readonly code: 'NO_PROVIDER' | 'MISSING_MODULE'

  /**
   * @param message - what is wrong and how to fix it.
   * @param code - `NO_PROVIDER` or `MISSING_MODULE`.
   */
  constructor(message: string, code: 'NO_PROVIDER' | 'MISSING_MODULE') {
    super(message, code)
  }
}

/**
 * `client[name]`, or a {@link VitrineUsageError} saying how to create a client that has it
 * (`hint`, e.g. `modules: { cart: currentCart } from '@vitrine/cart'`).
 */
export function moduleOf<M>(client: unknown, name: string, hook: string, hint: string): M {
  const value = (client as Record<string, unknown> | null | undefined)?.[name]
  if (typeof value !== 'object' || value === null) {
    throw new VitrineUsageError(
      `${hook} needs a client with \`${name}\`: createClient({ ${hint} })`,
      'MISSING_MODULE',
    )
  }
  return value as M
}
