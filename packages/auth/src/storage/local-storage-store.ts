import { checkInput, inputNonEmpty } from '@vitrine/core/module'
import { localStorageOf } from '../env'
import { parseTokens } from '../tokens'
import type { TokenStorage } from './token-storage'

/** Options of {@link localStorageStore}. */
export interface LocalStorageStoreOptions {
  /** The `localStorage` key. Default `'vitrine.session'`. */
  key?: string | undefined
}

/** Reads stored JSON; junk reads as "no tokens" rather than failing the session. */
function parseStored(raw: string | null): ReturnType<typeof parseTokens> {
  try {
    return parseTokens(JSON.parse(raw ?? '0'))
  } catch {
    return undefined
  }
}

/**
 * Keeps tokens in `localStorage`, so that a visitor keeps their cart across reloads and tabs
 * share one session: a refresh in one tab is seen by the others (they listen to `storage`
 * events), and renewals are coordinated across tabs under a lock.
 *
 * Where `localStorage` does not exist (server-side rendering) it keeps tokens in memory. Where
 * it throws (blocked cookies, quota, private mode) the session falls back to memory and warns
 * once.
 *
 * Anything that runs script on your origin can read `localStorage`: prefer the default
 * {@link memoryStorage} when a lost cart on reload is acceptable.
 *
 * @param options - the key to store under.
 * @example
 * ```ts
 * import { localStorageStore, oauth } from '@vitrine/auth'
 *
 * const session = oauth({ clientId: 'my-client', storage: localStorageStore({ key: 'shop.session' }) })
 * ```
 */
export function localStorageStore(options: LocalStorageStoreOptions = {}): TokenStorage {
  const key = options.key ?? 'vitrine.session'
  checkInput([inputNonEmpty, key, 'key'])
  // Where there is no `localStorage` (a server), the same JSON in memory.
  let memory: string | null = null
  return {
    key: `localStorage:${key}`,
    get() {
      const storage = localStorageOf()
      return parseStored(storage ? storage.getItem(key) : memory)
    },
    set(tokens) {
      const storage = localStorageOf()
      const json = JSON.stringify(tokens)
      if (storage) storage.setItem(key, json)
      else memory = json
    },
    remove() {
      const storage = localStorageOf()
      if (storage) storage.removeItem(key)
      else memory = null
    },
    subscribe(listener) {
      if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {}
      const onStorage = (event: StorageEvent): void => {
        // `key === null` is a `localStorage.clear()` in another tab.
        if (event.key === key || event.key === null) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}
