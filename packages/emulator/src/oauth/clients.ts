import { LOOPBACK_ORIGINS, type OAuthClientOptions } from '../options'
import type { EmulatorContext } from '../pipeline/emulator-context'

/** A client the emulator knows: listed in the options, or registered on first use. */
export type KnownClient = Required<OAuthClientOptions>

/**
 * The client with this id. With no `clients` option every non-empty id is accepted and registered
 * on first use (loopback redirect origins; the emulator's own origin is always allowed); with
 * one, only the listed ids are known.
 */
export function findClient(context: EmulatorContext, clientId: unknown): KnownClient | undefined {
  if (typeof clientId !== 'string' || clientId === '') return undefined
  const known = context.clients.get(clientId)
  if (known || context.options.clientMode === 'listed') return known
  const registered: KnownClient = { clientId, allowedRedirectOrigins: [...LOOPBACK_ORIGINS] }
  context.clients.set(clientId, registered)
  return registered
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
export function isAllowedRedirect(context: EmulatorContext, client: KnownClient, candidate: string): boolean {
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
