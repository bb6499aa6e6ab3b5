import type { FieldTypes } from '@vitrine/core'
import { decodeWire } from '@vitrine/core/module'
import { WebhookVerificationError } from '../errors'
import type { AnyWebhookEvent } from '../webhook-event'

type Json = Record<string, unknown>

export function invalidPayload(description: string): WebhookVerificationError {
  return new WebhookVerificationError('INVALID_PAYLOAD', `Invalid webhook payload: ${description}`)
}

/** How deep one JSON level of a delivery may nest objects and arrays (the platform's use ~8). */
export const MAX_DEPTH = 64

// Whether `value` nests objects / arrays more than `levels` deep. Recurses at most `levels`
// calls deep, whatever the input: JSON.parse itself is not recursive, but walking its result
// (our decoder, a handler's JSON.stringify) is, and ~8 000 levels overflow the stack. Loops
// rather than Object.values: no allocation, ~6× faster on a cart.
function deeper(value: unknown, levels: number): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (levels < 1) return true
  if (Array.isArray(value)) {
    for (const item of value) if (deeper(item, levels - 1)) return true
  } else {
    // JSON.parse gives plain objects: for-in sees their own keys only (`__proto__` included).
    for (const key in value) if (deeper((value as Json)[key], levels - 1)) return true
  }
  return false
}

/**
 * `value`, refused as an invalid payload when it nests deeper than {@link MAX_DEPTH}: a delivery
 * that can never be processed is a 4xx, never a `RangeError` (and a 5xx retried forever).
 */
export function bounded<T>(value: T, where: string): T {
  if (deeper(value, MAX_DEPTH)) throw invalidPayload(`${where} nests deeper than ${MAX_DEPTH} levels`)
  return value
}

/**
 * An object at `where`: the platform nests JSON as strings (the envelope, the identity, the
 * payload, an entity), so a string is parsed — once, strictly, its depth bounded — and anything
 * but a JSON object is refused. Objects that are not strings here were bounded with their parent.
 * `JSON.parse` keeps `__proto__` as a plain own key; nothing here copies keys. Size needs no
 * bound of its own: every level is text inside the token, so never longer than `maxBytes`.
 */
export function objectAt(value: unknown, where: string, optional?: boolean): Json | undefined {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw invalidPayload(`${where} is not valid JSON`)
    }
    bounded(value, where)
  }
  if (value === undefined || value === null) {
    if (optional) return undefined
    throw invalidPayload(`${where} is missing`)
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidPayload(`${where} is not a JSON object`)
  return value as Json
}

// The event id: the domain event's `id`, else `jti`; with neither, the signature still
// identifies this very delivery.
function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function stringAt(value: unknown, where: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') throw invalidPayload(`${where} is not a string`)
  return value
}

// Declared float and date fields, decoded by core's wire codec (the same one every module's answers go
// through): a date field's ISO string becomes a `Date`, a float field's "NaN" / "Infinity" /
// "-Infinity" a number, arrays are walked through, only own keys are followed.
const WEIGHT: FieldTypes = { weight: 'float' }
const SERVICE: FieldTypes = { scheduledDate: 'date', endDate: 'date' }
const CART: FieldTypes = {
  createdDate: 'date',
  updatedDate: 'date',
  lineItems: {
    image: { urlExpirationDate: 'date' },
    catalogOverrideFields: { image: { urlExpirationDate: 'date' }, physicalProperties: WEIGHT },
    serviceProperties: SERVICE,
    physicalProperties: WEIGHT,
  },
  customLineItems: { serviceProperties: SERVICE, physicalProperties: WEIGHT },
  contactInfo: { address: { geocode: { latitude: 'float', longitude: 'float' } } },
}
const PRODUCT: FieldTypes = {
  price: { price: 'float', discountedPrice: 'float', pricePerUnit: 'float' },
  costAndProfitData: { itemCost: 'float', profit: 'float', profitMargin: 'float' },
}

const decode = (value: unknown, fields?: FieldTypes): Json => decodeWire(value, fields) as Json

// Domain events carry `{ id, entityId, eventTime, createdEvent | updatedEvent | deletedEvent }`;
// catalogue events carry their body as is (`data`). Literal strings, not `EventType.*`, so that
// the `EventType` object is only bundled by apps that use it.
export type Shape = 'createdEvent' | 'updatedEvent' | 'deletedEvent' | 'data'
export const EVENTS: Map<string, [Shape, FieldTypes?]> = new Map([
  ['wix.ecom.v1.cart_created', ['createdEvent', CART]],
  ['wix.ecom.v1.cart_updated', ['updatedEvent', CART]],
  ['wix.ecom.v1.cart_deleted', ['deletedEvent', CART]],
  ['wix.headless.v1.redirect_session_created', ['createdEvent']],
  ['com.wix.ecommerce.catalog.api.v1.ProductCreated', ['data', PRODUCT]],
  ['com.wix.ecommerce.catalog.api.v1.ProductChanged', ['data']],
  ['com.wix.ecommerce.catalog.api.v1.ProductDeleted', ['data']],
  ['com.wix.ecommerce.catalog.api.v1.CollectionCreated', ['data']],
  ['com.wix.ecommerce.catalog.api.v1.CollectionChanged', ['data']],
  ['com.wix.ecommerce.catalog.api.v1.CollectionDeleted', ['data']],
  ['com.wix.ecommerce.catalog.api.v1.VariantsChanged', ['data']],
])

/**
 * Turns verified claims into the typed event. Every level is validated; any mismatch is an
 * `INVALID_PAYLOAD` error. An unknown event type gives an event with a raw `payload`.
 */
export function decodeDelivery(claims: Json, token: string): AnyWebhookEvent {
  if (typeof claims.data !== 'string') throw invalidPayload('the "data" claim is not a string')
  const envelope = objectAt(claims.data, 'data')!
  const eventType = envelope.eventType
  if (typeof eventType !== 'string' || eventType === '')
    throw invalidPayload('data.eventType is not a string')
  const identity = objectAt(envelope.identity, 'data.identity', true)
  if (identity) stringAt(identity.identityType, 'data.identity.identityType')
  const payload = objectAt(envelope.data, 'data.data')!
  const time = stringAt(payload.eventTime, 'data.data.eventTime')
  const eventTime = time
    ? new Date(time)
    : typeof claims.iat === 'number'
      ? new Date(claims.iat * 1000)
      : undefined
  if (eventTime && Number.isNaN(eventTime.getTime()))
    throw invalidPayload('data.data.eventTime is not a date')

  const event: Json = {
    eventType,
    eventId: nonEmpty(payload.id) ?? nonEmpty(claims.jti) ?? token.slice(token.lastIndexOf('.') + 1),
    eventTime,
    instanceId: stringAt(envelope.instanceId, 'data.instanceId'),
    identity,
    accountInfo: objectAt(envelope.accountInfo, 'data.accountInfo', true),
  }
  const known = EVENTS.get(eventType)
  if (!known) {
    event.payload = payload
    return event as unknown as AnyWebhookEvent
  }
  const [shape, paths] = known
  if (shape === 'data') {
    event.data = decode(payload, paths)
    return event as unknown as AnyWebhookEvent
  }
  event.entityId = stringAt(payload.entityId, 'data.data.entityId')
  const where = `data.data.${shape}`
  const body = objectAt(payload[shape], where, shape === 'deletedEvent')
  const field =
    shape === 'createdEvent' ? 'entity' : shape === 'updatedEvent' ? 'currentEntity' : 'deletedEntity'
  const entity = objectAt(
    body?.[field] ?? body?.[`${field}AsJson`],
    `${where}.${field}`,
    shape === 'deletedEvent',
  )
  event.entity = entity && decode(entity, paths)
  if (shape === 'updatedEvent')
    event.modifiedFields = objectAt(body!.modifiedFields, `${where}.modifiedFields`, true)
  return event as unknown as AnyWebhookEvent
}
