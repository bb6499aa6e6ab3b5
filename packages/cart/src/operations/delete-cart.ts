import { nothing, type Operation } from '@vitrine/core/module'

/** `DELETE /v1/carts/current`. */
export const deleteCart: Operation<[], unknown, void> = {
  name: 'cart.delete',
  params: [],
  request: () => ({ method: 'DELETE', service: 'ecom-cart', path: '/v1/carts/current' }),
  result: nothing,
}
