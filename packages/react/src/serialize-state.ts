// Tags are objects `{ "$vitrine": kind, "v": value }`. So that no data can pass for a tag, every
// data key starting with `$` gets one more `$` on the way out (`$and` → `$$and`) and loses it on
// the way back: a key with a single leading `$` can then only be a tag's.
const TAG = '$vitrine'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function renameKeys(
  record: Record<string, unknown>,
  rename: (key: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(record)) {
    Object.defineProperty(out, rename(key), {
      value: record[key],
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

/**
 * Serialises what a server hands to the browser (a `dehydrate(queryClient)` state) as JSON that
 * keeps what plain JSON loses in Vitrine data: `Date`s, `NaN` and `±Infinity` (float fields may
 * carry them). The text is safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and
 * U+2029 are escaped, so data from the platform cannot end the script. Read it back with
 * {@link parseState}.
 *
 * Not needed with Next.js' `HydrationBoundary` in a Server Component, whose props React
 * serialises itself (`Date`s included).
 *
 * @example
 * ```ts
 * import { dehydrate } from '@tanstack/react-query'
 * import { serializeState } from '@vitrine/react/server'
 *
 * const html = `<script id="vitrine-state" type="application/json">${serializeState(dehydrate(queryClient))}</script>`
 * ```
 */
export function serializeState(value: unknown): string {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key: string, encoded: unknown) {
    const raw = this[key]
    if (raw instanceof Date)
      return { [TAG]: 'date', v: Number.isNaN(raw.getTime()) ? null : raw.toISOString() }
    if (typeof raw === 'number' && !Number.isFinite(raw)) return { [TAG]: 'number', v: String(raw) }
    if (isRecord(encoded) && Object.keys(encoded).some((k) => k.startsWith('$'))) {
      return renameKeys(encoded, (k) => (k.startsWith('$') ? `$${k}` : k))
    }
    return encoded
  })
  return (json ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Reads what {@link serializeState} wrote, with its `Date`s and special numbers back.
 *
 * @example
 * ```ts
 * import { hydrate } from '@tanstack/react-query'
 * import { parseState } from '@vitrine/react'
 *
 * hydrate(queryClient, parseState(document.getElementById('vitrine-state')?.textContent ?? 'null'))
 * ```
 */
export function parseState<T = unknown>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isRecord(value)) return value
    const keys = Object.keys(value)
    if (keys.length === 2 && Object.hasOwn(value, TAG) && Object.hasOwn(value, 'v')) {
      if (value[TAG] === 'date') return new Date(typeof value['v'] === 'string' ? value['v'] : Number.NaN)
      if (value[TAG] === 'number') return Number(value['v'])
    }
    return keys.some((k) => k.startsWith('$$'))
      ? renameKeys(value, (k) => (k.startsWith('$$') ? k.slice(1) : k))
      : value
  }) as T
}
