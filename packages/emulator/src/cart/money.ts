import { formatMoney } from '../catalog/pricing'

/** Whole cents of an amount. */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

/** A cart money value: decimal strings on the wire (wire-notes §6). */
export interface WireMoney {
  amount: string
  convertedAmount: string
  formattedAmount: string
  formattedConvertedAmount: string
}

/** A money value from cents. */
export function money(cents: number): WireMoney {
  const amount = (cents / 100).toFixed(2)
  const formatted = formatMoney(cents / 100)
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted }
}

/** A non-negative decimal amount sent as a string (or a number), e.g. `"10.50"`; `undefined` if not one. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d{1,6})?$/.test(value.trim())) return undefined
  return Number(value)
}
