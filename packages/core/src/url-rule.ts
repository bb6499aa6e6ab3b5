/**
 * `@vitrine/core/url-rule`: the SDK's URL rules, for module authors: input leaves for an absolute
 * URL (`inputHttpUrl` for http and https, `inputUrl` for any scheme), bounded in length, refusing
 * the characters a URL parser would silently drop.
 *
 * @packageDocumentation
 */
// `@vitrine/core/url-rule`: the one URL rule of the SDK, for module authors. Capped in length
// first, then checked by the runtime's WHATWG URL parser (linear), after refusing the whitespace
// and control characters that parser would silently drop or encode.
// An entry of its own rather than part of `@vitrine/core/module`: only lazily loaded code checks
// URLs (auth's flows, catalog's admin writes), and a bundler puts a file in every chunk whose
// code imports the entry that re-exports it, so inside `module` it would load with every page.
import type { InputLeaf } from './check-input'

/**
 * The longest URL accepted: 8192 characters, the request line most HTTP servers take (nginx's
 * and Apache's 8 KB); a longer URL could not be requested anyway.
 */
export const MAX_URL_LENGTH = 8192

/** A whitespace, control or line-breaking character: never part of an address or a URL as sent. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u

/**
 * An absolute `http:` or `https:` URL with a host: at most {@link MAX_URL_LENGTH} characters,
 * no whitespace or control characters (a URL parser would silently drop or encode them, so the
 * platform would receive something other than what was checked).
 *
 * @example
 * ```ts
 * import { checkInput } from '@vitrine/core/module'
 * import { inputHttpUrl } from '@vitrine/core/url-rule'
 *
 * checkInput([inputHttpUrl, 'https://example.com/shirt.jpg', 'url']) // passes
 * checkInput([inputHttpUrl, 'ftp://example.com/a', 'url']) // InvalidInputError: "url" must be an absolute http(s) URL
 * ```
 */
export const inputHttpUrl: InputLeaf = (value) => {
  const url = parse(value)
  return typeof url === 'string'
    ? url
    : // Written with `//` as sent (a parser also reads `http:/host` and `http:\\host` as a host).
      url && /^https?:\/\//i.test(value as string) && url.host !== ''
      ? undefined
      : 'must be an absolute http(s) URL'
}

/**
 * An absolute URL of any scheme (a callback URL to read): at most {@link MAX_URL_LENGTH}
 * characters, no whitespace or control characters.
 *
 * @example
 * ```ts
 * import { checkInput } from '@vitrine/core/module'
 * import { inputUrl } from '@vitrine/core/url-rule'
 *
 * checkInput([inputUrl, 'myapp://callback?code=1', 'url']) // passes
 * checkInput([inputUrl, '/callback', 'url']) // InvalidInputError: "url" must be an absolute URL
 * ```
 */
export const inputUrl: InputLeaf = (value) => {
  const url = parse(value)
  return typeof url === 'string' ? url : url ? undefined : 'must be an absolute URL'
}

/** The URL `value` holds; a message when it is not a string or too long; `undefined` when it does not parse. */
function parse(value: unknown): URL | string | undefined {
  if (typeof value !== 'string') return 'must be a string'
  if (value.length > MAX_URL_LENGTH) return `must be a URL of at most ${MAX_URL_LENGTH} characters`
  if (SPACE_OR_CONTROL.test(value)) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
