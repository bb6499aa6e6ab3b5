import { refuseInput } from './check-input'
import type { ServiceName, ServiceRoute } from './request-descriptor'

/**
 * Where the client sends requests.
 *
 * - omitted: the platform's own hosts (`https://www.wixapis.com`, read-only GETs to
 *   `https://readonly.wixapis.com`), with the platform's path prefixes;
 * - one origin (`'http://127.0.0.1:4010'`, a site's own domain): every request there, with the
 *   site path prefixes;
 * - `{ api, readOnly }`: your own choice of hosts; `paths` picks the prefix table
 *   (default `'platform'`).
 */
export type HostOption =
  | string
  | {
      /** Origin for writes, tokens, identity, and every GET without a read-only host. */
      api: string
      /** Origin for read-only GETs (never the current cart). */
      readOnly?: string | undefined
      /** Which prefix table to use. Default `'platform'`. */
      paths?: 'platform' | 'site' | undefined
    }

/** A {@link HostOption} after validation. */
export interface ResolvedHost {
  /** Origin (and optional base path) for everything but read-only GETs, no trailing slash. */
  api: string
  /** Origin for read-only GETs, no trailing slash. */
  readOnly: string
  /** Which prefix table applies. */
  paths: 'platform' | 'site'
}

/** The platform's API host. */
export const PLATFORM_API_HOST = 'https://www.wixapis.com'
/** The platform's read-only host for GETs. */
export const PLATFORM_READ_ONLY_HOST = 'https://readonly.wixapis.com'

/**
 * Path prefixes of each service per host kind, as observed on the wire (wire notes §1).
 */
export const serviceRoutes: Readonly<Record<ServiceName, ServiceRoute>> = {
  'ecom-cart': { platform: '/ecom', site: '/_api/ecom-cart' },
  'catalog-reader': { platform: '/stores-reader', site: '/_api/catalog-reader-server', readOnly: true },
  'catalog-server': { platform: '/stores', site: '/_api/catalog-server' },
  collections: { platform: '', site: '', readOnly: true },
  redirects: { platform: '/_api/redirects-api', site: '/headless' },
  'iam-authentication': { platform: '/_api/iam/authentication', site: '/_api/iam/authentication' },
  'iam-verification': { platform: '/_api/iam/verification', site: '/_api/iam/verification' },
  'iam-recovery': { platform: '/_api/iam/recovery', site: '/_iam/recovery' },
  oauth: { platform: '', site: '' },
  graphql: { platform: '', site: '' },
}

function origin(value: string, option: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    refuseInput(option, `must be an absolute http(s) URL, got ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    refuseInput(option, 'must use http or https')
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** Validates a {@link HostOption}. */
export function resolveHost(host: HostOption | undefined): ResolvedHost {
  if (host === undefined)
    return { api: PLATFORM_API_HOST, readOnly: PLATFORM_READ_ONLY_HOST, paths: 'platform' }
  if (typeof host === 'string') {
    const api = origin(host, 'host')
    return { api, readOnly: api, paths: 'site' }
  }
  const api = origin(host.api, 'host.api')
  return {
    api,
    readOnly: host.readOnly === undefined ? api : origin(host.readOnly, 'host.readOnly'),
    paths: host.paths ?? 'platform',
  }
}

/** The route of a descriptor's service (an unprefixed route when none is named). */
export function routeOf(service: ServiceName | ServiceRoute | undefined): ServiceRoute {
  if (service === undefined) return { platform: '', site: '' }
  return typeof service === 'string' ? serviceRoutes[service] : service
}
