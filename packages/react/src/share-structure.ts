function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * TanStack Query's structural sharing, aware of what the wire codec produces: `Date`s with the
 * same time and `NaN`s are equal. Parts of `next` equal to `previous` keep `previous`'s
 * references, so a component memoised on a product or a line item does not re-render when a
 * refetch brings the same data (TanStack's own `replaceEqualDeep` treats every `Date` as new).
 */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T
  if (previous instanceof Date && next instanceof Date) {
    return (Object.is(previous.getTime(), next.getTime()) ? previous : next) as T
  }
  const array = Array.isArray(previous) && Array.isArray(next)
  if (!array && !(isPlainObject(previous) && isPlainObject(next))) return next
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  const out: Record<string, unknown> = array ? ([] as unknown as Record<string, unknown>) : {}
  let same = keys.length === Object.keys(before).length
  let reused = false
  for (const key of keys) {
    const value = shareStructure(before[key], after[key])
    if (!Object.is(value, before[key]) || !Object.hasOwn(before, key)) same = false
    else if (typeof value === 'object' && value !== null) reused = true
    // A `__proto__` key from the network is data, never a prototype.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
    else out[key] = value
  }
  // Nothing of `previous` kept below this point: `next` itself will do.
  return (same ? previous : reused ? out : next) as T
}
