import type { RequestSummary } from './errors'

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-api-key', 'wix-account-id'])
const SECRET_PARAM = /token|code|verifier|password|secret|key|session/i
const REDACTED = '[REDACTED]'

/** A copy of a request that is safe to keep in an error or a log: credentials redacted. */
export function summarizeRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
): RequestSummary {
  const safeHeaders: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    safeHeaders[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value
  }
  return { method, url: redactUrl(url), headers: safeHeaders }
}

/** A URL that is safe to keep: the values of its secret-looking query parameters redacted. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  return q === -1
    ? url
    : `${url.slice(0, q)}?${url
        .slice(q + 1)
        .split('&')
        .map((pair) => {
          const eq = pair.indexOf('=')
          const name = eq === -1 ? pair : pair.slice(0, eq)
          return eq !== -1 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair
        })
        .join('&')}`
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
