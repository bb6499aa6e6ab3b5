import type { LineItemInput } from './inputs'
import { STORES_APP_ID } from './stores-app-id'

/**
 * Gives every line item without a `catalogReference.appId` the stores catalogue's. Works on the
 * SDK's own copy of the input (after wire encoding), never on the caller's objects.
 */
export function lineItemsWithAppId(lineItems: readonly LineItemInput[] | undefined): void {
  for (const item of lineItems ?? []) item.catalogReference.appId ??= STORES_APP_ID
}
