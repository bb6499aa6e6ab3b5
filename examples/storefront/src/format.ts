import type { Choice, Product, ProductOption, Variant } from '@vitrine/catalog'

const formatters = new Map<string, Intl.NumberFormat>()

/** A price in a currency, e.g. `$25.00`. */
export function money(amount: number | string | null | undefined, currency = 'USD'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  let format = formatters.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    formatters.set(currency, format)
  }
  return format.format(value)
}

/** The name a variant's `choices` use for a choice: a colour's name, else its value. */
export function choiceName(option: ProductOption, choice: Choice): string {
  return (
    (option.optionType === 'color'
      ? (choice.description ?? choice.value)
      : (choice.value ?? choice.description)) ?? ''
  )
}

/** The variant the chosen options select, when every option is chosen. */
export function selectedVariant(product: Product, chosen: Record<string, string>): Variant | undefined {
  const options = product.productOptions ?? []
  if (options.some((o) => !chosen[o.name ?? ''])) return undefined
  return product.variants?.find((v) =>
    options.every((o) => v.choices?.[o.name ?? ''] === chosen[o.name ?? '']),
  )
}

/** Whether some in-stock variant has `choice` together with the other choices made so far. */
export function choiceAvailable(
  product: Product,
  chosen: Record<string, string>,
  option: string,
  choice: string,
): boolean {
  const others = Object.entries(chosen).filter(([name]) => name !== option)
  return (product.variants ?? []).some(
    (v) =>
      v.choices?.[option] === choice &&
      others.every(([name, value]) => v.choices?.[name] === value) &&
      v.stock?.inStock !== false,
  )
}

/** Plain text of a description that may carry HTML. */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
}

/** A date and time slot, e.g. `Sat 22 Nov, 07:00–10:00`. */
export function timeSlot(from: Date | null | undefined, to: Date | null | undefined): string | undefined {
  if (!from || !to) return undefined
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(
    from,
  )
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })
  return `${day}, ${time.format(from)}–${time.format(to)}`
}
