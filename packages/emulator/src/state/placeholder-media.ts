/** Pictures served by the emulator (`/_emulator/media/<file>.svg`), so the demo store needs no network. */
import { demoMediaColor } from './demo-catalog'
import { genericIllustration, productIllustration } from './product-illustrations'

/**
 * The SVG for a media file name such as `classic-tee-2.svg`: an illustration of the demo product
 * (in the colour of the variant the picture belongs to), else a parcel with the name.
 */
export function placeholderSvg(fileName: string): string {
  const base = fileName.replace(/\.svg$/, '')
  const number = /-(\d+)$/.exec(base)?.[1]
  const key = number === undefined ? base : base.slice(0, -number.length - 1)
  const title = key
    .replace(/^collection-/, '')
    .replace(/-/g, ' ')
    .slice(0, 40)
  const color = number === undefined ? undefined : demoMediaColor(key, Number(number) - 1)
  return productIllustration(key, title, color) ?? genericIllustration(title)
}
