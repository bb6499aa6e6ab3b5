import type { TaxRateRecord } from './commerce-records'

/** The tax rate for an address: a rate for its subdivision first, then for its country. */
export function taxRateFor(
  rates: readonly TaxRateRecord[],
  address: { country?: unknown; subdivision?: unknown } | undefined,
): TaxRateRecord | undefined {
  if (!address || typeof address.country !== 'string') return undefined
  return (
    rates.find((r) => r.subdivision !== undefined && r.subdivision === address.subdivision) ??
    rates.find((r) => r.subdivision === undefined && r.country === address.country)
  )
}

/** Tax on an amount in cents, rounded half up to the cent. */
export function taxOn(cents: number, rate: TaxRateRecord | undefined): number {
  return rate ? Math.round(cents * rate.rate) : 0
}
