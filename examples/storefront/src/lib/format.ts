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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Plain text of a description that may carry HTML (on the server too: no DOM needed). */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
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
