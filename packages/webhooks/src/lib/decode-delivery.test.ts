// One test per event type of spec §4: the platform's envelope (data claim → JSON string whose
// identity and payload are JSON strings, entities possibly nested as strings again) in, the typed
// event with its envelope and decoded entity out.
import { beforeAll, describe, expect, test } from 'vitest'
import { cartCreatedPayload, envelope, type KeyPair, rsaKeys, sign } from '../../test/helpers'
import { createWebhooks, EventType, type WebhookEvent, type Webhooks } from '../index'
import { EVENTS } from './decode-delivery'

let keys: KeyPair
let webhooks: Webhooks
beforeAll(async () => {
  keys = await rsaKeys()
  webhooks = createWebhooks({ publicKey: keys.pem })
})

async function verify(
  eventType: string,
  payload: unknown,
  extra?: Record<string, unknown>,
): Promise<WebhookEvent> {
  return webhooks.verify(await sign(envelope(eventType, payload, extra), keys.privateKey))
}

const cart = {
  id: 'cart-1',
  createdDate: '2025-01-02T03:04:05.000Z',
  updatedDate: '2025-01-03T00:00:00.000Z',
  currency: 'EUR',
  lineItems: [
    {
      id: 'li-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'prod-1', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      price: { amount: '10.50', formattedAmount: '€10.50' },
      image: { url: 'https://img/1.png', urlExpirationDate: '2025-02-01T00:00:00.000Z' },
      physicalProperties: { weight: 'NaN', sku: 'SKU-1' },
      catalogOverrideFields: { physicalProperties: { weight: '-Infinity' } },
      serviceProperties: { scheduledDate: '2025-03-01T10:00:00.000Z', numberOfParticipants: 1 },
      availability: { status: 'SOME_FUTURE_STATUS' },
    },
    { id: 'li-2', physicalProperties: { weight: 1.5 } },
  ],
  contactInfo: { address: { city: 'New York', geocode: { latitude: 'Infinity', longitude: -73.9 } } },
  note: 'an undeclared ISO-looking string stays a string: 2025-01-01T00:00:00.000Z',
}

function expectDecodedCart(entity: unknown): void {
  const c = entity as typeof cart & Record<string, never>
  expect(c.createdDate).toEqual(new Date('2025-01-02T03:04:05.000Z'))
  expect(c.updatedDate).toBeInstanceOf(Date)
  const [first, second] = c.lineItems as unknown as [
    Record<string, Record<string, unknown>>,
    (typeof cart.lineItems)[1],
  ]
  expect(first.image!.urlExpirationDate).toEqual(new Date('2025-02-01T00:00:00.000Z'))
  expect(first.physicalProperties!.weight).toBeNaN()
  expect(first.physicalProperties!.sku).toBe('SKU-1')
  expect(first.catalogOverrideFields!.physicalProperties).toEqual({ weight: Number.NEGATIVE_INFINITY })
  expect(first.serviceProperties!.scheduledDate).toBeInstanceOf(Date)
  expect(first.price).toEqual({ amount: '10.50', formattedAmount: '€10.50' }) // cart money stays decimal strings
  expect(first.availability).toEqual({ status: 'SOME_FUTURE_STATUS' }) // unknown enum values pass through
  expect(second.physicalProperties.weight).toBe(1.5)
  expect(c.contactInfo.address.geocode).toEqual({ latitude: Number.POSITIVE_INFINITY, longitude: -73.9 })
  expect(c.note).toBe('an undeclared ISO-looking string stays a string: 2025-01-01T00:00:00.000Z')
}

describe('event types of spec §4', () => {
  test('every EventType value is decoded (and nothing else is known)', () => {
    expect([...EVENTS.keys()].sort()).toEqual(Object.values(EventType).sort())
  })

  test('cart created: envelope, identity and the decoded cart', async () => {
    const event = await verify('wix.ecom.v1.cart_created', cartCreatedPayload(cart), {
      accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
    })
    expect(event).toMatchObject({
      eventType: 'wix.ecom.v1.cart_created',
      eventId: 'evt-1',
      eventTime: new Date('2025-01-02T03:04:05.000Z'),
      instanceId: 'inst-1',
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' },
      accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      entityId: 'cart-1',
    })
    if (event.eventType !== 'wix.ecom.v1.cart_created') throw new Error('narrowing')
    expectDecodedCart(event.entity)
  })

  test('cart created with the entity nested as a JSON string', async () => {
    const event = await verify('wix.ecom.v1.cart_created', {
      ...cartCreatedPayload(),
      createdEvent: { entity: JSON.stringify(cart) },
    })
    if (event.eventType !== 'wix.ecom.v1.cart_created') throw new Error('narrowing')
    expectDecodedCart(event.entity)
  })

  test('cart created with the entity under entityAsJson', async () => {
    const event = await verify('wix.ecom.v1.cart_created', {
      ...cartCreatedPayload(),
      createdEvent: { entityAsJson: JSON.stringify(cart) },
    })
    if (event.eventType !== 'wix.ecom.v1.cart_created') throw new Error('narrowing')
    expect(event.entity.id).toBe('cart-1')
  })

  test('cart updated: current entity and modified fields', async () => {
    const event = await verify('wix.ecom.v1.cart_updated', {
      id: 'evt-2',
      entityId: 'cart-1',
      eventTime: '2025-01-04T00:00:00.000Z',
      updatedEvent: { currentEntity: JSON.stringify(cart), modifiedFields: { lineItems: [] } },
    })
    if (event.eventType !== 'wix.ecom.v1.cart_updated') throw new Error('narrowing')
    expect(event.eventId).toBe('evt-2')
    expect(event.modifiedFields).toEqual({ lineItems: [] })
    expectDecodedCart(event.entity)
  })

  test('cart deleted: with and without the deleted entity', async () => {
    const without = await verify('wix.ecom.v1.cart_deleted', {
      id: 'evt-3',
      entityId: 'cart-1',
      deletedEvent: {},
    })
    expect(without).toMatchObject({
      eventType: 'wix.ecom.v1.cart_deleted',
      entityId: 'cart-1',
      entity: undefined,
    })
    const bare = await verify('wix.ecom.v1.cart_deleted', { id: 'evt-3b', entityId: 'cart-2' })
    expect(bare).toMatchObject({ entityId: 'cart-2', entity: undefined })
    const withEntity = await verify('wix.ecom.v1.cart_deleted', {
      id: 'evt-4',
      deletedEvent: { deletedEntity: cart },
    })
    if (withEntity.eventType !== 'wix.ecom.v1.cart_deleted') throw new Error('narrowing')
    expectDecodedCart(withEntity.entity)
  })

  test('redirect session created', async () => {
    const session = {
      id: 'rs-1',
      fullUrl: 'https://example.com/login',
      urlDetails: { endpoint: 'https://example.com' },
    }
    const event = await verify('wix.headless.v1.redirect_session_created', {
      id: 'evt-5',
      entityId: 'rs-1',
      eventTime: '2025-01-05T00:00:00.000Z',
      createdEvent: { entity: JSON.stringify(session) },
    })
    expect(event).toMatchObject({
      eventType: 'wix.headless.v1.redirect_session_created',
      eventId: 'evt-5',
      eventTime: new Date('2025-01-05T00:00:00.000Z'),
      entityId: 'rs-1',
      entity: session,
    })
  })

  test('product created: price and cost floats decoded', async () => {
    const event = await verify(
      'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      {
        productId: 'prod-1',
        name: 'Shirt',
        price: { currency: 'EUR', price: 'Infinity', discountedPrice: 9.5, pricePerUnit: 'NaN' },
        costAndProfitData: { itemCost: '-Infinity', profit: 2, profitMargin: 'NaN' },
        visible: true,
      },
      {},
    )
    if (event.eventType !== 'com.wix.ecommerce.catalog.api.v1.ProductCreated') throw new Error('narrowing')
    expect(event.data.name).toBe('Shirt')
    expect(event.data.price?.price).toBe(Number.POSITIVE_INFINITY)
    expect(event.data.price?.discountedPrice).toBe(9.5)
    expect(event.data.price?.pricePerUnit).toBeNaN()
    expect(event.data.costAndProfitData?.itemCost).toBe(Number.NEGATIVE_INFINITY)
    expect(event.data.costAndProfitData?.profitMargin).toBeNaN()
  })

  test('product created without an event id uses the token jti, else the signature; eventTime falls back to iat', async () => {
    const withJti = await webhooks.verify(
      await sign(
        { ...envelope('com.wix.ecommerce.catalog.api.v1.ProductCreated', { productId: 'p' }), jti: 'jti-1' },
        keys.privateKey,
      ),
    )
    expect(withJti.eventId).toBe('jti-1')
    expect(withJti.eventTime).toBeInstanceOf(Date)
    const token = await sign(
      envelope('com.wix.ecommerce.catalog.api.v1.ProductCreated', { productId: 'p' }),
      keys.privateKey,
    )
    const withoutJti = await webhooks.verify(token)
    expect(withoutJti.eventId).toBe(token.split('.')[2])
  })

  test('product changed', async () => {
    const event = await verify('com.wix.ecommerce.catalog.api.v1.ProductChanged', {
      productId: 'prod-1',
      changedFields: ['name', 'price'],
      originatedFromVersion: 'V1_CATALOG',
    })
    expect(event).toMatchObject({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      data: { productId: 'prod-1', changedFields: ['name', 'price'], originatedFromVersion: 'V1_CATALOG' },
    })
  })

  test('product deleted', async () => {
    const event = await verify('com.wix.ecommerce.catalog.api.v1.ProductDeleted', { productId: 'prod-1' })
    expect(event).toMatchObject({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
      data: { productId: 'prod-1' },
    })
  })

  test('collection created', async () => {
    const event = await verify('com.wix.ecommerce.catalog.api.v1.CollectionCreated', {
      collection_Id: 'col-1',
      name: 'Summer',
      slug: 'summer',
      visible: true,
    })
    expect(event).toMatchObject({ data: { collection_Id: 'col-1', name: 'Summer', slug: 'summer' } })
  })

  test('collection changed', async () => {
    const event = await verify('com.wix.ecommerce.catalog.api.v1.CollectionChanged', {
      collection_Id: 'col-1',
      changedFields: ['name'],
    })
    expect(event).toMatchObject({ data: { collection_Id: 'col-1', changedFields: ['name'] } })
  })

  test('collection deleted', async () => {
    const event = await verify('com.wix.ecommerce.catalog.api.v1.CollectionDeleted', {
      collection_Id: 'col-1',
    })
    expect(event).toMatchObject({ eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted' })
  })

  test('variants changed', async () => {
    const variants = [{ variantId: 'v-1', choices: { Size: 'M' }, changedFields: ['price'] }]
    const event = await verify('com.wix.ecommerce.catalog.api.v1.VariantsChanged', {
      productId: 'prod-1',
      variants,
    })
    if (event.eventType !== 'com.wix.ecommerce.catalog.api.v1.VariantsChanged') throw new Error('narrowing')
    expect(event.data.variants).toEqual(variants)
  })

  test('identity given as an object (not nested JSON) and no identity at all are both accepted', async () => {
    const asObject = await webhooks.verify(
      await sign(
        {
          data: JSON.stringify({
            eventType: 'wix.ecom.v1.cart_created',
            identity: { identityType: 'APP', appId: 'app-1' },
            data: JSON.stringify(cartCreatedPayload()),
          }),
        },
        keys.privateKey,
      ),
    )
    expect(asObject.identity).toEqual({ identityType: 'APP', appId: 'app-1' })
    const none = await webhooks.verify(
      await sign(
        {
          data: JSON.stringify({
            eventType: 'wix.ecom.v1.cart_created',
            data: JSON.stringify(cartCreatedPayload()),
          }),
        },
        keys.privateKey,
      ),
    )
    expect(none).toMatchObject({ identity: undefined, instanceId: undefined, accountInfo: undefined })
  })

  test('an invalid date string in a declared date field is left as it is', async () => {
    const event = await verify(
      'wix.ecom.v1.cart_created',
      cartCreatedPayload({ id: 'c', createdDate: 'yesterday' }),
    )
    if (event.eventType !== 'wix.ecom.v1.cart_created') throw new Error('narrowing')
    expect(event.entity.createdDate).toBe('yesterday')
  })
})
