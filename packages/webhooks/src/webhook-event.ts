// Types-only module: the typed events `verify()` returns and handlers receive.
import type {
  CollectionChangedData,
  CollectionCreatedData,
  CollectionDeletedData,
  ProductChangedData,
  ProductCreatedData,
  ProductDeletedData,
  VariantsChangedData,
  WebhookAccountInfo,
  WebhookCart,
  WebhookIdentity,
  WebhookRedirectSession,
} from './entities'
import type { WebhookEventType } from './event-type'

/**
 * What every event carries, whatever its type.
 *
 * @typeParam T - the event type string.
 * @example
 * ```ts
 * export async function POST(request: Request): Promise<Response> {
 *   const event = await webhooks.verify(request)
 *   console.log(event.eventType, event.eventId, event.eventTime?.toISOString(), event.identity?.identityType)
 *   return new Response(null, { status: 200 })
 * }
 * ```
 */
export interface WebhookEnvelope<T extends string = string> {
  /** The platform's event type, e.g. `wix.ecom.v1.cart_created`. Discriminates the union. */
  eventType: T
  /**
   * The event's id: the same on every redelivery of one event, so it keys the seen-store.
   * (The domain event's `id`; else the token's `jti`; else the token's signature.)
   */
  eventId: string
  /** When the event happened (the domain event's `eventTime`, else the token's `iat`). */
  eventTime: Date | undefined
  /** The app instance (site installation) the event is for. */
  instanceId: string | undefined
  /** Who caused the event. */
  identity: WebhookIdentity | undefined
  /** The account and site, when the platform sends them. */
  accountInfo: WebhookAccountInfo | undefined
}

/** Fields of events that report a change to one entity (cart, redirect session). */
export interface EntityEventFields {
  /** The id of the entity the event is about. */
  entityId: string | undefined
}

/**
 * A cart was created (`wix.ecom.v1.cart_created`).
 *
 * @example
 * ```ts
 * webhooks.on('wix.ecom.v1.cart_created', (event) => console.log(event.entity.createdDate))
 * ```
 */
export interface CartCreatedEvent extends WebhookEnvelope<'wix.ecom.v1.cart_created'>, EntityEventFields {
  /** The new cart. */
  entity: WebhookCart
}

/**
 * A cart changed (`wix.ecom.v1.cart_updated`).
 *
 * @example
 * ```ts
 * webhooks.on('wix.ecom.v1.cart_updated', (event) => console.log(event.entity.lineItems?.length))
 * ```
 */
export interface CartUpdatedEvent extends WebhookEnvelope<'wix.ecom.v1.cart_updated'>, EntityEventFields {
  /** The cart as it is now. */
  entity: WebhookCart
  /** The platform's raw description of the modified fields, when it sends one. */
  modifiedFields: Record<string, unknown> | undefined
}

/**
 * A cart was deleted (`wix.ecom.v1.cart_deleted`).
 *
 * @example
 * ```ts
 * webhooks.on('wix.ecom.v1.cart_deleted', (event) => console.log('cart gone', event.entityId))
 * ```
 */
export interface CartDeletedEvent extends WebhookEnvelope<'wix.ecom.v1.cart_deleted'>, EntityEventFields {
  /** The deleted cart, when the platform includes it. */
  entity: WebhookCart | undefined
}

/**
 * A redirect session was created (`wix.headless.v1.redirect_session_created`).
 *
 * @example
 * ```ts
 * webhooks.on('wix.headless.v1.redirect_session_created', (event) => console.log(event.entity.fullUrl))
 * ```
 */
export interface RedirectSessionCreatedEvent
  extends WebhookEnvelope<'wix.headless.v1.redirect_session_created'>,
    EntityEventFields {
  /** The new redirect session. */
  entity: WebhookRedirectSession
}

/**
 * A product was created (`com.wix.ecommerce.catalog.api.v1.ProductCreated`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.ProductCreated, (event) => console.log(event.data.name, event.data.price?.price))
 * ```
 */
export interface ProductCreatedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.ProductCreated'> {
  /** The event body. */
  data: ProductCreatedData
}

/**
 * A product changed (`com.wix.ecommerce.catalog.api.v1.ProductChanged`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.ProductChanged, (event) => console.log(event.data.changedFields))
 * ```
 */
export interface ProductChangedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.ProductChanged'> {
  /** The event body. */
  data: ProductChangedData
}

/**
 * A product was deleted (`com.wix.ecommerce.catalog.api.v1.ProductDeleted`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.ProductDeleted, (event) => console.log(event.data.productId))
 * ```
 */
export interface ProductDeletedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.ProductDeleted'> {
  /** The event body. */
  data: ProductDeletedData
}

/**
 * A collection was created (`com.wix.ecommerce.catalog.api.v1.CollectionCreated`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.CollectionCreated, (event) => console.log(event.data.slug))
 * ```
 */
export interface CollectionCreatedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.CollectionCreated'> {
  /** The event body. */
  data: CollectionCreatedData
}

/**
 * A collection changed (`com.wix.ecommerce.catalog.api.v1.CollectionChanged`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.CollectionChanged, (event) => console.log(event.data.changedFields))
 * ```
 */
export interface CollectionChangedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.CollectionChanged'> {
  /** The event body. */
  data: CollectionChangedData
}

/**
 * A collection was deleted (`com.wix.ecommerce.catalog.api.v1.CollectionDeleted`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.CollectionDeleted, (event) => console.log(event.data.collection_Id))
 * ```
 */
export interface CollectionDeletedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.CollectionDeleted'> {
  /** The event body. */
  data: CollectionDeletedData
}

/**
 * Variants of a product changed (`com.wix.ecommerce.catalog.api.v1.VariantsChanged`).
 *
 * @example
 * ```ts
 * import { EventType } from '@vitrine/webhooks'
 *
 * webhooks.on(EventType.VariantsChanged, (event) => console.log(event.data.variants?.length))
 * ```
 */
export interface VariantsChangedEvent
  extends WebhookEnvelope<'com.wix.ecommerce.catalog.api.v1.VariantsChanged'> {
  /** The event body. */
  data: VariantsChangedData
}

/**
 * Every event the SDK knows: a discriminated union on `eventType`.
 *
 * @example
 * ```ts
 * async function inspect(body: string): Promise<void> {
 *   const event = await webhooks.verify(body)
 *   switch (event.eventType) {
 *     case 'wix.ecom.v1.cart_created':
 *       console.log(event.entity.createdDate) // a Date
 *       break
 *     case 'com.wix.ecommerce.catalog.api.v1.ProductCreated':
 *       console.log(event.data.price?.price) // a number
 *       break
 *   }
 * }
 * ```
 */
export type WebhookEvent =
  | CartCreatedEvent
  | CartUpdatedEvent
  | CartDeletedEvent
  | ProductCreatedEvent
  | ProductChangedEvent
  | ProductDeletedEvent
  | CollectionCreatedEvent
  | CollectionChangedEvent
  | CollectionDeletedEvent
  | VariantsChangedEvent
  | RedirectSessionCreatedEvent

/**
 * The event of one type.
 *
 * @typeParam T - the event type string.
 * @example
 * ```ts
 * import type { WebhookEventOf } from '@vitrine/webhooks'
 *
 * type Created = WebhookEventOf<'wix.ecom.v1.cart_created'> // CartCreatedEvent
 * ```
 */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { eventType: T }>

/**
 * An authentic event of a type this SDK does not know yet; only a catch-all handler
 * (`onAny`) receives it. `payload` is the parsed event body, untouched.
 *
 * @example
 * ```ts
 * webhooks.onAny((event) => {
 *   if ('payload' in event) console.log('unknown event type', event.eventType)
 * })
 * ```
 */
export interface UnknownWebhookEvent extends WebhookEnvelope<string> {
  /** The parsed event body. */
  payload: Record<string, unknown>
}

/**
 * What a catch-all handler receives: a known event or an {@link UnknownWebhookEvent}
 * (tell them apart with `'payload' in event`).
 *
 * @example
 * ```ts
 * import type { AnyWebhookEvent } from '@vitrine/webhooks'
 *
 * const log = (event: AnyWebhookEvent) => console.log(event.eventType, event.eventId)
 * ```
 */
export type AnyWebhookEvent = WebhookEvent | UnknownWebhookEvent
