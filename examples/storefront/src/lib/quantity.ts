// What a quantity field holds while the shopper types in it, read only when they are done (the
// field loses focus, Enter, or a pause): "" while they clear it is a draft, never a silent "1".

/** A quantity field's text, read against the most that can be had. */
export type QuantityReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | {
      kind: 'quantity'
      /** What to use: the typed number, lowered to `max` when above it. */
      quantity: number
      /** Whether the typed number was above `max`. */
      capped: boolean
    }

/** The longest text read as a number (99 999 999 is more than any stock). */
const MOST_DIGITS = 8

/** Reads a quantity field's text: whole numbers from 1 up, lowered to `max` (itself at least 1). */
export function readQuantity(text: string, max: number): QuantityReading {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (trimmed.length > MOST_DIGITS || !/^\d+$/.test(trimmed)) return { kind: 'invalid' }
  const typed = Number(trimmed)
  if (typed < 1) return { kind: 'invalid' }
  const most = Math.max(1, Math.floor(max))
  return typed > most
    ? { kind: 'quantity', quantity: most, capped: true }
    : { kind: 'quantity', quantity: typed, capped: false }
}

/** The field's message for a text that is not a quantity. */
export function quantityProblem(max: number): string {
  const most = Math.max(1, Math.floor(max))
  return most === 1 ? 'Enter 1 as the quantity.' : `Enter a quantity from 1 to ${most}.`
}
