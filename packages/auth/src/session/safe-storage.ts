import { StorageError } from '../errors'
import { memoryStorage } from '../storage/memory-storage'
import type { MaybePromise, TokenStorage } from '../storage/token-storage'
import { copyTokens, parseTokens, type Tokens } from '../tokens'

/** Whether a storage answered with a promise (or any thenable). */
export function isThenable<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const text =
    error instanceof Error
      ? `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`
      : String(error)
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

/**
 * A session's view of its storage: validates what it reads, serialises writes in call order,
 * and when the storage throws or rejects, switches to memory for good and warns once. A read
 * that finds two candidate sessions (`StorageError` `AMBIGUOUS_COOKIE`) reads as no tokens and
 * is kept in `ambiguous`; the storage stays in use.
 */
export class SafeStorage {
  #storage: TokenStorage
  #degraded = false
  #queue: Promise<void> = Promise.resolve()
  /** The first read's `AMBIGUOUS_COOKIE` failure, if it had one (the session reports it). */
  ambiguous: StorageError | undefined

  /** @param storage - the caller's storage. */
  constructor(storage: TokenStorage) {
    this.#storage = storage
  }

  /** Whether other tabs share this storage (a key, and not degraded to memory). */
  get sharedKey(): string | undefined {
    return this.#degraded ? undefined : this.#storage.key
  }

  /** Subscribes to changes made elsewhere, when the storage supports it. */
  subscribe(listener: () => void): (() => void) | undefined {
    try {
      return this.#storage.subscribe?.(() => {
        if (!this.#degraded) listener()
      })
    } catch (error) {
      this.#degrade(error)
      return undefined
    }
  }

  /** The stored tokens, validated: synchronously when the storage is synchronous. */
  read(): MaybePromise<Tokens | undefined> {
    let value: MaybePromise<Tokens | null | undefined>
    try {
      value = this.#storage.get()
    } catch (error) {
      return this.#failedRead(error)
    }
    return isThenable(value)
      ? value.then(parseTokens, (error: unknown) => this.#failedRead(error))
      : parseTokens(value)
  }

  #failedRead(error: unknown): undefined {
    if (StorageError.is(error) && error.code === 'AMBIGUOUS_COOKIE') this.ambiguous ??= error
    else this.#degrade(error)
    return undefined
  }

  /** The stored tokens once every write this session queued has landed. */
  async settledRead(): Promise<Tokens | undefined> {
    await this.#queue
    return this.read()
  }

  /** Stores tokens (`undefined` removes them), after every earlier write. */
  write(tokens: Tokens | undefined): Promise<void> {
    const copy = tokens && copyTokens(tokens)
    this.#queue = this.#queue.then(async () => {
      try {
        if (copy) await this.#storage.set(copy)
        else await this.#storage.remove()
      } catch (error) {
        this.#degrade(error, copy)
      }
    })
    return this.#queue
  }

  #degrade(error: unknown, tokens?: Tokens): void {
    if (!this.#degraded) {
      this.#degraded = true
      this.#storage = memoryStorage()
      console.warn(
        `[@vitrine/auth] The token storage failed (${describe(error)}). This session keeps its tokens in memory from now on.`,
      )
    }
    if (tokens) this.#storage.set(tokens)
  }
}
