/**
 * Values every cart entity uses: amounts in two currencies, texts in two languages.
 *
 * @module
 */

/**
 * An amount in the site's currency and in the buyer's, each as a decimal string and formatted.
 *
 * @example
 * ```ts
 * import type { MultiCurrencyPrice } from '@vitrine/cart'
 *
 * const cents = (price: MultiCurrencyPrice) => Math.round(Number(price.amount ?? '0') * 100)
 * ```
 */
export interface MultiCurrencyPrice {
  /** Amount in the site currency, a decimal string: `"10.5"`. */
  amount?: string
  /** Amount in the buyer's currency, a decimal string. */
  convertedAmount?: string
  /** Amount with its currency symbol: `"$10.50"`. */
  formattedAmount?: string
  /** Converted amount with its currency symbol. */
  formattedConvertedAmount?: string
}

/** A text in the site's language and in the buyer's. */
export interface TranslatableString {
  /** The text in the site's default language. */
  original?: string
  /** The text in the buyer's language; defaults to `original`. */
  translated?: string | null
}
