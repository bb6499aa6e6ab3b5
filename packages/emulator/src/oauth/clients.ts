import type { EmulatorContext } from '../app/emulator-context'
import type { OAuthClientOptions } from '../options'

/** The registered client with this id. */
export function findClient(
  context: EmulatorContext,
  clientId: unknown,
): Required<OAuthClientOptions> | undefined {
  return typeof clientId === 'string'
    ? context.options.clients.find((c) => c.clientId === clientId)
    : undefined
}

function originMatches(pattern: string, url: URL): boolean {
  if (pattern.endsWith(':*')) {
    const base = new URL(pattern.slice(0, -2))
    return base.protocol === url.protocol && base.hostname === url.hostname
  }
  return new URL(pattern).origin === url.origin
}

/**
 * Whether a URL may receive a redirect for this client: its origin must be one of the client's
 * allowed origins (or the emulator's own). Anything unparsable, or not http(s), is refused.
 */
export function isAllowedRedirect(
  context: EmulatorContext,
  client: Required<OAuthClientOptions>,
  candidate: string,
): boolean {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.origin === context.origin) return true
  return client.allowedRedirectOrigins.some((pattern) => originMatches(pattern, url))
}
