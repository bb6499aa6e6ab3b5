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
