/** The shop's one locale: prices and dates read the same way everywhere. */
export const LOCALE = 'en-US'

const formatters = new Map<string, Intl.NumberFormat>()

/** A price in a currency, e.g. `$25.00`; `—` for no price. */
export function money(amount: number | string | null | undefined, currency = 'USD'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  let format = formatters.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency })
    formatters.set(currency, format)
  }
  return format.format(value)
}

/**
 * Prices formatted ahead, by amount (`String(amount)`). The first `Intl.NumberFormat` a page
 * builds costs ~20 ms in Chromium (it loads the locale's data): a client part given its prices
 * formatted on the server shows them, and hydrates, without building one.
 */
export type PriceLabels = Readonly<Record<string, string>>

/** `money` of each amount, by amount; amounts that are not prices are left out. */
export function priceLabels(amounts: Iterable<number | null | undefined>, currency = 'USD'): PriceLabels {
  const labels: Record<string, string> = {}
  for (const amount of amounts) {
    if (typeof amount === 'number' && Number.isFinite(amount))
      labels[String(amount)] = money(amount, currency)
  }
  return labels
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** A tag that ends a line of text: it becomes a space, other tags become nothing. */
const BREAK_TAG = /^(?:br|\/p|\/li|\/h\d)\s*\/?$/i

/**
 * Plain text of a description that may carry HTML (on the server too: no DOM needed), reading at
 * most `limit` characters of it. One pass, linear in the length: a regex like `/<[^>]*>/g` reads
 * to the end of the text from every `<` that has no `>` after it — quadratic, and one long
 * description full of `<` stalled every shopper's search.
 */
export function plainText(html: string | null | undefined, limit = Number.POSITIVE_INFINITY): string {
  if (!html) return ''
  const source = html.length > limit ? html.slice(0, limit) : html
  let text = ''
  let at = 0
  while (at < source.length) {
    const open = source.indexOf('<', at)
    if (open === -1) {
      text += source.slice(at)
      break
    }
    text += source.slice(at, open)
    // Each search for `>` starts after the previous one ended: the text is read once.
    const close = source.indexOf('>', open + 1)
    if (close === -1) {
      // No tag closes after this point: the rest is text, `<` included (as a browser shows it).
      text += source.slice(open)
      break
    }
    const tag = source.slice(open + 1, close)
    if (tag.length <= 16 && BREAK_TAG.test(tag)) text += ' '
    at = close + 1
  }
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters of `text`, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

/** A delivery slot, e.g. `Sat, Nov 22, 7:00 AM–10:00 AM`. */
export function timeSlot(from: Date | null | undefined, to: Date | null | undefined): string | undefined {
  if (!from || !to) return undefined
  const day = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    from,
  )
  const time = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' })
  return `${day}, ${time.format(from)}–${time.format(to)}`
}

/** "1 item", "3 items". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** A calendar day, e.g. `November 27, 2026`; `undefined` for no date or one that is not a date. */
export function longDate(value: string | null | undefined, timeZone?: string): string | undefined {
  const date = value ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) return undefined
  return date.toLocaleDateString(LOCALE, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) })
}
