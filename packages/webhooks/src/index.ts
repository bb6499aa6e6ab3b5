/**
 * `@vitrine/webhooks`: receive the platform's webhooks. `createWebhooks({ publicKey })` verifies
 * a signed delivery (a string, bytes or a web `Request`) into a typed event, runs the handlers
 * registered with `on(type, handler)`, reports duplicates through a seen-store, and mounts as a
 * web or Node HTTP handler. A bad delivery is a `WebhookVerificationError`, never a crash.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/webhooks. Everything under src/lib/ is internal.
export { createWebhooks } from './create-webhooks'
export type {
  CatalogVersion,
  CollectionChangedData,
  CollectionCreatedData,
  CollectionDeletedData,
  ProductChangedData,
  ProductCreatedData,
  ProductDeletedData,
  VariantsChangedData,
  WebhookAccountInfo,
  WebhookAddress,
  WebhookCart,
  WebhookCartLineItem,
  WebhookIdentity,
  WebhookImage,
  WebhookMoney,
  WebhookProductPrice,
  WebhookRedirectSession,
} from './entities'
export {
  ServicePluginError,
  type ServicePluginErrorOptions,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
  type WebhookVerificationErrorDetails,
} from './errors'
export { escapeForLog } from './escape-for-log'
export { EventType, type WebhookEventType } from './event-type'
export { type MemorySeenStoreOptions, memorySeenStore } from './memory-seen-store'
export type { NodeHandler, NodeRequestLike, NodeResponseLike } from './node-handler'
export type { SeenStore } from './seen-store'
export type {
  ServicePluginCall,
  ServicePluginMetadata,
  ServicePluginMethod,
  ServicePlugins,
} from './service-plugins'
export type {
  AnyWebhookEvent,
  CartCreatedEvent,
  CartDeletedEvent,
  CartUpdatedEvent,
  CollectionChangedEvent,
  CollectionCreatedEvent,
  CollectionDeletedEvent,
  EntityEventFields,
  ProductChangedEvent,
  ProductCreatedEvent,
  ProductDeletedEvent,
  RedirectSessionCreatedEvent,
  UnknownWebhookEvent,
  VariantsChangedEvent,
  WebhookEnvelope,
  WebhookEvent,
  WebhookEventOf,
} from './webhook-event'
export type {
  EventHandler,
  WebhookAlgorithm,
  WebhookInput,
  Webhooks,
  WebhooksOptions,
} from './webhooks'
