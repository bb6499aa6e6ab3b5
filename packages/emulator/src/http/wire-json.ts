/** JSON on the wire: non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. */
function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return value
}

function hasNonFinite(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (typeof value !== 'object' || value === null || depth > 64) return false
  if (Array.isArray(value)) return value.some((item) => hasNonFinite(item, depth + 1))
  for (const key in value) if (hasNonFinite((value as Record<string, unknown>)[key], depth + 1)) return true
  return false
}

/**
 * Serialises a body the way the platform does (non-finite floats as strings). The replacer is
 * slow, so it only runs when the body holds such a float.
 */
export function toWireJson(body: unknown): string {
  return hasNonFinite(body, 0) ? JSON.stringify(body, replacer) : JSON.stringify(body)
}

/**
 * The wire JSON of a list of shared, never-mutated objects (the rendered catalogue), each
 * serialised once: a page of a query then costs a join, not a stringify of every product.
 */
const serialised = new WeakMap<object, string>()

export function sharedJsonList(items: readonly object[]): string {
  let text = '['
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as object
    let json = serialised.get(item)
    if (json === undefined) {
      json = toWireJson(item)
      serialised.set(item, json)
    }
    text += i === 0 ? json : `,${json}`
  }
  return `${text}]`
}

/** Already-serialised JSON, placed as is by {@link jsonFieldsResponse}. */
export class RawJson {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** A JSON object response whose fields may be {@link RawJson}. */
export function jsonFieldsResponse(fields: Record<string, unknown>): Response {
  const parts: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined)
      parts.push(`${JSON.stringify(key)}:${value instanceof RawJson ? value.text : toWireJson(value)}`)
  }
  return new Response(`{${parts.join(',')}}`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

/** A JSON response with the platform's encoding of special floats. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(toWireJson(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

/** A float read from the wire: a JSON number, or one of the three special strings. */
export function readWireFloat(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (value === 'NaN') return Number.NaN
  if (value === 'Infinity') return Number.POSITIVE_INFINITY
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY
  return undefined
}
