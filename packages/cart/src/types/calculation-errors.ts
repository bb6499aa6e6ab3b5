/**
 * Errors inside a totals estimate: the parts that could not be calculated (the totals are still returned).
 *
 * @module
 */

import type { RuleType } from './enums'

/** An application error inside an answer. */
export interface ApplicationErrorDetails {
  /** Error code. */
  code?: string
  /** Description. */
  description?: string
  /** Data of the error. */
  data?: Record<string, unknown> | null
}

/** A field violation inside an answer. */
export interface FieldViolationDetails {
  /** Field path. */
  field?: string
  /** What is wrong. */
  description?: string
  /** Rule broken. */
  violatedRule?: RuleType
  /** Rule name (`OTHER` rules). */
  ruleName?: string | null
  /** Data of the violation. */
  data?: Record<string, unknown> | null
}

/** An error inside an answer: application, validation or system. */
export interface ErrorDetails {
  /** Application error. */
  applicationError?: ApplicationErrorDetails
  /** Validation error. */
  validationError?: { fieldViolations?: FieldViolationDetails[] }
  /** System error. */
  systemError?: { errorCode?: string | null }
  /** Tracing data. */
  tracing?: Record<string, string>
}

/** A carrier that failed to quote. */
export interface CarrierError {
  /** Carrier id. */
  carrierId?: string
  /** The error. */
  error?: ErrorDetails
}

/** Parts of the estimate that could not be calculated. The totals are still returned. */
export interface CalculationErrors {
  /** Shipping could not be calculated. */
  generalShippingCalculationError?: ErrorDetails
  /** Carriers that failed. */
  carrierErrors?: { errors?: CarrierError[] }
  /** The chosen shipping option is not available. */
  selectedShippingOptionError?: ErrorDetails
  /** Tax could not be calculated. */
  taxCalculationError?: ErrorDetails
  /** The coupon could not be applied. */
  couponCalculationError?: ErrorDetails
  /** The gift card could not be applied. */
  giftCardCalculationError?: ErrorDetails
  /** The order would not be valid. */
  orderValidationErrors?: ApplicationErrorDetails[]
  /** Memberships could not be applied. */
  membershipError?: ErrorDetails
  /** Discount rules could not be applied. */
  discountsCalculationError?: ErrorDetails
}
