import { isRecord, localStorageOf } from '../../env'
import type { SessionCore } from '../../session/session-core'

/** A hosted login in progress: what `handleRedirect()` needs to finish it. */
export interface OAuthTransaction {
  /** The one-time `state` sent with the request. */
  state: string
  /** The PKCE verifier of the request's challenge. */
  codeVerifier: string
  /** The redirect URI the code comes back to. */
  redirectUri: string
  /** Where the answer comes back. */
  responseMode: 'query' | 'fragment'
  /** Where to take the user afterwards. */
  originalUri: string | undefined
  /** When the login started (ms since the epoch). */
  createdAt: number
}

/** Where a session keeps its hosted-login transactions, keyed by state. */
export interface TransactionStore {
  save(transaction: OAuthTransaction): void
  get(state: string): OAuthTransaction | undefined
  remove(state: string): void
  /** Remembers a code that came back with a state this browser did not start: it is never exchanged. */
  burn(code: string): void
  /** Whether `code` was burned (within the last hour). */
  burned(code: string): boolean
}

/** A login not finished within an hour is abandoned. */
const TTL = 3_600_000
const MAX_STATE = 512
/** Burned codes kept (the newest), and how much of each (codes are opaque; a prefix tells them apart). */
const MAX_BURNED = 20
const BURNED_LENGTH = 512

function parse(raw: string | null | undefined, state: string, now: number): OAuthTransaction | undefined {
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (!isRecord(value)) return undefined
  const { codeVerifier, redirectUri, responseMode, originalUri, createdAt } = value
  if (
    value['state'] !== state ||
    typeof codeVerifier !== 'string' ||
    typeof redirectUri !== 'string' ||
    (responseMode !== 'query' && responseMode !== 'fragment') ||
    (originalUri !== undefined && typeof originalUri !== 'string') ||
    typeof createdAt !== 'number' ||
    !(now - createdAt < TTL && createdAt <= now + 60_000)
  ) {
    return undefined
  }
  return { state, codeVerifier, redirectUri, responseMode, originalUri, createdAt }
}

/**
 * Transactions live in `localStorage` where it works (so that a callback processed in a second
 * tab, or twice, finds the transaction already used), else in this session's memory.
 */
function transactionStore(clientId: string): TransactionStore {
  const prefix = `vitrine.oauth:${clientId}:`
  const memory = new Map<string, string>()
  const area = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { keys(): string[] } => {
    try {
      const storage = localStorageOf()
      if (storage) {
        storage.getItem(prefix)
        return {
          getItem: (k) => storage.getItem(k),
          setItem: (k, v) => storage.setItem(k, v),
          removeItem: (k) => storage.removeItem(k),
          keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''),
        }
      }
    } catch {
      // Blocked storage: memory below.
    }
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
      keys: () => [...memory.keys()],
    }
  }
  const safely = (fn: () => void): void => {
    try {
      fn()
    } catch {
      // A storage failing now: the transaction is simply not found later.
    }
  }
  const burnedKey = `vitrine.oauth-burned:${clientId}`
  /** The burned codes of the last hour, as `[code, burnedAt]`. */
  const readBurned = (): [string, number][] => {
    let raw: string | null | undefined
    safely(() => {
      raw = area().getItem(burnedKey)
    })
    try {
      const list: unknown = JSON.parse(raw ?? memory.get(burnedKey) ?? '[]')
      const now = Date.now()
      return Array.isArray(list)
        ? list.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) &&
              typeof entry[0] === 'string' &&
              typeof entry[1] === 'number' &&
              now - entry[1] < TTL,
          )
        : []
    } catch {
      return []
    }
  }
  const writeBurned = (list: [string, number][]): void => {
    const json = JSON.stringify(list)
    memory.set(burnedKey, json)
    safely(() => area().setItem(burnedKey, json))
  }
  return {
    save(transaction) {
      const store = area()
      const now = Date.now()
      safely(() => {
        for (const key of store.keys()) {
          if (key.startsWith(prefix) && !parse(store.getItem(key), key.slice(prefix.length), now))
            store.removeItem(key)
        }
      })
      try {
        store.setItem(prefix + transaction.state, JSON.stringify(transaction))
      } catch {
        memory.set(prefix + transaction.state, JSON.stringify(transaction))
      }
    },
    get(state) {
      if (state.length > MAX_STATE) return undefined
      const key = prefix + state
      let raw: string | null | undefined
      safely(() => {
        raw = area().getItem(key)
      })
      return parse(raw ?? memory.get(key), state, Date.now())
    },
    remove(state) {
      const key = prefix + state
      memory.delete(key)
      safely(() => area().removeItem(key))
    },
    burn(code) {
      const list = readBurned().filter(([known]) => known !== code.slice(0, BURNED_LENGTH))
      list.push([code.slice(0, BURNED_LENGTH), Date.now()])
      writeBurned(list.slice(-MAX_BURNED))
    },
    burned(code) {
      return readBurned().some(([known]) => known === code.slice(0, BURNED_LENGTH))
    },
  }
}

const stores = new WeakMap<SessionCore, TransactionStore>()

/** The hosted-login transactions of a session, created on first use. */
export function transactionsOf(core: SessionCore): TransactionStore {
  let store = stores.get(core)
  if (!store) {
    store = transactionStore(core.clientId)
    stores.set(core, store)
  }
  return store
}
