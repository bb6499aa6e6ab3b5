import type { LineItemInput } from '../inputs'
import { STORES_APP_ID } from '../stores-app-id'

/**
 * The line items, each with the stores catalogue's `appId` where it has none: new objects where
 * one is added, the caller's never changed.
 */
export function withAppIds(lineItems: readonly LineItemInput[] | undefined): LineItemInput[] | undefined {
  return lineItems?.map((item) =>
    item?.catalogReference?.appId == null
      ? { ...item, catalogReference: { ...item.catalogReference, appId: STORES_APP_ID } }
      : item,
  )
}
