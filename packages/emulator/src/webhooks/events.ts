import { newId } from '../state/random'
import type { JsonObject } from '../wire/json-body'

/** Who caused an event (spec: webhook identity type). */
export type WebhookIdentity =
  | { identityType: 'ANONYMOUS_VISITOR'; anonymousVisitorId: string }
  | { identityType: 'MEMBER'; memberId: string }
  | { identityType: 'APP'; appId: string }
  | { identityType: 'UNKNOWN' }

/** An event of the emulated site, before it is signed and delivered. */
export interface PlatformEvent {
  /** Event id: the `jti` of the token, and `id` of a domain event payload. */
  id: string
  eventType: string
  identity: WebhookIdentity
  /** The payload that goes, JSON-encoded, into the envelope's `data`. */
  payload: JsonObject
}

/** Listeners of site events (the webhook dispatcher is one). */
export class EventBus {
  private readonly listeners = new Set<(event: PlatformEvent) => void>()

  /** Registers a listener; returns a function that removes it. */
  subscribe(listener: (event: PlatformEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tells every listener. */
  emit(event: PlatformEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}

/** What happened to an entity in a domain event. */
export type DomainChange =
  | { slug: 'created'; entity: JsonObject }
  | { slug: 'updated'; entity: JsonObject; modifiedFields?: JsonObject }
  | { slug: 'deleted'; entity?: JsonObject }

/**
 * A domain event (cart, redirect session): the payload carries `entityFqdn`, `slug`, `entityId`,
 * `eventTime` and one of `createdEvent.entity`, `updatedEvent.currentEntity`, `deletedEvent.deletedEntity`.
 */
export function domainEvent(args: {
  entityFqdn: string
  entityId: string
  change: DomainChange
  identity: WebhookIdentity
  eventTime: string
}): PlatformEvent {
  const id = newId()
  const { change } = args
  const body: JsonObject =
    change.slug === 'created'
      ? { createdEvent: { entity: change.entity } }
      : change.slug === 'updated'
        ? {
            updatedEvent: {
              currentEntity: change.entity,
              ...(change.modifiedFields ? { modifiedFields: change.modifiedFields } : {}),
            },
          }
        : { deletedEvent: change.entity ? { deletedEntity: change.entity } : {} }
  return {
    id,
    eventType: `${args.entityFqdn}_${change.slug}`,
    identity: args.identity,
    payload: {
      id,
      entityFqdn: args.entityFqdn,
      slug: change.slug,
      entityId: args.entityId,
      ...body,
      eventTime: args.eventTime,
      triggeredByAnonymizeRequest: false,
    },
  }
}

/** A plain event (catalogue v1): the payload is the event body itself. */
export function plainEvent(eventType: string, payload: JsonObject, identity: WebhookIdentity): PlatformEvent {
  return { id: newId(), eventType, identity, payload }
}

/** Event types of the catalogue (plain events). */
export const CATALOG_EVENTS: {
  readonly productCreated: string
  readonly productChanged: string
  readonly productDeleted: string
  readonly collectionCreated: string
  readonly collectionChanged: string
  readonly collectionDeleted: string
  readonly variantsChanged: string
} = {
  productCreated: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  productChanged: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  productDeleted: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  collectionCreated: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  collectionChanged: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  collectionDeleted: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
  variantsChanged: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
}

/** Entity names of domain events: the event type is `<entityFqdn>_<created|updated|deleted>`. */
export const DOMAIN_ENTITIES: { readonly cart: string; readonly redirectSession: string } = {
  cart: 'wix.ecom.v1.cart',
  redirectSession: 'wix.headless.v1.redirect_session',
}
