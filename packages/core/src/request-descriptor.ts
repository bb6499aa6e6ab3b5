import { inputPathParam, refuseInput } from './check-input'
import type { FieldTypes } from './wire-codec'

/** HTTP methods the platform's calls use. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The platform services Vitrine knows how to route. Each has its own path prefix on the
 * platform's API hosts and on a site's own domain (wire notes §1).
 */
export type ServiceName =
  | 'ecom-cart'
  | 'catalog-reader'
  | 'catalog-server'
  | 'collections'
  | 'redirects'
  | 'iam-authentication'
  | 'iam-verification'
  | 'iam-recovery'
  | 'oauth'
  | 'graphql'

/** Where a service lives: its path prefix per host kind, and whether its GETs may use the read-only host. */
export interface ServiceRoute {
  /** Prefix on the platform's API hosts, e.g. `/stores-reader`. */
  platform: string
  /** Prefix on any other host (a site's own domain, the emulator), e.g. `/_api/catalog-reader-server`. */
  site: string
  /** Whether GETs of this service go to the read-only host when one is configured. */
  readOnly?: boolean
}

/** How the SDK reads and writes special values of a call: the float and date fields of its body and answer. */
export interface WireFields {
  /** Fields of the request body (or query payload). */
  request?: FieldTypes
  /** Fields of the answer. */
  response?: FieldTypes
}

/**
 * A request as a plain value, built by a module operation and sent by the transport.
 *
 * @example
 * ```ts
 * import type { Cart } from '@vitrine/cart'
 *
 * const { cart } = await client.request<{ cart: Cart }>({
 *   method: 'GET',
 *   service: 'ecom-cart',
 *   path: '/v1/carts/current',
 * })
 * ```
 */
export interface RequestDescriptor {
  /** The HTTP method. */
  method: HttpMethod
  /** The service-relative path (as in the platform's spec), path parameters already encoded (see {@link path}). */
  path: string
  /** The service that owns the path: decides the prefix and host. Omit for an unprefixed path. */
  service?: ServiceName | ServiceRoute | undefined
  /**
   * The query payload. A flat payload (scalars and arrays of scalars) becomes query parameters;
   * a nested one is sent as `.r` (base64url JSON). A GET whose encoded query string is longer
   * than 4000 characters is sent as a POST with the payload as its JSON body.
   */
  query?: Readonly<Record<string, unknown>> | undefined
  /** The JSON body. Never mutated. */
  body?: unknown
  /** Send this GET to the read-only host. Defaults to the service's setting. */
  readOnly?: boolean | undefined
  /** Extra headers for this request. */
  headers?: Readonly<Record<string, string>> | undefined
  /** The float and date fields of the body (or query payload) and of the answer. */
  fields?: WireFields | undefined
  /**
   * How the caller names the wire fields, to name them back in validation errors: a map from a
   * wire field path prefix to the caller's name (`{ lineItems: 'items' }`).
   */
  argumentNames?: Readonly<Record<string, string>> | undefined
  /**
   * What the call reads. `'json'` (the default): a JSON answer (or none); a redirect fails with a
   * `RedirectError` and a 2xx whose body is not JSON with an `InvalidResponseError`. `'any'`: a
   * redirect (3xx, or a browser's opaque redirect, status 0) and a page that is not JSON are
   * answers too, handed to the operation's `result` as `undefined` with their status in its
   * `info` — for a call whose every answer means it happened (`identity.logoutV1`). A redirect is
   * never followed, either way: it would carry the request's credentials wherever it points.
   */
  answer?: 'json' | 'any' | undefined
  /** Whether to authenticate with the client's auth strategy. Default `true`. */
  auth?: boolean | undefined
  /** Whether the request is safe to retry. Default: `true` for GET and HEAD only. */
  idempotent?: boolean | undefined
  /**
   * The operation's stable name, as request hooks see it (`cart.addItems`). Bound operations set
   * it; `client.request(...)` defaults to `'request'`.
   */
  operation?: string | undefined
  /** Aborts the request (and any retry wait). */
  signal?: AbortSignal | undefined
  /** Timeout of each attempt in milliseconds; overrides the client's. */
  timeout?: number | undefined
}

/**
 * Encodes path parameters: `path\`/v1/products/${id}\`` gives `/v1/products/a%20b` for `a b`.
 * Throws an `InvalidInputError` for a value that is not one path segment (blank, `.`, `..`, or
 * holding `/`, `\`, `?`, `#`, `%2F`, `%5C` or `%2E`): URL parsing would send the request elsewhere.
 *
 * @example
 * ```ts
 * import { path } from '@vitrine/core'
 *
 * await client.request({ method: 'GET', service: 'catalog-reader', path: path`/v1/products/${productId}` })
 * ```
 */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  let out = strings[0] ?? ''
  for (let i = 0; i < values.length; i++) {
    const value = String(values[i])
    const problem = inputPathParam(value)
    if (problem) refuseInput('path', problem)
    out += encodeURIComponent(value) + (strings[i + 1] ?? '')
  }
  return out
}
