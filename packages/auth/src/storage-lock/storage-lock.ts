// The cross-tab lock of browsers without Web Locks (before 2022): a chunk of its own, loaded by
// `session/lock.ts` only where `navigator.locks` is missing, so that other browsers (and
// servers) never download it.

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
  try {
    const { id, until }: { id?: unknown; until?: unknown } = JSON.parse(raw ?? '0') ?? {}
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
export async function withStorageLock<T>(
  storage: Storage,
  name: string,
  fn: (contended: boolean) => Promise<T>,
): Promise<T> {
  const key = `${name}.lock`
  const id = ownerId()
  const started = Date.now()
  let held = false
  let waited = false
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
    waited = true
    await sleep(SETTLE + Math.random() * SETTLE)
  }
  try {
    return await fn(waited)
  } finally {
    if (held && holder(storage.getItem(key))?.id === id) storage.removeItem(key)
  }
}
