import { localStorageOf } from '../env'

/** How long a tab may hold the fallback lock before others may take it (a closed tab never releases). */
const LOCK_TTL = 10_000
/** How long a writer waits before checking that its claim on the fallback lock survived. */
const SETTLE = 25

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function ownerId(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`
}

function holder(raw: string | null): { id: string; until: number } | undefined {
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { id, until } = value as Record<string, unknown>
    return typeof id === 'string' && typeof until === 'number' ? { id, until } : undefined
  } catch {
    return undefined
  }
}

/**
 * A lock across the tabs of one origin, kept in `localStorage`, for browsers without Web
 * Locks: write a claim, wait for racing writers to settle, and hold the lock only when the
 * claim survived. A claim expires after {@link LOCK_TTL} so that a closed tab cannot block
 * the others; a tab that waited that long proceeds anyway (the caller re-reads the storage
 * after taking the lock, which keeps a rare overlap harmless).
 */
async function withStorageLock<T>(storage: Storage, name: string, fn: () => Promise<T>): Promise<T> {
  const key = `${name}.lock`
  const id = ownerId()
  const started = Date.now()
  let held = false
  for (;;) {
    const now = Date.now()
    const current = holder(storage.getItem(key))
    if (current === undefined || current.until <= now) {
      storage.setItem(key, JSON.stringify({ id, until: now + LOCK_TTL }))
      await sleep(SETTLE)
      if (holder(storage.getItem(key))?.id === id) {
        held = true
        break
      }
    } else if (now - started > LOCK_TTL) {
      break
    }
    await sleep(SETTLE + Math.random() * SETTLE)
  }
  try {
    return await fn()
  } finally {
    if (held && holder(storage.getItem(key))?.id === id) storage.removeItem(key)
  }
}

/**
 * Runs `fn` while holding the cross-tab lock `name`: Web Locks where `navigator.locks`
 * exists, else a `localStorage` lock, else (a server, no storage) nothing beyond the caller's
 * own single flight.
 */
export async function withLock<T>(name: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (name === undefined) return fn()
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks && typeof locks.request === 'function') {
    let ran = false
    try {
      return (await locks.request(name, () => {
        ran = true
        return fn()
      })) as T
    } catch (error) {
      // Web Locks refused (an opaque-origin frame): renew without the lock rather than never.
      if (!ran) return fn()
      throw error
    }
  }
  let storage: Storage | undefined
  try {
    storage = localStorageOf()
    storage?.getItem(name)
  } catch {
    storage = undefined
  }
  if (!storage) return fn()
  const usable = storage
  let ran = false
  try {
    return await withStorageLock(usable, name, () => {
      ran = true
      return fn()
    })
  } catch (error) {
    // A storage that starts throwing mid-way must not cost the caller its renewal.
    if (!ran) return fn()
    throw error
  }
}
