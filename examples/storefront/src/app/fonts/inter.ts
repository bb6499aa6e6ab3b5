import localFont from 'next/font/local'

/**
 * Inter, served by the shop itself and preloaded: one 25 KB file, cut from Inter 4's variable Latin
 * file (as `@fontsource-variable/inter` 5.3.0 ships it) with fontTools to weights 400–700 and to
 * Latin-1, common punctuation, arrows and the euro sign; the rest of Unicode falls back to the
 * system's UI font. Licence: SIL Open Font License 1.1 (`OFL.txt`, beside it).
 *
 * Why a web font: on Linux, every size and weight of a system font that a layout meets is a
 * synchronous round trip to the browser process (the product page meets 10; a trace showed them
 * in its first layouts, a few milliseconds each); a web font in hand when a layout runs needs none.
 * Measured with Lighthouse's mobile preset in interleaved rounds against the system font: the
 * product page 83 → 85, the home page 81.5 → 85 (means of 15 rounds; a round spreads ±4). No
 * fallback metrics face (`adjustFontFallback`): its `local()` source would be one more lookup.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['system-ui', 'sans-serif'],
  variable: '--font-inter',
})
