import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose'
import { describe, expect, test } from 'vitest'
import { createWebhooks, EventType, type WebhookEventType } from '../index'
import { generateSigningKeys, type SignableEvent, signDelivery } from '../testing'

describe('signDelivery', () => {
  test('signs every event type so that verify() returns it, typed and decoded', async () => {
    const { publicKey, privateKey } = await generateSigningKeys()
    const webhooks = createWebhooks({ publicKey })
    const events: SignableEvent[] = [
      {
        eventType: 'wix.ecom.v1.cart_created',
        eventId: 'e-1',
        instanceId: 'inst-1',
        identity: { identityType: 'MEMBER', memberId: 'm-1' },
        entity: {
          id: 'cart-1',
          createdDate: new Date('2025-01-01T00:00:00.000Z'),
          lineItems: [{ id: 'li-1', physicalProperties: { weight: Number.NaN } }],
        },
      },
      {
        eventType: 'wix.ecom.v1.cart_updated',
        entity: { id: 'cart-1' },
        modifiedFields: { buyerNote: 'hi' },
      },
      { eventType: 'wix.ecom.v1.cart_deleted', entityId: 'cart-1' },
      { eventType: 'wix.headless.v1.redirect_session_created', entity: { id: 'rs-1', fullUrl: 'https://x' } },
      {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
        data: { productId: 'p-1', price: { price: Infinity } },
      },
      {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
        data: { productId: 'p-1', changedFields: ['name'] },
      },
      { eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted', data: { productId: 'p-1' } },
      { eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated', data: { collection_Id: 'c-1' } },
      { eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged', data: { collection_Id: 'c-1' } },
      { eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted', data: { collection_Id: 'c-1' } },
      {
        eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
        data: { productId: 'p-1', variants: [] },
      },
    ]
    const types = new Set<WebhookEventType>()
    for (const input of events) {
      const event = await webhooks.verify(await signDelivery(input, privateKey))
      expect(event.eventType).toBe(input.eventType)
      expect(event.eventTime).toBeInstanceOf(Date)
      types.add(event.eventType)
    }
    expect([...types].sort()).toEqual(Object.values(EventType).sort())

    const first = await webhooks.verify(await signDelivery(events[0]!, privateKey))
    if (first.eventType !== 'wix.ecom.v1.cart_created') throw new Error('narrowing')
    expect(first).toMatchObject({ eventId: 'e-1', instanceId: 'inst-1', entityId: 'cart-1' })
    expect(first.identity).toEqual({ identityType: 'MEMBER', memberId: 'm-1' })
    expect(first.entity.createdDate).toEqual(new Date('2025-01-01T00:00:00.000Z'))
    expect(first.entity.lineItems?.[0]?.physicalProperties?.weight).toBeNaN()

    const product = await webhooks.verify(await signDelivery(events[4]!, privateKey))
    if (product.eventType !== 'com.wix.ecommerce.catalog.api.v1.ProductCreated') throw new Error('narrowing')
    expect(product.data.price?.price).toBe(Infinity)
    expect(product.eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('writes the platform envelope: data claim → JSON string with identity and payload as JSON strings', async () => {
    const { privateKey } = await generateSigningKeys()
    const token = await signDelivery(
      {
        eventType: 'wix.ecom.v1.cart_created',
        eventId: 'e-1',
        identity: { identityType: 'APP' },
        entity: { id: 'c' },
      },
      privateKey,
      { issuer: 'iss', audience: 'aud', expiresIn: 60, keyId: 'k-1' },
    )
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString())) as [
      Record<string, unknown>,
      Record<string, unknown>,
    ]
    expect(header).toEqual({ alg: 'RS256', kid: 'k-1' })
    expect(payload).toMatchObject({ iss: 'iss', aud: 'aud', jti: 'e-1' })
    expect((payload.exp as number) - (payload.iat as number)).toBe(60)
    const envelope = JSON.parse(payload.data as string)
    expect(typeof envelope.identity).toBe('string')
    expect(typeof envelope.data).toBe('string')
    expect(JSON.parse(envelope.data)).toMatchObject({
      id: 'e-1',
      slug: 'created',
      createdEvent: { entity: { id: 'c' } },
    })
  })

  test('accepts a PKCS#8 PEM private key and other algorithms', async () => {
    const rsa = await generateKeyPair('PS256', { extractable: true })
    const { publicKey } = await generateSigningKeys('PS256')
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    const pem = await exportPKCS8(rsa.privateKey)
    const token = await signDelivery({ eventType: 'wix.ecom.v1.cart_deleted' }, pem, { algorithm: 'PS256' })
    expect(token.split('.')).toHaveLength(3)

    const webhooks = createWebhooks({ publicKey: await exportSPKI(rsa.publicKey), algorithms: ['PS256'] })
    const event = await webhooks.verify(token)
    expect(event.eventType).toBe('wix.ecom.v1.cart_deleted')
  })

  test('issuedAt and expiresIn control the lifetime: an old delivery is expired', async () => {
    const { publicKey, privateKey } = await generateSigningKeys()
    const token = await signDelivery({ eventType: 'wix.ecom.v1.cart_deleted' }, privateKey, {
      issuedAt: new Date(Date.now() - 3600_000),
      expiresIn: 60,
    })
    await expect(createWebhooks({ publicKey }).verify(token)).rejects.toMatchObject({ code: 'EXPIRED' })
  })
})
