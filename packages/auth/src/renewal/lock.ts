import { localStorageOf } from '../env'

/**
 * Runs `fn` while holding the cross-tab lock `name`: Web Locks where `navigator.locks`
 * exists, else a `localStorage` lock (`storage-lock/`, loaded on first use), else (a server, no
 * storage) nothing beyond the caller's own single flight. `fn` learns whether it had to wait
 * for another tab (`contended`): that tab has just renewed, and its write may reach this tab's
 * copy of `localStorage` a moment after the lock is released (browsers sync storage between tabs
 * asynchronously).
 */
export async function withLock<T>(
  name: string | undefined,
  fn: (contended: boolean) => Promise<T>,
): Promise<T> {
  if (name === undefined) return fn(false)
  let ran = false
  const run = (contended: boolean): Promise<T> => {
    ran = true
    return fn(contended)
  }
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (typeof locks?.request === 'function') {
      const free: { value: T } | undefined = await locks.request(name, { ifAvailable: true }, async (lock) =>
        lock ? { value: await run(false) } : undefined,
      )
      return free ? free.value : ((await locks.request(name, () => run(true))) as T)
    }
    const storage = localStorageOf()
    // Reading can throw (blocked storage): the catch below then runs `fn` without a lock.
    storage?.getItem(name)
    if (!storage) return await run(false)
    const { withStorageLock } = await import('../storage-lock/storage-lock')
    return await withStorageLock(storage, name, run)
  } catch (error) {
    // Web Locks refused (an opaque-origin frame), a storage that throws (at once or mid-way), or
    // the fallback's chunk failed to load (offline): renew without the lock rather than never. An
    // error of `fn` itself is the caller's.
    if (!ran) return fn(false)
    throw error
  }
}
