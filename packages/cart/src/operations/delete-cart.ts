import type { CartSession } from '../cart-session'
import type { CallOptions } from '../inputs'

/** `DELETE /v1/carts/current`. */
export function deleteCart(session: CartSession, options?: CallOptions): Promise<void> {
  return session.send(
    () => ({ method: 'DELETE', service: 'ecom-cart', path: '/v1/carts/current', signal: options?.signal }),
    () => undefined,
  )
}
