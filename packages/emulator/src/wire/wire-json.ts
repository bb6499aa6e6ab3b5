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
 * A JSON answer made by the emulator: status, headers and the body text, with a real `Response`
 * built only when something asks for more (the body stream, `json()`, `clone()`…). A `Response`
 * with a body costs a web stream and its controllers; the HTTP server writes the text instead,
 * and in-process callers get a real `Response` (see {@link standardResponse}).
 */
class JsonAnswer {
  readonly #text: string | Uint8Array
  readonly #status: number
  readonly #headers: Headers
  #real: Response | undefined

  constructor(text: string | Uint8Array, status: number, headers: Headers) {
    this.#text = text
    this.#status = status
    this.#headers = headers
  }

  /** The body: text, or UTF-8 bytes. */
  get wireText(): string | Uint8Array {
    return this.#text
  }

  get status(): number {
    return this.#status
  }

  get ok(): boolean {
    return this.#status >= 200 && this.#status < 300
  }

  get headers(): Headers {
    return this.#real ? this.#real.headers : this.#headers
  }

  /** The real `Response`, built once; later header changes go to it. */
  real(): Response {
    this.#real ??= new Response(this.#text as BodyInit, { status: this.#status, headers: this.#headers })
    return this.#real
  }
}
// Everything else a Response has is the real one's.
for (const name of ['body', 'bodyUsed', 'statusText', 'redirected', 'type', 'url'] as const) {
  Object.defineProperty(JsonAnswer.prototype, name, {
    get(this: JsonAnswer) {
      return this.real()[name]
    },
  })
}
for (const name of ['arrayBuffer', 'blob', 'bytes', 'clone', 'formData', 'json', 'text'] as const) {
  Object.defineProperty(JsonAnswer.prototype, name, {
    value(this: JsonAnswer) {
      const real = this.real() as unknown as Record<string, () => unknown>
      return real[name]?.call(real)
    },
  })
}
Object.setPrototypeOf(JsonAnswer.prototype, Response.prototype)

/** The body of a JSON answer made here, as text or bytes (`undefined` for any other response). */
export function bodyTextOf(response: Response): string | Uint8Array | undefined {
  return response instanceof JsonAnswer ? response.wireText : undefined
}

/** A real `Response` for callers outside the emulator (in-process `fetch`, msw). */
export function standardResponse(response: Response): Response {
  return response instanceof JsonAnswer ? response.real() : response
}

function textResponse(text: string | Uint8Array, status: number, headers: Record<string, string>): Response {
  const all = new Headers(headers)
  if (!all.has('content-type')) all.set('content-type', 'application/json; charset=utf-8')
  return new JsonAnswer(text, status, all) as unknown as Response
}

/**
 * Encoded answers of recent identical requests, per owner object (a cached item list, the same
 * until the state changes): a shop's catalogue page asked for again is written straight from
 * bytes, with no join, no encoding and no garbage.
 */
const answers = new WeakMap<object, Map<string, Uint8Array>>()
const ANSWERS_PER_OWNER = 16
const encoder = new TextEncoder()

/** A 200 JSON answer, its bytes cached under `owner` and `key` (a small LRU). */
export function cachedJsonResponse(owner: object, key: string, make: () => string): Response {
  let cache = answers.get(owner)
  if (!cache) {
    cache = new Map()
    answers.set(owner, cache)
  }
  let bytes = cache.get(key)
  if (bytes) cache.delete(key)
  else {
    bytes = encoder.encode(make())
    if (cache.size >= ANSWERS_PER_OWNER) cache.delete(cache.keys().next().value as string)
  }
  cache.set(key, bytes)
  return textResponse(bytes, 200, {})
}

/** A JSON response with the platform's encoding of special floats. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return textResponse(toWireJson(body), status, headers)
}

/** A float read from the wire: a JSON number, or one of the three special strings. */
export function readWireFloat(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (value === 'NaN') return Number.NaN
  if (value === 'Infinity') return Number.POSITIVE_INFINITY
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY
  return undefined
}
