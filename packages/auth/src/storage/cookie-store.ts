import { checkInput, inputOptional, inputRule, inputValue } from '@vitrine/core/module'
import { isBrowser } from '../env'
import { StorageError } from '../errors'
import { parseTokens, type Tokens } from '../tokens'
import type { TokenStorage } from './token-storage'

/** Options of {@link cookieStore}. */
export interface CookieStoreOptions {
  /**
   * The cookie's name. Default: `__Host-vitrine_session` wherever the cookie can carry that
   * prefix (it is `Secure`, with `Path=/` and no `Domain`), so that no other site — not even a
   * sibling subdomain — can set it; else (plain-http development) `vitrine_session`. A name you
   * give is used as given; one that starts with `__Host-` or `__Secure-` must meet its prefix's
   * rules. Tokens too big for one cookie continue in `<name>.1` and `<name>.2`.
   */
  name?: string | undefined
  /**
   * How many days the cookie lives: a positive number, at least one second (`1 / 86_400`),
   * clamped to 400 days (the browsers' cap). Default `30`. The cookie is deleted only when the
   * session removes its tokens (`logout()`).
   */
  days?: number | undefined
  /** The cookie's path. Default `'/'`. */
  path?: string | undefined
  /** The cookie's domain. Default: the current host only. */
  domain?: string | undefined
  /**
   * Whether to mark the cookie `Secure`. Default: in a browser, whether the page is on https;
   * on a server, `true`. A server serving plain http (development) passes `false`, so that it
   * uses the same cookie name as the browser.
   */
  secure?: boolean | undefined
  /**
   * On a server: the request's `Cookie` header. The store then reads the tokens from it, and
   * what the session writes is available as `Set-Cookie` values from `setCookieHeaders()`.
   * Omit it in a browser, where the store uses `document.cookie`.
   */
  cookie?: string | null | undefined
}

/** A {@link TokenStorage} in cookies, readable by a server for server-side rendering. */
export interface CookieStore extends TokenStorage {
  /**
   * On a server, the `Set-Cookie` values for what the session wrote during this request (new or
   * renewed tokens, a logout): one per cookie — the session's cookie, its continuations when the
   * tokens need more than one, and the deletion of leftovers. Append each to the response.
   * Empty when nothing changed, and always in a browser, where cookies are written directly.
   */
  setCookieHeaders(): string[]
  /**
   * The first of {@link CookieStore.setCookieHeaders}, or `undefined` when nothing changed. Enough
   * as long as the tokens fit one cookie; prefer `setCookieHeaders()` (a development warning says
   * when this one dropped some).
   */
  setCookieHeader(): string | undefined
}

/** Browsers refuse a cookie whose name and value exceed 4096 bytes. */
export const MAX_COOKIE_BYTES = 4096
/** How many cookies one session may span: its own and two continuations. */
export const MAX_COOKIES = 3

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_ATTRIBUTE = /[;,\s\u0000-\u001f\u007f]/
const DAY = 86_400
const MAX_DAYS = 400
const DEFAULT_NAME = 'vitrine_session'
/** The first cookie of a session spanning several: `<count>.<first part>` (one cookie starts with `%7B`). */
const CONTINUED = /^([2-9])\.(.*)$/

/** Every value of the cookie `name` in a `Cookie` header (or `document.cookie`), in order. */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = []
  for (const part of header ? header.split(';') : []) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim())
  }
  return values
}

/** Finds one cookie in a `Cookie` header (or `document.cookie`): the first of that name. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return cookieValues(header, name)[0]
}

function ambiguous(name: string): StorageError {
  return new StorageError(
    `Two cookies are named ${name} (one may have been set by another site of the same domain): neither is trusted`,
    'AMBIGUOUS_COOKIE',
  )
}

/** The one value of `name`, `undefined` when absent; two of them are never resolved silently. */
function single(header: string | null | undefined, name: string): string | undefined {
  const values = cookieValues(header, name)
  if (values.length > 1) throw ambiguous(name)
  return values[0]
}

/** The session's value under `name`, its continuations put back together; `undefined` when absent or incomplete. */
function sessionValue(header: string | null | undefined, name: string): string | undefined {
  const first = single(header, name)
  const continued = first === undefined ? null : CONTINUED.exec(first)
  if (!continued) return first
  let value = continued[2] as string
  for (let i = 1; i < Number(continued[1]); i++) {
    const part = single(header, `${name}.${i}`)
    if (part === undefined) return undefined
    value += part
  }
  return value
}

function decode(value: string | undefined): Tokens | undefined {
  if (value === undefined || value === '') return undefined
  try {
    return parseTokens(JSON.parse(decodeURIComponent(value)))
  } catch {
    return undefined
  }
}

const cookieName = /* @__PURE__ */ inputValue(
  (name) => typeof name === 'string' && TOKEN.test(name),
  "a cookie name: letters, digits and !#$%&'*+-.^_`|~",
)

/**
 * Keeps tokens in a first-party cookie (`SameSite=Lax`, `Secure` on https), so that a server
 * can read the visitor's session from the request and render their own cart. In a browser it
 * reads and writes `document.cookie` and checks that a written cookie reads back (cookies
 * disabled); on a server, pass the request's `Cookie` header and send `setCookieHeaders()` back
 * with the response.
 *
 * - **Name.** `__Host-vitrine_session` by default wherever the cookie can carry the prefix (see
 *   {@link CookieStoreOptions.name}): browsers then refuse it from any other site, including a
 *   sibling subdomain ("cookie tossing"). It is read in preference to a `vitrine_session` cookie
 *   (the name before the prefix, read so that sessions carry over). Two cookies of the session's
 *   own name are never resolved silently to one: the session starts with no tokens and
 *   `onSessionReset` is told (`ambiguous_cookie`).
 * - **Size.** Tokens too big for one cookie (4096 bytes) continue in `<name>.1` and `<name>.2`:
 *   the first cookie's value then starts with the number of cookies (`2.` or `3.`). Beyond three
 *   cookies the store refuses with a {@link StorageError} `COOKIE_TOO_LARGE` (the session then
 *   keeps its tokens in memory and warns once).
 * - **Lifetime.** `days`, at least a second and at most 400 days; the cookie is deleted only when
 *   the session removes its tokens.
 *
 * A cookie written by script cannot be `HttpOnly`: script on the page can read it, as it can
 * read `localStorage`.
 *
 * @param options - name, lifetime, path, domain, and on a server the `Cookie` header.
 * @example
 * ```ts
 * import { cookieStore, oauth } from '@vitrine/auth'
 * import { currentCart } from '@vitrine/cart'
 * import { createClient } from '@vitrine/core'
 *
 * // In the browser:
 * const session = oauth({ clientId: 'my-client', storage: cookieStore({ days: 30 }) })
 *
 * // On the server, per request:
 * async function handle(request: Request): Promise<Response> {
 *   const store = cookieStore({ cookie: request.headers.get('cookie') })
 *   const client = createClient({ auth: oauth({ clientId: 'my-client', storage: store }), modules: { cart: currentCart } })
 *   const response = Response.json(await client.cart.get())
 *   for (const setCookie of store.setCookieHeaders()) response.headers.append('set-cookie', setCookie)
 *   return response
 * }
 * ```
 */
export function cookieStore(options: CookieStoreOptions = {}): CookieStore {
  const server = options.cookie !== undefined || !isBrowser()
  const secure = options.secure ?? (server ? true : globalThis.location?.protocol === 'https:')
  const path = options.path ?? '/'
  const { domain } = options
  checkInput([
    inputRule(
      {
        name: inputOptional(cookieName),
        path: inputOptional((value) =>
          typeof value === 'string' && value.startsWith('/') && !UNSAFE_ATTRIBUTE.test(value)
            ? undefined
            : 'must start with "/" and contain no ";", "," or spaces',
        ),
        domain: inputOptional(
          inputValue(
            (value) => typeof value === 'string' && value !== '' && !UNSAFE_ATTRIBUTE.test(value),
            'a host name',
          ),
        ),
        days: inputOptional(
          inputValue(
            (days) => typeof days === 'number' && Number.isFinite(days) && days * DAY >= 1,
            'a number of days of at least one second (1 / 86400)',
          ),
        ),
        // Not core's `inputBoolean`: this file is reached from every page that imports
        // `@vitrine/auth`, and a bundler would then load `@vitrine/core/lazy-leaves` up front.
        secure: inputOptional(inputValue((value) => typeof value === 'boolean', 'a boolean')),
        cookie: inputOptional(
          inputValue((value) => typeof value === 'string', 'a string (the Cookie header)'),
        ),
      },
      ({ name }) =>
        typeof name !== 'string' ||
        (!name.startsWith('__Host-') && !name.startsWith('__Secure-')) ||
        (secure && (name.startsWith('__Secure-') || (path === '/' && domain === undefined))),
      'must meet its prefix: __Secure- needs secure, __Host- also needs path "/" and no domain',
      'name',
    ),
    options,
    '',
  ])
  const hostPrefixed = secure && path === '/' && domain === undefined
  const name = options.name ?? (hostPrefixed ? `__Host-${DEFAULT_NAME}` : DEFAULT_NAME)
  // Sessions written before the prefix existed carry over (the prefixed cookie wins).
  const legacy = options.name === undefined && hostPrefixed ? DEFAULT_NAME : undefined
  const maxAge = Math.min(MAX_DAYS * DAY, Math.round((options.days ?? 30) * DAY))
  const attributes = (age: number): string => {
    let out = `; Path=${path}`
    if (domain !== undefined) out += `; Domain=${domain}`
    out += `; Max-Age=${age}; Expires=${new Date(Date.now() + age * 1000).toUTCString()}; SameSite=Lax`
    return secure ? `${out}; Secure` : out
  }
  const read = (header: string | null | undefined): string | undefined =>
    sessionValue(header, name) ?? (legacy === undefined ? undefined : sessionValue(header, legacy))
  /** The cookies of `tokens`: the session's own, then its continuations. */
  const serialize = (tokens: Tokens): { value: string; cookies: string[] } => {
    const value = encodeURIComponent(JSON.stringify(tokens))
    let cookies = [`${name}=${value}`]
    if (cookies[0]!.length > MAX_COOKIE_BYTES) {
      // Room for the longest continuation name (`<name>.2=`) and the count (`3.`).
      const room = MAX_COOKIE_BYTES - name.length - 3
      const count = Math.ceil((value.length + 2) / room)
      if (count > MAX_COOKIES) {
        throw new StorageError(
          `The session needs ${value.length} bytes of cookies, over the ${MAX_COOKIES} cookies of ${MAX_COOKIE_BYTES} bytes the store may write`,
          'COOKIE_TOO_LARGE',
        )
      }
      const all = `${count}.${value}`
      cookies = Array.from(
        { length: count },
        (_, i) => `${i === 0 ? name : `${name}.${i}`}=${all.slice(i * room, (i + 1) * room)}`,
      )
    }
    return { value, cookies: cookies.map((cookie) => cookie + attributes(maxAge)) }
  }
  /** Deletions of the cookies `header` holds that a session of `kept` cookies no longer uses. */
  const leftovers = (header: string | null | undefined, kept: number): string[] => {
    const names = Array.from({ length: MAX_COOKIES }, (_, i) => (i === 0 ? name : `${name}.${i}`)).slice(kept)
    if (legacy !== undefined) names.push(legacy)
    return names.filter((n) => cookieValues(header, n).length > 0).map((n) => `${n}=${attributes(0)}`)
  }

  if (server) {
    const header = options.cookie
    let current: Tokens | undefined
    let failure: StorageError | undefined
    try {
      current = decode(read(header))
    } catch (error) {
      failure = error as StorageError
    }
    let pending: { headers: string[]; cookies: number } | undefined
    return {
      key: `cookie:${name}`,
      get() {
        // Reported once; after that the session's own writes decide.
        if (failure) {
          const error = failure
          failure = undefined
          throw error
        }
        return current
      },
      set(tokens) {
        const { cookies } = serialize(tokens)
        pending = { headers: [...cookies, ...leftovers(header, cookies.length)], cookies: cookies.length }
        current = parseTokens(tokens)
      },
      remove() {
        const deletions = leftovers(header, 0)
        pending = { headers: deletions.length > 0 ? deletions : [`${name}=${attributes(0)}`], cookies: 1 }
        current = undefined
      },
      setCookieHeaders: () => [...(pending?.headers ?? [])],
      setCookieHeader() {
        if (
          pending &&
          pending.cookies > 1 &&
          typeof process !== 'undefined' &&
          process.env.NODE_ENV !== 'production'
        ) {
          console.warn(
            `[@vitrine/auth] The session spans ${pending.cookies} cookies: send every value of setCookieHeaders(), or the next request starts a new visitor.`,
          )
        }
        return pending?.headers[0]
      },
    }
  }

  let channel: BroadcastChannel | undefined
  const channelOf = (): BroadcastChannel | undefined => {
    if (channel === undefined && typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(`vitrine.cookie:${name}`)
    }
    return channel
  }
  const write = (cookies: string[]): void => {
    for (const cookie of cookies) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox; the values are built and escaped by serialize()
      document.cookie = cookie
    }
  }
  return {
    key: `cookie:${name}`,
    get: () => decode(read(document.cookie)),
    set(tokens) {
      const { value, cookies } = serialize(tokens)
      const before = document.cookie
      write(cookies)
      // Two cookies of this name (one set from a sibling subdomain) throw here: never resolved silently.
      if (sessionValue(document.cookie, name) !== value) {
        throw new StorageError(
          'The session cookie did not read back: cookies are disabled',
          'COOKIES_DISABLED',
        )
      }
      write(leftovers(before, cookies.length))
      channelOf()?.postMessage('changed')
    },
    remove() {
      write([`${name}=${attributes(0)}`, ...leftovers(document.cookie, 1)])
      channelOf()?.postMessage('changed')
    },
    subscribe(listener) {
      const bc = channelOf()
      if (!bc) return () => {}
      const onMessage = (): void => listener()
      bc.addEventListener('message', onMessage)
      return () => bc.removeEventListener('message', onMessage)
    },
    setCookieHeaders: () => [],
    setCookieHeader: () => undefined,
  }
}
