import { receiveDelivery } from '../../../lib/catalogue-webhooks'

/**
 * The platform's webhook deliveries (registered with the emulator when the shop starts, see
 * `instrumentation.ts`; on the platform, in the site's dashboard): verified, then the catalogue
 * cache tags they name are revalidated. Only POST: Next.js answers any other method 405.
 */
export function POST(request: Request): Promise<Response> {
  return receiveDelivery(request)
}
