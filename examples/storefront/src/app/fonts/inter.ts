import localFont from 'next/font/local'

/**
 * Inter, served by the shop itself and preloaded: one 25 KB file, cut from Inter 4's variable Latin
 * file (as `@fontsource-variable/inter` 5.3.0 ships it) with fontTools to weights 400–700 and to
 * Latin-1, common punctuation, arrows and the euro sign; the rest of Unicode falls back to the
 * system's UI font. Licence: SIL Open Font License 1.1 (`OFL.txt`, beside it).
 *
 * Why a web font: on Linux, every size and weight of a system font that a layout meets is a
 * synchronous round trip to the browser process. A trace of the product page's load (Chromium,
 * phone viewport) had 10 of them, most of the 64 ms of its first layouts; with this font in hand
 * when the first layout runs, those layouts took 19 ms. No fallback metrics face
 * (`adjustFontFallback`): its `local()` source would be one more lookup.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['system-ui', 'sans-serif'],
  variable: '--font-inter',
})
