import type { CallOptions } from '@vitrine/core'
import { isBrowser } from '../../env'
import { BrowserOnlyError } from '../../errors'

/** Throws a `BrowserOnlyError` naming `feature` when there is no page. */
export function requireBrowser(feature: string): void {
  if (!isBrowser()) throw new BrowserOnlyError(feature)
}

/** Rejects at once with the signal's reason when the call was aborted before it started. */
export function notAborted(options: CallOptions | undefined): void {
  ;(options as CallOptions | null | undefined)?.signal?.throwIfAborted()
}
