import { InvalidInputError, type Violation } from '@vitrine/core'
import { isBrowser } from '../env'
import { StorageError } from '../errors'
import { parseTokens, type Tokens } from '../tokens'
import type { TokenStorage } from './token-storage'

/** Options of {@link cookieStore}. */
export interface CookieStoreOptions {
  /** The cookie's name. Default `'vitrine_session'`. */
  name?: string | undefined
  /**
   * How many days the cookie lives, clamped to 0…400 (browsers cap cookie lifetimes at 400
   * days). `0` gives a session cookie, gone when the browser closes. Default `30`.
   */
  days?: number | undefined
  /** The cookie's path. Default `'/'`. */
  path?: string | undefined
  /** The cookie's domain. Default: the current host only. */
  domain?: string | undefined
  /**
   * Whether to mark the cookie `Secure`. Default: in a browser, whether the page is on https;
   * on a server, `true` (pass `false` when serving plain http on anything but `localhost`).
   */
  secure?: boolean | undefined
  /**
   * On a server: the request's `Cookie` header. The store then reads the tokens from it, and
   * what the session writes is available as a `Set-Cookie` value from `setCookieHeader()`.
   * Omit it in a browser, where the store uses `document.cookie`.
   */
  cookie?: string | null | undefined
}

/** A {@link TokenStorage} in a cookie, readable by a server for server-side rendering. */
export interface CookieStore extends TokenStorage {
  /**
   * On a server, the `Set-Cookie` header value for what the session wrote during this request
   * (refreshed tokens, a logout), or `undefined` when nothing changed. Always `undefined` in a
   * browser, where the cookie is written directly.
   */
  setCookieHeader(): string | undefined
}

/** Browsers refuse a cookie whose name and value exceed 4096 bytes. */
export const MAX_COOKIE_BYTES = 4096
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_ATTRIBUTE = /[;,\s\u0000-\u001f\u007f]/
const DAY = 86_400

/** Finds one cookie in a `Cookie` header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

function decode(value: string | undefined): Tokens | undefined {
  if (value === undefined || value === '') return undefined
  try {
    return parseTokens(JSON.parse(decodeURIComponent(value)))
  } catch {
    return undefined
  }
}

function clampDays(days: number | undefined): number {
  if (days === undefined || Number.isNaN(days)) return 30
  return Math.min(400, Math.max(0, days))
}

/**
 * Keeps tokens in a first-party cookie (`SameSite=Lax`, `Secure` on https), so that a server
 * can read the visitor's session from the request and render their own cart. In a browser it
 * reads and writes `document.cookie`, checks that a written cookie reads back (cookies
 * disabled) and refuses a cookie over 4096 bytes with a {@link StorageError} (the session then
 * keeps its tokens in memory and warns once). On a server, pass the request's `Cookie` header
 * and send `setCookieHeader()` back with the response.
 *
 * A cookie written by script cannot be `HttpOnly`: script on the page can read it, as it can
 * read `localStorage`.
 *
 * @param options - name, lifetime, path, domain, and on a server the `Cookie` header.
 * @example
 * ```ts
 * // In the browser:
 * const session = oauth({ clientId, storage: cookieStore({ name: 'shop_session', days: 30 }) })
 *
 * // On the server, per request:
 * const store = cookieStore({ name: 'shop_session', cookie: request.headers.get('cookie') })
 * const client = createClient({ auth: oauth({ clientId, storage: store }), modules: { cart: currentCart } })
 * const cart = await client.cart.get()
 * const setCookie = store.setCookieHeader()
 * if (setCookie) response.headers.append('set-cookie', setCookie)
 * ```
 */
export function cookieStore(options: CookieStoreOptions = {}): CookieStore {
  const name = options.name ?? 'vitrine_session'
  const path = options.path ?? '/'
  const { domain } = options
  const violations: Violation[] = []
  if (typeof name !== 'string' || !TOKEN.test(name)) {
    violations.push({
      field: 'name',
      description: "must be a cookie name: letters, digits and !#$%&'*+-.^_`|~",
    })
  }
  if (typeof path !== 'string' || !path.startsWith('/') || UNSAFE_ATTRIBUTE.test(path)) {
    violations.push({ field: 'path', description: 'must start with "/" and contain no ";", "," or spaces' })
  }
  if (
    domain !== undefined &&
    (typeof domain !== 'string' || domain === '' || UNSAFE_ATTRIBUTE.test(domain))
  ) {
    violations.push({ field: 'domain', description: 'must be a host name' })
  }
  if (options.days !== undefined && typeof options.days !== 'number') {
    violations.push({ field: 'days', description: 'must be a number of days' })
  }
  if (violations.length > 0) throw new InvalidInputError(violations)

  const days = clampDays(options.days)
  const server = options.cookie !== undefined || !isBrowser()
  const secure = options.secure ?? (server ? true : globalThis.location?.protocol === 'https:')
  const attributes = (maxAge: number | undefined): string => {
    let out = `; Path=${path}`
    if (domain !== undefined) out += `; Domain=${domain}`
    if (maxAge !== undefined) {
      out += `; Max-Age=${maxAge}; Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`
    }
    out += '; SameSite=Lax'
    if (secure) out += '; Secure'
    return out
  }
  const serialize = (tokens: Tokens): string => {
    const pair = `${name}=${encodeURIComponent(JSON.stringify(tokens))}`
    if (pair.length > MAX_COOKIE_BYTES) {
      throw new StorageError(
        `The session cookie would be ${pair.length} bytes, over the ${MAX_COOKIE_BYTES}-byte limit of browsers`,
        'COOKIE_TOO_LARGE',
      )
    }
    return pair + attributes(days === 0 ? undefined : Math.round(days * DAY))
  }
  const expired = (): string => `${name}=${attributes(0)}`

  if (server) {
    let current = decode(readCookie(options.cookie, name))
    let pending: string | undefined
    return {
      key: `cookie:${name}`,
      get: () => current,
      set(tokens) {
        pending = serialize(tokens)
        current = parseTokens(tokens)
      },
      remove() {
        pending = expired()
        current = undefined
      },
      setCookieHeader: () => pending,
    }
  }

  let channel: BroadcastChannel | undefined
  const channelOf = (): BroadcastChannel | undefined => {
    if (channel === undefined && typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(`vitrine.cookie:${name}`)
    }
    return channel
  }
  return {
    key: `cookie:${name}`,
    get: () => decode(readCookie(document.cookie, name)),
    set(tokens) {
      const cookie = serialize(tokens)
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox; the value is built and escaped by serialize()
      document.cookie = cookie
      if (readCookie(document.cookie, name) !== cookie.slice(name.length + 1, cookie.indexOf(';'))) {
        throw new StorageError(
          'The session cookie did not read back: cookies are disabled',
          'COOKIES_DISABLED',
        )
      }
      channelOf()?.postMessage('changed')
    },
    remove() {
      // biome-ignore lint/suspicious/noDocumentCookie: as in set()
      document.cookie = expired()
      channelOf()?.postMessage('changed')
    },
    subscribe(listener) {
      const bc = channelOf()
      if (!bc) return () => {}
      const onMessage = (): void => listener()
      bc.addEventListener('message', onMessage)
      return () => bc.removeEventListener('message', onMessage)
    },
    setCookieHeader: () => undefined,
  }
}
