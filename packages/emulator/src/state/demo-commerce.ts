import type {
  CouponRecord,
  MembershipPlanRecord,
  ShippingRegionRecord,
  TaxRateRecord,
} from '../cart/commerce-records'

/** App id of the pricing-plans app that memberships come from. */
export const PRICING_PLANS_APP_ID = '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3'

/** Carrier ids of the demo shipping setup. */
export const DEMO_CARRIERS: { readonly post: string; readonly pickup: string } = {
  post: 'ca771e00-0000-4000-8000-000000000001',
  pickup: 'ca771e00-0000-4000-8000-000000000002',
}

/** Demo coupons: percentage, fixed amount, free shipping, minimum subtotal, and an expired one. */
export function demoCoupons(): CouponRecord[] {
  return [
    {
      id: 'c0090000-0000-4000-8000-000000000001',
      code: 'SAVE10',
      name: '10% off',
      kind: 'percentage',
      value: 10,
    },
    {
      id: 'c0090000-0000-4000-8000-000000000002',
      code: 'FIVEOFF',
      name: '$5 off orders over $20',
      kind: 'fixed-amount',
      value: 5,
      minimumSubtotal: 20,
    },
    {
      id: 'c0090000-0000-4000-8000-000000000003',
      code: 'FREESHIP',
      name: 'Free shipping',
      kind: 'free-shipping',
      value: 0,
    },
    {
      id: 'c0090000-0000-4000-8000-000000000004',
      code: 'EXPIRED20',
      name: '20% off (expired)',
      kind: 'percentage',
      value: 20,
      expirationDate: '2024-01-01T00:00:00.000Z',
    },
  ]
}

/** Demo shipping: a domestic region with standard, express (with a delivery slot) and a pickup point; the rest of the world. */
export function demoShippingRegions(): ShippingRegionRecord[] {
  return [
    {
      id: '5a1e0000-0000-4000-8000-000000000001',
      name: 'United States',
      countries: ['US'],
      options: [
        {
          code: 'standard',
          title: 'Standard delivery',
          carrierId: DEMO_CARRIERS.post,
          price: 5,
          freeAbove: 75,
          deliveryTime: '3-5 business days',
        },
        {
          code: 'express',
          title: 'Express delivery',
          carrierId: DEMO_CARRIERS.post,
          price: 15,
          deliveryTime: 'Next day',
          deliverySlotHours: [24, 27],
        },
        {
          code: 'pickup-point',
          title: 'Pick up at Market Street',
          carrierId: DEMO_CARRIERS.pickup,
          price: 0,
          deliveryTime: 'Ready in 2 hours',
          pickup: {
            method: 'PICKUP_POINT',
            address: {
              country: 'US',
              subdivision: 'US-CA',
              city: 'San Francisco',
              postalCode: '94105',
              addressLine: '1 Market St',
            },
            instructions: 'Bring your order number.',
          },
        },
      ],
    },
    {
      id: '5a1e0000-0000-4000-8000-000000000002',
      name: 'International',
      countries: ['*'],
      options: [
        {
          code: 'international',
          title: 'International delivery',
          carrierId: DEMO_CARRIERS.post,
          price: 20,
          deliveryTime: '7-14 business days',
        },
        {
          code: 'international-express',
          title: 'International express',
          carrierId: DEMO_CARRIERS.post,
          price: 45,
          deliveryTime: '2-4 business days',
          deliverySlotHours: [48, 96],
        },
      ],
    },
  ]
}

/** Demo tax rates by region. Regions without a rate collect no tax. */
export function demoTaxRates(): TaxRateRecord[] {
  return [
    {
      id: '7a800000-0000-4000-8000-000000000001',
      name: 'NY sales tax',
      country: 'US',
      subdivision: 'US-NY',
      rate: 0.08875,
      jurisdictionType: 'STATE',
    },
    {
      id: '7a800000-0000-4000-8000-000000000002',
      name: 'CA sales tax',
      country: 'US',
      subdivision: 'US-CA',
      rate: 0.0725,
      jurisdictionType: 'STATE',
    },
    {
      id: '7a800000-0000-4000-8000-000000000003',
      name: 'TX sales tax',
      country: 'US',
      subdivision: 'US-TX',
      rate: 0.0625,
      jurisdictionType: 'STATE',
    },
    {
      id: '7a800000-0000-4000-8000-000000000004',
      name: 'VAT',
      country: 'GB',
      rate: 0.2,
      jurisdictionType: 'COUNTRY',
    },
    {
      id: '7a800000-0000-4000-8000-000000000005',
      name: 'MwSt',
      country: 'DE',
      rate: 0.19,
      jurisdictionType: 'COUNTRY',
    },
    {
      id: '7a800000-0000-4000-8000-000000000006',
      name: 'TVA',
      country: 'FR',
      rate: 0.2,
      jurisdictionType: 'COUNTRY',
    },
  ]
}

/** Demo membership plan: covers the digital collection. */
export function demoMembershipPlans(digitalCollectionId: string): MembershipPlanRecord[] {
  return [
    {
      id: '9a1d0000-0000-4000-8000-000000000001',
      appId: PRICING_PLANS_APP_ID,
      name: 'Digital Club',
      collectionIds: [digitalCollectionId],
    },
  ]
}
