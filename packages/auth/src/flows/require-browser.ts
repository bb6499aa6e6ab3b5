import { isBrowser } from '../env'
import { BrowserOnlyError } from '../errors'

/** Throws a `BrowserOnlyError` naming `feature` when there is no page. */
export function requireBrowser(feature: string): void {
  if (!isBrowser()) throw new BrowserOnlyError(feature)
}
