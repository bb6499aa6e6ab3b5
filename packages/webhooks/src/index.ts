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
