import { type CryptoKey, importPKCS8, SignJWT } from 'jose'
import type { WebhookEventType } from '../event-type'
import { EVENTS } from '../lib/decode-delivery'
import type { WebhookEventOf } from '../webhook-event'
import type { WebhookAlgorithm } from '../webhooks'

/**
 * An event to sign: its type, its body (`entity` or `data`, typed as the handlers receive
 * them: `Date`s, numbers) and, optionally, the envelope fields (`eventId`, `eventTime`,
 * `instanceId`, `identity`, `accountInfo`, `entityId`).
 */
export type SignableEvent = {
  [K in WebhookEventType]: { eventType: K } & Partial<Omit<WebhookEventOf<K>, 'eventType'>>
}[WebhookEventType]

/** Options of {@link signDelivery}. */
export interface SignDeliveryOptions {
  /** Signature algorithm; must match the key. Default `RS256`. */
  algorithm?: WebhookAlgorithm
  /** `iss` claim. */
  issuer?: string
  /** `aud` claim. */
  audience?: string
  /** Seconds from `issuedAt` to `exp`. Default 300. */
  expiresIn?: number
  /** `iat`. Default: now. */
  issuedAt?: Date
  /** `kid` header. */
  keyId?: string
}

const FQDN: Record<string, string> = {
  'wix.ecom.v1.cart_created': 'wix.ecom.v1.cart',
  'wix.ecom.v1.cart_updated': 'wix.ecom.v1.cart',
  'wix.ecom.v1.cart_deleted': 'wix.ecom.v1.cart',
  'wix.headless.v1.redirect_session_created': 'wix.headless.v1.redirect_session',
}
const FIELD = {
  createdEvent: 'entity',
  updatedEvent: 'currentEntity',
  deletedEvent: 'deletedEntity',
} as const

// The wire form: dates as ISO strings (via toJSON), non-finite floats as strings.
function wire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
  )
}

/**
 * Signs an event the way the platform delivers it — a compact JWT whose `data` claim is the JSON
 * envelope (`eventType`, `instanceId`, `identity` and the payload as nested JSON strings) — so
 * that your tests can feed `verify()`, `process()` or your HTTP route real deliveries.
 *
 * @param event - the event to sign.
 * @param privateKey - a `CryptoKey`, or a PKCS#8 PEM private key.
 * @param options - algorithm, claims and lifetime.
 * @returns the compact JWT (the body of the platform's POST).
 * @example
 * ```ts
 * import { createWebhooks } from '@vitrine/webhooks'
 * import { generateSigningKeys, signDelivery } from '@vitrine/webhooks/testing'
 *
 * const { publicKey, privateKey } = await generateSigningKeys()
 * const webhooks = createWebhooks({ publicKey })
 * const token = await signDelivery(
 *   { eventType: 'wix.ecom.v1.cart_created', entity: { id: 'cart-1', createdDate: new Date() } },
 *   privateKey,
 * )
 * const event = await webhooks.verify(token)
 * ```
 */
export async function signDelivery(
  event: SignableEvent,
  privateKey: CryptoKey | string,
  options: SignDeliveryOptions = {},
): Promise<string> {
  const { algorithm = 'RS256', issuer, audience, expiresIn = 300, issuedAt = new Date(), keyId } = options
  const fields = event as Record<string, unknown>
  const eventId = typeof fields.eventId === 'string' ? fields.eventId : crypto.randomUUID()
  const shape = EVENTS.get(event.eventType)?.[0] ?? 'data'
  let payload: unknown
  if (shape === 'data') payload = fields.data ?? {}
  else {
    const entity = fields.entity as { id?: unknown } | undefined
    payload = {
      id: eventId,
      entityFqdn: FQDN[event.eventType],
      slug: shape.slice(0, -5),
      entityId: fields.entityId ?? entity?.id,
      eventTime: fields.eventTime ?? issuedAt,
      [shape]: { [FIELD[shape]]: entity, modifiedFields: fields.modifiedFields },
    }
  }
  const envelope = {
    eventType: event.eventType,
    instanceId: fields.instanceId,
    identity: fields.identity === undefined ? undefined : wire(fields.identity),
    accountInfo: fields.accountInfo,
    data: wire(payload),
  }
  const key = typeof privateKey === 'string' ? await importPKCS8(privateKey, algorithm) : privateKey
  const iat = Math.floor(issuedAt.getTime() / 1000)
  const jwt = new SignJWT({ data: wire(envelope) })
    .setProtectedHeader(keyId === undefined ? { alg: algorithm } : { alg: algorithm, kid: keyId })
    .setJti(eventId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
  if (issuer !== undefined) jwt.setIssuer(issuer)
  if (audience !== undefined) jwt.setAudience(audience)
  return jwt.sign(key)
}
