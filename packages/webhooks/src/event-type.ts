/**
 * The platform's event types this SDK knows, by a readable name. The values are the strings the
 * platform sends in `eventType`.
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.CartCreated, (event) => {
 *   console.log(event.entity.lineItems?.length)
 * })
 * ```
 *
 * @enum
 */
export const EventType = {
  CartCreated: 'wix.ecom.v1.cart_created',
  CartUpdated: 'wix.ecom.v1.cart_updated',
  CartDeleted: 'wix.ecom.v1.cart_deleted',
  ProductCreated: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  ProductChanged: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  ProductDeleted: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  CollectionCreated: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  CollectionChanged: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  CollectionDeleted: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
  VariantsChanged: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  RedirectSessionCreated: 'wix.headless.v1.redirect_session_created',
} as const

/**
 * Every event type string the SDK knows (the values of {@link EventType}).
 *
 * @example
 * ```ts
 * import type { WebhookEventType } from '@vitrine/webhooks'
 *
 * const type: WebhookEventType = 'wix.ecom.v1.cart_created'
 * ```
 */
export type WebhookEventType = (typeof EventType)[keyof typeof EventType]
