import { HttpResponse, http, type RequestHandler } from 'msw'
import { PLATFORM_ORIGINS } from './constants'
import type { Emulator } from './create-emulator'
import { internalsOf } from './internals'
import { DroppedConnection } from './pipeline/fault-registry'
import { standardResponse } from './wire/wire-json'

/**
 * msw 2 handlers that answer every request to the given origins with the emulator. Default
 * origins: the emulator's `origin` (read now: call it after `listen()` to include the bound URL)
 * and the platform hosts `https://www.wixapis.com`, `https://readonly.wixapis.com` and
 * `https://edge.wixapis.com`. A dropped-connection fault becomes a network error.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node'
 * import { createEmulator } from '@vitrine/emulator'
 * import { handlers } from '@vitrine/emulator/msw'
 *
 * const emulator = createEmulator()
 * const server = setupServer(...handlers(emulator))
 * server.listen({ onUnhandledRequest: 'error' })
 * ```
 */
export function handlers(
  emulator: Emulator,
  origins: readonly string[] = [emulator.origin, ...PLATFORM_ORIGINS],
): RequestHandler[] {
  const { handle } = internalsOf(emulator)
  return origins.map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return standardResponse(await handle(request))
      } catch (error) {
        if (error instanceof DroppedConnection) return HttpResponse.error()
        throw error
      }
    }),
  )
}
