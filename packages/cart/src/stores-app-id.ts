/**
 * App id of the platform's stores catalogue: the default `catalogReference.appId` of the line
 * items you add. Pass another app's id to add items of its catalogue (bookings, events, ...).
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@vitrine/cart'
 *
 * await client.cart.addItems({
 *   lineItems: [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID }, quantity: 1 }],
 * })
 * ```
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'
