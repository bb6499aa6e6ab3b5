import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expectTypeOf, test } from 'vitest'
import {
  type AnyWebhookEvent,
  type CartCreatedEvent,
  type CartUpdatedEvent,
  createWebhooks,
  EventType,
  type NodeHandler,
  type ProductCreatedEvent,
  type UnknownWebhookEvent,
  type WebhookCart,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type Webhooks,
} from './index'
import { type SignableEvent, signDelivery } from './testing'

declare const webhooks: Webhooks

describe('createWebhooks types', () => {
  test('returns Webhooks; verify resolves to the event union, not any', () => {
    expectTypeOf(createWebhooks).returns.toEqualTypeOf<Webhooks>()
    expectTypeOf(webhooks.verify).returns.resolves.toEqualTypeOf<WebhookEvent>()
    expectTypeOf(webhooks.verify).returns.resolves.not.toBeAny()
    expectTypeOf(webhooks.process).returns.resolves.toEqualTypeOf<AnyWebhookEvent>()
  })

  test('the union narrows on eventType', async () => {
    const event = await webhooks.verify('token')
    switch (event.eventType) {
      case 'wix.ecom.v1.cart_created':
        expectTypeOf(event).toEqualTypeOf<CartCreatedEvent>()
        expectTypeOf(event.entity).toEqualTypeOf<WebhookCart>()
        expectTypeOf(event.entity.createdDate).toEqualTypeOf<Date | undefined>()
        break
      case 'wix.ecom.v1.cart_updated':
        expectTypeOf(event.modifiedFields).toEqualTypeOf<Record<string, unknown> | undefined>()
        break
      case 'wix.ecom.v1.cart_deleted':
        expectTypeOf(event.entity).toEqualTypeOf<WebhookCart | undefined>()
        break
      case 'com.wix.ecommerce.catalog.api.v1.ProductCreated':
        expectTypeOf(event).toEqualTypeOf<ProductCreatedEvent>()
        expectTypeOf(event.data.price).toEqualTypeOf<
          | {
              currency?: string
              price?: number
              discountedPrice?: number
              pricePerUnit?: number
              formatted?: { price?: string; discountedPrice?: string; pricePerUnit?: string }
            }
          | undefined
        >()
        // @ts-expect-error catalogue events carry `data`, not `entity`
        event.entity
        break
    }
    expectTypeOf(event.eventTime).toEqualTypeOf<Date | undefined>()
    expectTypeOf(event.eventId).toEqualTypeOf<string>()
  })

  test('on() types the handler from the event type; unknown types are refused', () => {
    webhooks.on('wix.ecom.v1.cart_updated', (event) => {
      expectTypeOf(event).toEqualTypeOf<CartUpdatedEvent>()
    })
    webhooks.on(EventType.ProductCreated, (event) => {
      expectTypeOf(event).toEqualTypeOf<ProductCreatedEvent>()
    })
    // @ts-expect-error not an event type the SDK knows
    webhooks.on('wix.ecom.v1.cart_exploded', () => {})
    expectTypeOf(webhooks.on('wix.ecom.v1.cart_created', () => {})).toEqualTypeOf<() => void>()
  })

  test('onAny() receives known and unknown events; `payload` tells them apart', () => {
    webhooks.onAny((event) => {
      expectTypeOf(event).toEqualTypeOf<AnyWebhookEvent>()
      if ('payload' in event) expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>()
      else expectTypeOf(event).toEqualTypeOf<WebhookEvent>()
    })
  })

  test('WebhookEventOf and WebhookEventType', () => {
    expectTypeOf<WebhookEventOf<'wix.ecom.v1.cart_created'>>().toEqualTypeOf<CartCreatedEvent>()
    expectTypeOf<WebhookEventType>().toEqualTypeOf<(typeof EventType)[keyof typeof EventType]>()
    expectTypeOf(EventType.CartCreated).toEqualTypeOf<'wix.ecom.v1.cart_created'>()
  })

  test('handler() is a web-standard handler; nodeHandler() accepts node:http listeners', () => {
    expectTypeOf(webhooks.handler()).toEqualTypeOf<(request: Request) => Promise<Response>>()
    const listener: (req: IncomingMessage, res: ServerResponse) => void = webhooks.nodeHandler()
    expectTypeOf(listener).toBeFunction()
    expectTypeOf(webhooks.nodeHandler()).toEqualTypeOf<NodeHandler>()
  })

  test('options are checked', () => {
    // @ts-expect-error publicKey is required
    createWebhooks({})
    // @ts-expect-error HS256 is not an allowed algorithm
    createWebhooks({ publicKey: 'k', algorithms: ['HS256'] })
    // @ts-expect-error none is not an allowed algorithm
    createWebhooks({ publicKey: 'k', algorithms: ['none'] })
  })

  test('signDelivery takes a typed event', () => {
    const event: SignableEvent = {
      eventType: 'wix.ecom.v1.cart_created',
      entity: { createdDate: new Date() },
    }
    expectTypeOf(signDelivery(event, {} as CryptoKey)).resolves.toEqualTypeOf<string>()
    const wrong: SignableEvent = {
      eventType: 'wix.ecom.v1.cart_created',
      // @ts-expect-error a cart event takes an entity that is a cart (dates as Date)
      entity: { createdDate: 'yesterday' },
    }
    void wrong
  })
})
