import { copyTokens, type Tokens } from '../tokens'
import type { TokenStorage } from './token-storage'

/**
 * Keeps tokens in memory: they live as long as the page (or the server request). The default
 * storage, and the safest: nothing is readable by other scripts from storage, and nothing is
 * shared between users on a server.
 *
 * @param initial - tokens to start with.
 * @example
 * ```ts
 * import { memoryStorage, oauth } from '@vitrine/auth'
 *
 * const session = oauth({ clientId: 'my-client', storage: memoryStorage() })
 * ```
 */
export function memoryStorage(initial?: Tokens): TokenStorage {
  let stored: Tokens | undefined = initial && copyTokens(initial)
  return {
    get: () => stored && copyTokens(stored),
    set: (tokens) => {
      stored = copyTokens(tokens)
    },
    remove: () => {
      stored = undefined
    },
  }
}
