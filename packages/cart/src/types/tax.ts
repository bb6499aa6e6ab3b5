/**
 * Tax in a totals estimate: per rate, per jurisdiction, per item, and how it was calculated.
 *
 * @module
 */

import type { ApplicationErrorDetails } from './calculation-errors'
import type { FallbackReason, JurisdictionType, ManualCalculationReason, RateType } from './enums'
import type { MultiCurrencyPrice } from './values'

/** Tax of one rate. */
export interface TaxRateBreakdown {
  /** Tax name. */
  name?: string
  /** Rate, a decimal string (`"0.08875"`). */
  rate?: string
  /** Tax amount. */
  tax?: MultiCurrencyPrice
}

/** Tax of one jurisdiction. */
export interface TaxBreakdown {
  /** Jurisdiction name. */
  jurisdiction?: string | null
  /** Part of the price that is not taxed. */
  nonTaxableAmount?: MultiCurrencyPrice
  /** Rate, a decimal string. */
  rate?: string | null
  /** Tax amount. */
  taxAmount?: MultiCurrencyPrice
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Tax type. */
  taxType?: string | null
  /** Tax name. */
  taxName?: string | null
  /** Jurisdiction kind. */
  jurisdictionType?: JurisdictionType
}

/** Tax of a line item, a shipping option or a fee. */
export interface ItemTaxFullDetails {
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Total rate, a decimal string. */
  taxRate?: string
  /** Total tax. */
  totalTax?: MultiCurrencyPrice
  /** Tax per rate. */
  rateBreakdown?: TaxRateBreakdown[]
  /** Tax per jurisdiction. */
  taxBreakdown?: TaxBreakdown[]
}

/** Details of a fallback tax calculation. */
export interface AutoTaxFallbackCalculationDetails {
  /** Why the fallback was used. */
  fallbackReason?: FallbackReason
  /** The error that caused it. */
  error?: ApplicationErrorDetails
}

/** How the tax of an estimate was calculated. */
export interface TaxCalculationDetails {
  /** Why a manual rate was used. */
  manualRateReason?: ManualCalculationReason
  /** Fallback details. */
  autoTaxFallbackDetails?: AutoTaxFallbackCalculationDetails
  /** Calculation kind. */
  rateType?: RateType
}

/** Tax totals of an estimate. */
export interface TaxSummary {
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Total tax. */
  totalTax?: MultiCurrencyPrice
  /** How it was calculated. */
  calculationDetails?: TaxCalculationDetails
}
