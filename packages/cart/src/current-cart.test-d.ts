import { createClient } from '@vitrine/core'
import { describe, expectTypeOf, test } from 'vitest'
import {
  type AddItemsInput,
  type Cart,
  ChannelType,
  type CheckoutCreated,
  type CurrentCart,
  currentCart,
  ItemAvailabilityStatus,
  type LineItem,
  type TotalsEstimate,
  type WeightUnit,
} from './index'

const client = createClient({ modules: { cart: currentCart } })

describe('client.cart', () => {
  test('is the CurrentCart API when the module is passed, and absent otherwise', () => {
    expectTypeOf(client.cart).toEqualTypeOf<CurrentCart>()
    expectTypeOf(client.cart).not.toBeAny()
    const bare = createClient()
    // @ts-expect-error no cart module was passed
    bare.cart
    const renamed = createClient({ modules: { basket: currentCart } })
    expectTypeOf(renamed.basket.get).toEqualTypeOf<CurrentCart['get']>()
  })

  test('every call resolves to one consistent shape', () => {
    expectTypeOf(client.cart.get()).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.update({})).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.addItems({ lineItems: [] })).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.removeItems(['li'])).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.setQuantities([{ id: 'li', quantity: 1 }])).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.applyCoupon('SAVE10')).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.removeCoupon()).resolves.toEqualTypeOf<Cart>()
    expectTypeOf(client.cart.estimateTotals()).resolves.toEqualTypeOf<TotalsEstimate>()
    expectTypeOf(client.cart.createCheckout()).resolves.toEqualTypeOf<CheckoutCreated>()
    expectTypeOf(client.cart.delete()).resolves.toEqualTypeOf<void>()
    expectTypeOf<CheckoutCreated>().toEqualTypeOf<{ checkoutId: string }>()
  })

  test('every call takes an optional signal last', () => {
    const signal = AbortSignal.timeout(1000)
    client.cart.get({ signal })
    client.cart.removeCoupon({ signal })
    client.cart.delete({ signal })
    client.cart.applyCoupon('X', { signal })
    client.cart.estimateTotals(undefined, { signal })
    client.cart.createCheckout({}, { signal })
  })
})

describe('entities', () => {
  test('dates are Dates, floats are numbers, money is decimal strings', () => {
    expectTypeOf<Cart['createdDate']>().toEqualTypeOf<Date | null | undefined>()
    expectTypeOf<NonNullable<LineItem['serviceProperties']>['scheduledDate']>().toEqualTypeOf<
      Date | null | undefined
    >()
    expectTypeOf<NonNullable<LineItem['physicalProperties']>['weight']>().toEqualTypeOf<
      number | null | undefined
    >()
    expectTypeOf<NonNullable<LineItem['price']>['amount']>().toEqualTypeOf<string | undefined>()
    type Slot = NonNullable<
      NonNullable<NonNullable<TotalsEstimate['shippingInfo']>['selectedCarrierServiceOption']>['logistics']
    >['deliveryTimeSlot']
    expectTypeOf<NonNullable<Slot>['from']>().toEqualTypeOf<Date | null | undefined>()
  })
})

describe('enumerations', () => {
  test('const objects hold literal values', () => {
    expectTypeOf(ChannelType.WEB).toEqualTypeOf<'WEB'>()
    expectTypeOf(ItemAvailabilityStatus.PARTIALLY_AVAILABLE).toEqualTypeOf<'PARTIALLY_AVAILABLE'>()
  })

  test('the types accept known values with completion, and unknown future ones', () => {
    expectTypeOf<'WEB'>().toExtend<ChannelType>()
    expectTypeOf<'SOME_FUTURE_CHANNEL'>().toExtend<ChannelType>()
    expectTypeOf<'STONE'>().toExtend<WeightUnit>()
    expectTypeOf<ChannelType>().not.toBeAny()
    // @ts-expect-error a number is not a channel
    const channel: ChannelType = 3
    void channel
    const weightUnit: Cart['weightUnit'] = 'FUTURE_UNIT'
    void weightUnit
  })
})

describe('inputs', () => {
  test('line items need a catalogue reference and a numeric quantity', () => {
    expectTypeOf<{
      lineItems: [{ catalogReference: { catalogItemId: 'p' }; quantity: 1 }]
    }>().toExtend<AddItemsInput>()
    // @ts-expect-error quantity must be a number
    client.cart.addItems({ lineItems: [{ catalogReference: { catalogItemId: 'p' }, quantity: '1' }] })
    // @ts-expect-error catalogItemId is required
    client.cart.addItems({ lineItems: [{ catalogReference: {}, quantity: 1 }] })
    // @ts-expect-error setQuantities takes a list of { id, quantity }
    client.cart.setQuantities({ id: 'li', quantity: 1 })
    // @ts-expect-error a coupon code is a string
    client.cart.applyCoupon(10)
  })

  test('readonly and `as const` inputs are accepted: the SDK only reads them', () => {
    const ids: readonly string[] = ['li']
    client.cart.removeItems(ids)
    const lineItems = [
      { catalogReference: { catalogItemId: 'p', options: { variantId: 'v' } }, quantity: 1 },
    ] as const
    client.cart.addItems({ lineItems })
    client.cart.update({ lineItems, fieldMask: ['buyerNote'] as const })
    client.cart.setQuantities([{ id: 'li', quantity: 2 }] as const)
  })
})
