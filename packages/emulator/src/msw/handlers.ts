import { HttpResponse, http, type RequestHandler } from 'msw'
import { DroppedConnection } from '../faults/fault-registry'

/**
 * msw 2 handlers answering every request to the given origins with the emulator
 * (a dropped-connection fault becomes a network error).
 */
export function createMswHandlers(
  origins: readonly string[],
  handler: (request: Request) => Promise<Response>,
): RequestHandler[] {
  return origins.map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return await handler(request)
      } catch (error) {
        if (error instanceof DroppedConnection) return HttpResponse.error()
        throw error
      }
    }),
  )
}
