import type { JsonObject } from '../wire/json-body'
import type { ShippingOptionRecord, ShippingRegionRecord } from './commerce-records'

/** The region serving a country: one listing it, else the rest-of-the-world region (`*`), else the first. */
export function regionFor(
  regions: readonly ShippingRegionRecord[],
  country: unknown,
): ShippingRegionRecord | undefined {
  if (typeof country === 'string') {
    const exact = regions.find((r) => r.countries.includes(country))
    if (exact) return exact
    return regions.find((r) => r.countries.includes('*'))
  }
  return regions[0]
}

/** What an option costs for this subtotal, in cents. */
export function optionCents(option: ShippingOptionRecord, subtotalCents: number): number {
  if (option.freeAbove !== undefined && subtotalCents >= Math.round(option.freeAbove * 100)) return 0
  return Math.round(option.price * 100)
}

/** The logistics of an option on the wire: delivery time, a delivery slot, or pick-up details. */
export function renderLogistics(option: ShippingOptionRecord, now: number): JsonObject {
  return {
    deliveryTime: option.deliveryTime,
    ...(option.deliverySlotHours
      ? {
          deliveryTimeSlot: {
            from: new Date(now + option.deliverySlotHours[0] * 3_600_000).toISOString(),
            to: new Date(now + option.deliverySlotHours[1] * 3_600_000).toISOString(),
          },
        }
      : {}),
    ...(option.pickup
      ? {
          instructions: option.pickup.instructions,
          pickupDetails: {
            address: { ...option.pickup.address },
            businessLocation: false,
            pickupMethod: option.pickup.method,
          },
        }
      : {}),
  }
}
