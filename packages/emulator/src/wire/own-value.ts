/**
 * Reads an own property only: `record['constructor']` on a plain object would otherwise return
 * `Object`, and keys arrive from untrusted request bodies.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
