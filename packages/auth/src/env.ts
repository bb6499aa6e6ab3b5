/** Whether this code runs in a page: a `window` and a `document`. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/**
 * `localStorage`, or `undefined` where it does not exist. Reading it can itself throw (blocked
 * cookies): that is left to the caller, which falls back to memory.
 */
export function localStorageOf(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

/** Seconds since the epoch, the unit of `expiresAt`. */
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** `true` for a non-null object that is not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of `value` when it is a record (the same object), else an empty object. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}
