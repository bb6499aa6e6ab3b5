// The drawer's money while the platform has not answered yet: a quantity change shows its line
// total and the cart's totals at once, worked out from the line's unit price and marked as
// estimated, then the platform's own figures replace them. Amounts are counted in cents.
import { money } from './format'

interface Amount {
  amount?: string | null | undefined
  formattedAmount?: string | null | undefined
}

/** What the figures read of a cart line. */
export interface FigureLine {
  quantity?: number | null | undefined
  price?: Amount | null | undefined
  lineItemPrice?: Amount | null | undefined
  availability?: { status?: string | null | undefined } | null | undefined
}

/** What the figures read of the platform's totals estimate. */
export interface FigureSummary {
  subtotal?: Amount | null | undefined
  discount?: Amount | null | undefined
  shipping?: Amount | null | undefined
  tax?: Amount | null | undefined
  total?: Amount | null | undefined
}

/** A figure as the drawer shows it. */
export interface Figure {
  /** The formatted amount; `undefined` when it cannot be known yet (a line still being added). */
  text: string | undefined
  /** Worked out in the browser, waiting for the platform's figure. */
  estimating: boolean
}

function cents(amount: Amount | null | undefined): number | undefined {
  const value = Number(amount?.amount ?? Number.NaN)
  return amount?.amount != null && Number.isFinite(value) ? Math.round(value * 100) : undefined
}

const show = (value: number, currency: string) => money(value / 100, currency)

/** The line's unit price × its quantity, in cents (`undefined` without a price: a line being added). */
function computedLine(line: FigureLine): number | undefined {
  const unit = cents(line.price)
  return unit === undefined ? undefined : unit * (line.quantity ?? 1)
}

/**
 * A line's total: the platform's while its figures are current (`settled`), else its unit price ×
 * its quantity, marked as estimating when that differs from the platform's last figure.
 */
export function lineTotal(line: FigureLine, settled: boolean, currency: string): Figure {
  const platform = line.lineItemPrice?.formattedAmount ?? undefined
  const computed = computedLine(line)
  if (settled && platform) return { text: platform, estimating: false }
  if (computed === undefined) return { text: platform, estimating: !settled }
  const same = cents(line.lineItemPrice) === computed
  return { text: same && platform ? platform : show(computed, currency), estimating: !settled && !same }
}

/** Lines the platform counts in the subtotal (what cannot be bought is not). */
const counted = (line: FigureLine) =>
  line.availability?.status !== 'NOT_AVAILABLE' && line.availability?.status !== 'NOT_FOUND'

/** The drawer's subtotal and total. */
export interface CartFigures {
  subtotal: Figure
  total: Figure
}

/**
 * The cart's subtotal and total. While `settled` (no write in flight, the estimate is for the cart
 * as it is) they are the platform's. Otherwise the subtotal is the sum of the lines' unit prices ×
 * quantities, and the total is the platform's last total moved by the same change (its discount
 * and tax scaled with the subtotal, its shipping kept), both marked as estimating: a known total
 * never turns into "—" while the platform works.
 */
export function cartFigures(
  lines: readonly FigureLine[],
  summary: FigureSummary | undefined,
  settled: boolean,
  currency: string,
): CartFigures {
  if (settled && summary?.total?.formattedAmount && summary.subtotal?.formattedAmount) {
    return {
      subtotal: { text: summary.subtotal.formattedAmount, estimating: false },
      total: { text: summary.total.formattedAmount, estimating: false },
    }
  }
  const each = lines.filter(counted).map(computedLine)
  if (each.some((value) => value === undefined)) {
    // A line still being added has no price yet: no total can be worked out.
    return { subtotal: { text: undefined, estimating: true }, total: { text: undefined, estimating: true } }
  }
  const subtotal = each.reduce<number>((sum, value) => sum + (value ?? 0), 0)
  const before = cents(summary?.subtotal)
  const total = cents(summary?.total)
  if (before === undefined || total === undefined) {
    // No estimate yet: the items alone (shipping and tax are added when the platform answers).
    return {
      subtotal: { text: show(subtotal, currency), estimating: true },
      total: { text: show(subtotal, currency), estimating: true },
    }
  }
  if (subtotal === before) {
    return {
      subtotal: {
        text: summary?.subtotal?.formattedAmount ?? show(subtotal, currency),
        estimating: !settled,
      },
      total: { text: summary?.total?.formattedAmount ?? show(total, currency), estimating: !settled },
    }
  }
  const ratio = before > 0 ? subtotal / before : 1
  const discount = cents(summary?.discount) ?? 0
  const shipping = cents(summary?.shipping) ?? 0
  const tax = cents(summary?.tax) ?? 0
  const moved =
    before > 0
      ? subtotal - Math.round(discount * ratio) + shipping + Math.round(tax * ratio)
      : total + subtotal
  return {
    subtotal: { text: show(subtotal, currency), estimating: true },
    total: { text: show(Math.max(0, moved), currency), estimating: true },
  }
}
