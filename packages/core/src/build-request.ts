import { type ResolvedHost, routeOf } from './host-routing'
import type { HttpMethod, RequestDescriptor } from './request-descriptor'
import { encodeWire } from './wire-codec'

/** The longest encoded query string a GET may carry; longer ones use the POST fallback. */
export const MAX_QUERY_LENGTH = 4000

/** A request ready for the transport: nothing left to decide but the credentials. */
export interface PreparedRequest {
  /** The method to send (a long GET becomes a POST). */
  method: HttpMethod
  /** The absolute URL. */
  url: string
  /** The JSON body text, when there is one. */
  body: string | undefined
  /** Whether the request is safe to retry (a GET, or a long GET sent as a POST). */
  idempotent: boolean
}

const encoder = /* @__PURE__ */ new TextEncoder()

/** base64url of the UTF-8 bytes of `text`, without padding. */
export function base64url(text: string): string {
  const bytes = encoder.encode(text)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** Whether a (wire-encoded) query payload can travel as plain query parameters. */
function isFlat(query: Record<string, unknown>): boolean {
  for (const key in query) {
    const value = query[key]
    if (value === null || isScalar(value)) continue
    if (Array.isArray(value) && value.every(isScalar)) continue
    return false
  }
  return true
}

/**
 * Encodes a wire-encoded query payload as a query string (no leading `?`): flat payloads as
 * parameters (arrays repeat the key), nested ones as `.r=<base64url JSON>`.
 */
export function encodeQuery(query: Record<string, unknown>): string {
  if (!isFlat(query)) return `.r=${base64url(JSON.stringify(query))}`
  const parts: string[] = []
  for (const key of Object.keys(query)) {
    const value = query[key]
    if (value === null || value === undefined) continue
    const name = encodeURIComponent(key)
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${name}=${encodeURIComponent(String(item))}`)
    }
  }
  return parts.join('&')
}

/**
 * Builds the URL, method and body of a descriptor: host and prefix routing, query encoding and
 * the long-GET fallback, wire encoding of the body. Pure: no I/O, input never mutated.
 *
 * @throws {@link InvalidInputError} when the body or query holds values JSON cannot carry.
 */
export function buildRequest(descriptor: RequestDescriptor, host: ResolvedHost): PreparedRequest {
  const route = routeOf(descriptor.service)
  const prefix = host.paths === 'platform' ? route.platform : route.site
  const fields = descriptor.fields?.request
  let method = descriptor.method
  let idempotent = descriptor.idempotent ?? (method === 'GET' || method === 'HEAD')
  let body = descriptor.body === undefined ? undefined : JSON.stringify(encodeWire(descriptor.body, fields))
  let search = ''
  if (descriptor.query) {
    const query = encodeWire(descriptor.query, fields) as Record<string, unknown>
    search = encodeQuery(query)
    if (method === 'GET' && search.length > MAX_QUERY_LENGTH) {
      // The platform's fallback for long reads: the same path as a POST with the payload as body.
      method = 'POST'
      body = JSON.stringify(query)
      search = ''
      idempotent = descriptor.idempotent ?? true
    }
  }
  const readOnly = method === 'GET' && (descriptor.readOnly ?? route.readOnly ?? false)
  const base = readOnly ? host.readOnly : host.api
  return {
    method,
    url: `${base}${prefix}${descriptor.path}${search ? `?${search}` : ''}`,
    body,
    idempotent,
  }
}
