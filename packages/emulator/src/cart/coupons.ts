import type { EmulatorContext } from '../pipeline/emulator-context'
import { applicationError } from '../wire/wire-error'
import type { CouponRecord } from './commerce-records'

/** The outcome of checking a coupon against a cart. */
export type CouponCheck =
  | { ok: true; coupon: CouponRecord }
  | { ok: false; code: string; description: string; data: Record<string, unknown> }

/** Checks a coupon code: it must exist, be unexpired and the subtotal must reach its minimum. */
export function checkCoupon(context: EmulatorContext, code: string, subtotalCents: number): CouponCheck {
  const coupon = context.state.coupons.get(code.trim().toUpperCase())
  if (!coupon) {
    return {
      ok: false,
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      description: 'Coupon does not exist',
      data: { couponCode: code },
    }
  }
  if (coupon.expirationDate && Date.parse(coupon.expirationDate) <= context.now()) {
    return {
      ok: false,
      code: 'ERROR_COUPON_IS_EXPIRED',
      description: 'Coupon has expired',
      data: { couponCode: coupon.code, expirationDate: coupon.expirationDate },
    }
  }
  if (coupon.minimumSubtotal !== undefined && subtotalCents < Math.round(coupon.minimumSubtotal * 100)) {
    return {
      ok: false,
      code: 'ERROR_COUPON_MINIMUM_SUBTOTAL_NOT_REACHED',
      description: `Coupon requires a subtotal of at least ${coupon.minimumSubtotal}`,
      data: { couponCode: coupon.code, minimumSubtotal: String(coupon.minimumSubtotal) },
    }
  }
  return { ok: true, coupon }
}

/** Checks a coupon being applied to a cart: an invalid one is a 400 application error. */
export function requireValidCoupon(
  context: EmulatorContext,
  code: string,
  subtotalCents: number,
): CouponRecord {
  const check = checkCoupon(context, code, subtotalCents)
  if (!check.ok) throw applicationError(400, check.code, check.description, check.data)
  return check.coupon
}

/** The item discount of a coupon on a subtotal, in cents (free shipping discounts shipping instead). */
export function couponItemDiscount(coupon: CouponRecord, subtotalCents: number): number {
  if (coupon.kind === 'percentage')
    return Math.min(subtotalCents, Math.round((subtotalCents * coupon.value) / 100))
  if (coupon.kind === 'fixed-amount') return Math.min(subtotalCents, Math.round(coupon.value * 100))
  return 0
}
