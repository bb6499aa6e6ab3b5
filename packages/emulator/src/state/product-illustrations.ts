/**
 * Flat SVG illustrations of the demo products, so that a shop on the emulator shows a tee where
 * there is a tee (and a black one for the black variant) without any network. Each drawing is a
 * few shapes on a 1000 × 1000 canvas: `main` is the product's colour, `accent` a darker shade.
 */

type Drawing = (main: string, accent: string) => string

const INK = '#2b2b2b'
const PAPER = '#fbfaf7'

/** A darker (amount < 0) or lighter shade of a `#rrggbb` colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number): number => {
    const c = (value >> shift) & 255
    const target = amount < 0 ? 0 : 255
    return Math.round(c + (target - c) * Math.abs(amount))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

const tee: Drawing = (m, a) => `
<path d="M380 250 L300 270 L170 380 L250 480 L320 430 L320 800 L680 800 L680 430 L750 480 L830 380 L700 270 L620 250 Q500 330 380 250 Z" fill="${m}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<path d="M380 250 Q500 330 620 250" fill="none" stroke="${a}" stroke-width="14"/>`

const hoodie: Drawing = (m, a) => `
<path d="M400 230 Q500 120 600 230 L720 270 L850 560 L760 600 L700 470 L700 820 L300 820 L300 470 L240 600 L150 560 L280 270 Z" fill="${m}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<path d="M400 230 Q500 360 600 230" fill="${a}" opacity=".45"/>
<path d="M380 640 L620 640 L660 760 L340 760 Z" fill="${a}" opacity=".35"/>
<line x1="470" y1="300" x2="465" y2="420" stroke="${PAPER}" stroke-width="8"/><line x1="530" y1="300" x2="535" y2="420" stroke="${PAPER}" stroke-width="8"/>`

const shirt: Drawing = (m, a) => `
<path d="M390 230 L300 260 L190 600 L270 620 L330 420 L330 820 L670 820 L670 420 L730 620 L810 600 L700 260 L610 230 L500 300 Z" fill="${m}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<path d="M390 230 L500 300 L450 360 Z M610 230 L500 300 L550 360 Z" fill="${shade(m, 0.35)}" stroke="${a}" stroke-width="8"/>
${[400, 480, 560, 640, 720].map((y) => `<circle cx="500" cy="${y}" r="11" fill="${PAPER}" stroke="${a}" stroke-width="4"/>`).join('')}`

const jacket: Drawing = (m, a) => `
<path d="M380 220 L270 270 L170 640 L260 660 L320 450 L320 830 L680 830 L680 450 L740 660 L830 640 L730 270 L620 220 L500 290 Z" fill="${m}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<path d="M380 220 L500 290 L440 420 Z M620 220 L500 290 L560 420 Z" fill="${a}" opacity=".5"/>
<line x1="500" y1="290" x2="500" y2="830" stroke="${a}" stroke-width="10"/>
<rect x="360" y="520" width="100" height="70" rx="8" fill="none" stroke="${a}" stroke-width="8"/><rect x="540" y="520" width="100" height="70" rx="8" fill="none" stroke="${a}" stroke-width="8"/>`

const beanie: Drawing = (m, a) => `
<circle cx="500" cy="250" r="60" fill="${shade(m, 0.3)}" stroke="${a}" stroke-width="8"/>
<path d="M260 620 Q260 300 500 290 Q740 300 740 620 Z" fill="${m}" stroke="${a}" stroke-width="10"/>
${[330, 400, 470, 540, 610, 680].map((x) => `<line x1="${x}" y1="380" x2="${x}" y2="610" stroke="${a}" stroke-width="6" opacity=".5"/>`).join('')}
<rect x="230" y="600" width="540" height="140" rx="30" fill="${shade(m, -0.15)}" stroke="${a}" stroke-width="10"/>`

const socks: Drawing = (m, a) => {
  const sock = (dx: number, color: string) =>
    `<path d="M${360 + dx} 200 L${520 + dx} 200 L${520 + dx} 620 Q${520 + dx} 780 ${380 + dx} 800 L${240 + dx} 800 Q${180 + dx} 800 ${180 + dx} 740 Q${180 + dx} 680 ${250 + dx} 660 L${360 + dx} 600 Z" fill="${color}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<rect x="${360 + dx}" y="200" width="160" height="70" fill="${a}" opacity=".5"/>`
  return sock(160, shade(m, 0.25)) + sock(0, m)
}

const tote: Drawing = (m, a) => `
<path d="M380 380 Q380 200 500 200 Q620 200 620 380" fill="none" stroke="${a}" stroke-width="26"/>
<path d="M260 370 L740 370 L780 830 L220 830 Z" fill="${m}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>
<rect x="420" y="560" width="160" height="120" rx="10" fill="${shade(m, -0.12)}"/>`

const wallet: Drawing = (m, a) => `
<rect x="220" y="320" width="560" height="380" rx="40" fill="${m}" stroke="${a}" stroke-width="10"/>
<path d="M220 430 L780 430" stroke="${a}" stroke-width="8"/>
<rect x="290" y="480" width="180" height="110" rx="12" fill="${PAPER}" stroke="${a}" stroke-width="6"/>
<rect x="320" y="500" width="180" height="110" rx="12" fill="#d9e6f2" stroke="${a}" stroke-width="6"/>
<path d="M220 360 Q220 320 260 320 L740 320 Q780 320 780 360" fill="none" stroke="${shade(m, 0.3)}" stroke-width="10" stroke-dasharray="18 14"/>`

const sunglasses: Drawing = (_m, a) => `
<path d="M180 430 Q180 640 330 640 Q460 640 470 470 L470 430 Z" fill="${INK}" stroke="${a}" stroke-width="12"/>
<path d="M820 430 Q820 640 670 640 Q540 640 530 470 L530 430 Z" fill="${INK}" stroke="${a}" stroke-width="12"/>
<path d="M470 450 Q500 420 530 450" fill="none" stroke="${a}" stroke-width="14"/>
<line x1="180" y1="430" x2="820" y2="430" stroke="${a}" stroke-width="14"/>
<path d="M220 470 Q260 460 300 520" stroke="#ffffff" stroke-width="12" opacity=".5" fill="none"/>`

const cap: Drawing = (m, a) => `
<path d="M230 600 Q230 300 500 290 Q770 300 770 600 Z" fill="${m}" stroke="${a}" stroke-width="10"/>
<path d="M500 290 L500 600 M360 320 Q420 450 420 600 M640 320 Q580 450 580 600" stroke="${a}" stroke-width="6" opacity=".5" fill="none"/>
<circle cx="500" cy="290" r="22" fill="${a}"/>
<path d="M230 600 Q500 560 900 640 Q860 700 700 690 Q480 660 230 660 Z" fill="${shade(m, -0.15)}" stroke="${a}" stroke-width="10" stroke-linejoin="round"/>`

const backpack: Drawing = (m, a) => `
<path d="M420 220 Q420 160 500 160 Q580 160 580 220" fill="none" stroke="${a}" stroke-width="22"/>
<rect x="270" y="220" width="460" height="600" rx="110" fill="${m}" stroke="${a}" stroke-width="10"/>
<rect x="340" y="520" width="320" height="220" rx="40" fill="${shade(m, -0.15)}" stroke="${a}" stroke-width="8"/>
<line x1="360" y1="560" x2="640" y2="560" stroke="${a}" stroke-width="6"/>
<path d="M320 320 Q500 380 680 320" fill="none" stroke="${a}" stroke-width="8"/>`

const pins: Drawing = (_m, a) => `
<circle cx="330" cy="400" r="120" fill="#e4572e" stroke="${a}" stroke-width="12"/>
<path d="M330 330 L350 385 L405 385 L360 418 L378 472 L330 440 L282 472 L300 418 L255 385 L310 385 Z" fill="#ffd166"/>
<path d="M660 280 L780 480 L540 480 Z" fill="#17bebb" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>
<path d="M500 640 Q500 560 580 560 Q640 560 640 620 Q640 560 700 560 Q780 560 780 640 Q780 720 640 800 Q500 720 500 640 Z" fill="#f78fb3" stroke="${a}" stroke-width="12"/>`

const mug: Drawing = (m, a) => `
<path d="M640 420 Q800 420 800 540 Q800 660 640 660" fill="none" stroke="${a}" stroke-width="40"/>
<path d="M640 420 Q770 420 770 540 Q770 660 640 660" fill="none" stroke="${m}" stroke-width="22"/>
<path d="M260 300 L680 300 L660 780 Q660 820 620 820 L320 820 Q280 820 280 780 Z" fill="${m}" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>
<ellipse cx="470" cy="300" rx="210" ry="34" fill="${shade(m, -0.25)}" stroke="${a}" stroke-width="10"/>
<path d="M400 230 Q380 180 420 140 M500 230 Q480 170 520 120" stroke="#b9b9b9" stroke-width="10" fill="none" stroke-linecap="round"/>`

const candle: Drawing = (m, a) => `
<path d="M500 170 Q450 260 500 320 Q550 260 500 170 Z" fill="#ffb703" stroke="#fb8500" stroke-width="8"/>
<line x1="500" y1="320" x2="500" y2="370" stroke="${INK}" stroke-width="8"/>
<rect x="320" y="360" width="360" height="460" rx="40" fill="${m}" stroke="${a}" stroke-width="12" opacity=".95"/>
<rect x="340" y="380" width="320" height="60" rx="20" fill="${PAPER}" opacity=".8"/>
<rect x="380" y="540" width="240" height="160" rx="12" fill="${PAPER}" stroke="${a}" stroke-width="6"/>
<line x1="420" y1="600" x2="580" y2="600" stroke="${a}" stroke-width="8"/><line x1="440" y1="640" x2="560" y2="640" stroke="${a}" stroke-width="6"/>`

const artPrint: Drawing = (_m, a) => `
<rect x="230" y="180" width="540" height="660" fill="#8d6e63" stroke="${a}" stroke-width="10"/>
<rect x="280" y="230" width="440" height="560" fill="${PAPER}"/>
<rect x="320" y="270" width="360" height="480" fill="#cfe8f3"/>
<circle cx="600" cy="370" r="50" fill="#f4a261"/>
<path d="M320 750 L440 520 L530 640 L590 560 L680 750 Z" fill="#2a9d8f"/>
<path d="M320 750 L420 640 L500 750 Z" fill="#264653"/>`

const blanket: Drawing = (m, a) => `
<rect x="200" y="300" width="600" height="420" rx="40" fill="${m}" stroke="${a}" stroke-width="10"/>
${[370, 440, 510, 580, 650].map((y) => `<line x1="200" y1="${y}" x2="800" y2="${y}" stroke="${shade(m, -0.2)}" stroke-width="18"/>`).join('')}
<path d="M200 420 Q500 470 800 420" fill="none" stroke="${a}" stroke-width="8" opacity=".6"/>
${Array.from({ length: 12 }, (_, i) => `<line x1="${235 + i * 48}" y1="720" x2="${235 + i * 48}" y2="780" stroke="${a}" stroke-width="8"/>`).join('')}`

const plantPot: Drawing = (m, a) => `
<path d="M500 520 Q380 380 300 260 Q430 300 500 500 Z" fill="#52b788" stroke="#2d6a4f" stroke-width="8"/>
<path d="M500 520 Q620 360 720 280 Q640 420 500 520 Z" fill="#74c69d" stroke="#2d6a4f" stroke-width="8"/>
<path d="M500 520 Q500 340 520 180 Q560 360 500 520 Z" fill="#40916c" stroke="#2d6a4f" stroke-width="8"/>
<path d="M310 520 L690 520 L640 820 L360 820 Z" fill="${m}" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>
<rect x="290" y="500" width="420" height="70" rx="10" fill="${shade(m, -0.12)}" stroke="${a}" stroke-width="10"/>
<ellipse cx="500" cy="835" rx="200" ry="26" fill="${shade(m, -0.2)}"/>`

const coffee: Drawing = (m, a) => {
  const bean = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="40" ry="58" fill="#6f4e37" stroke="${INK}" stroke-width="6"/><path d="M0 -50 Q-18 0 0 50" stroke="#3e2723" stroke-width="8" fill="none"/></g>`
  return `
<path d="M320 220 L680 220 L720 820 L280 820 Z" fill="${m}" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>
<path d="M320 220 L350 170 L650 170 L680 220" fill="${shade(m, -0.2)}" stroke="${a}" stroke-width="10"/>
<rect x="380" y="400" width="240" height="260" rx="20" fill="${PAPER}" stroke="${a}" stroke-width="8"/>
${bean(500, 530, 20)}${bean(760, 780, -30)}${bean(230, 780, 40)}`
}

const ebook: Drawing = (_m, a) => `
<rect x="280" y="160" width="440" height="680" rx="50" fill="${INK}" stroke="${a}" stroke-width="8"/>
<rect x="320" y="220" width="360" height="540" rx="10" fill="#e9f5f2"/>
<path d="M380 470 Q450 400 520 470 Q560 440 620 450 Q570 470 540 510 Q470 560 380 470 Z" fill="#457b9d"/>
<circle cx="560" cy="455" r="8" fill="${INK}"/>
<line x1="360" y1="620" x2="640" y2="620" stroke="#457b9d" stroke-width="10"/><line x1="360" y1="670" x2="580" y2="670" stroke="#a8dadc" stroke-width="10"/>
<circle cx="500" cy="800" r="14" fill="#555"/>`

const wallpaper: Drawing = (_m, a) => `
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b2cbf"/><stop offset="1" stop-color="#ff9e00"/></linearGradient></defs>
<rect x="160" y="220" width="680" height="440" rx="24" fill="${INK}" stroke="${a}" stroke-width="8"/>
<rect x="190" y="250" width="620" height="380" rx="8" fill="url(#sky)"/>
<path d="M190 630 L360 440 L470 560 L580 420 L810 630 Z" fill="#240046" opacity=".8"/>
<rect x="450" y="660" width="100" height="90" fill="#555"/><rect x="360" y="740" width="280" height="30" rx="12" fill="#444"/>`

const font: Drawing = () => `
<rect x="200" y="200" width="600" height="600" rx="40" fill="${PAPER}" stroke="${INK}" stroke-width="8"/>
<text x="500" y="640" font-family="Georgia, 'Times New Roman', serif" font-size="360" font-weight="700" text-anchor="middle" fill="${INK}">Aa</text>
<line x1="250" y1="660" x2="750" y2="660" stroke="#e63946" stroke-width="6" stroke-dasharray="16 12"/>`

const recipes: Drawing = (_m, a) => `
<rect x="250" y="170" width="500" height="660" rx="20" fill="#e76f51" stroke="${a}" stroke-width="10"/>
<rect x="250" y="170" width="60" height="660" fill="#c0492e"/>
<circle cx="530" cy="480" r="150" fill="${PAPER}" stroke="${a}" stroke-width="8"/>
<path d="M450 380 L450 470 Q450 500 470 500 L470 600 M430 380 L430 460 M470 380 L470 460" stroke="${INK}" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M600 380 Q640 430 610 480 L610 600" stroke="${INK}" stroke-width="12" fill="none" stroke-linecap="round"/>
<line x1="370" y1="700" x2="690" y2="700" stroke="${PAPER}" stroke-width="12"/>`

const giftCard: Drawing = (_m, a) => `
<rect x="170" y="300" width="660" height="420" rx="40" fill="#2a9d8f" stroke="${a}" stroke-width="10"/>
<rect x="420" y="300" width="60" height="420" fill="#e9c46a"/><rect x="170" y="470" width="660" height="60" fill="#e9c46a"/>
<path d="M450 470 Q360 360 330 430 Q310 490 450 470 Z M450 470 Q540 360 570 430 Q590 490 450 470 Z" fill="#f4a261" stroke="${a}" stroke-width="8"/>
<text x="720" y="680" font-family="system-ui, sans-serif" font-size="64" font-weight="700" text-anchor="end" fill="${PAPER}">GIFT</text>`

const audio: Drawing = (_m, a) => `
<path d="M260 560 Q260 240 500 240 Q740 240 740 560" fill="none" stroke="${INK}" stroke-width="36"/>
<rect x="210" y="520" width="120" height="220" rx="40" fill="#6d597a" stroke="${a}" stroke-width="10"/>
<rect x="670" y="520" width="120" height="220" rx="40" fill="#6d597a" stroke="${a}" stroke-width="10"/>
${[430, 470, 510, 550].map((x, i) => `<line x1="${x}" y1="${600 - [40, 90, 60, 30][i]!}" x2="${x}" y2="${600 + [40, 90, 60, 30][i]!}" stroke="#b56576" stroke-width="18" stroke-linecap="round"/>`).join('')}`

const stickers: Drawing = (_m, a) => `
<rect x="220" y="170" width="560" height="660" rx="24" fill="${PAPER}" stroke="${a}" stroke-width="8"/>
<circle cx="360" cy="320" r="80" fill="#ffbe0b" stroke="${a}" stroke-width="8"/><path d="M325 330 Q360 370 395 330" stroke="${INK}" stroke-width="8" fill="none"/>
<rect x="540" y="240" width="160" height="160" rx="30" fill="#3a86ff" stroke="${a}" stroke-width="8" transform="rotate(12 620 320)"/>
<path d="M360 480 L400 560 L490 570 L425 630 L440 720 L360 675 L280 720 L295 630 L230 570 L320 560 Z" fill="#ff006e" stroke="${a}" stroke-width="8"/>
<path d="M560 520 Q560 470 610 470 Q660 470 660 520 Q660 470 710 470 Q760 470 760 520 Q760 600 660 680 Q560 600 560 520 Z" fill="#8338ec" stroke="${a}" stroke-width="8"/>`

const parcel: Drawing = (m, a) => `
<path d="M500 200 L800 340 L800 680 L500 820 L200 680 L200 340 Z" fill="${m}" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>
<path d="M200 340 L500 480 L800 340 M500 480 L500 820" fill="none" stroke="${a}" stroke-width="12"/>
<path d="M350 270 L650 410 L650 520" fill="none" stroke="${shade(m, 0.5)}" stroke-width="26"/>`

/** What to draw for each demo product (by slug), and for each collection. */
const DRAWINGS: Record<string, Drawing> = {
  'classic-tee': tee,
  'organic-hoodie': hoodie,
  'linen-shirt': shirt,
  'denim-jacket': jacket,
  'wool-beanie': beanie,
  'running-socks': socks,
  'rain-jacket': jacket,
  'canvas-tote': tote,
  'leather-wallet': wallet,
  'aviator-sunglasses': sunglasses,
  'baseball-cap': cap,
  'travel-backpack': backpack,
  'enamel-pin-set': pins,
  'ceramic-mug': mug,
  'soy-candle': candle,
  'art-print': artPrint,
  'throw-blanket': blanket,
  'plant-pot': plantPot,
  'coffee-beans': coffee,
  'field-guide-ebook': ebook,
  'wallpaper-pack': wallpaper,
  'display-font': font,
  'recipe-collection': recipes,
  'gift-card': giftCard,
  'meditation-audio': audio,
  'sticker-sheet': stickers,
  'collection-apparel': tee,
  'collection-accessories': cap,
  'collection-home-living': mug,
  'collection-digital': ebook,
  'collection-sale': giftCard,
}

/** The colour of each demo product when it has no colour option. */
const BASE_COLORS: Record<string, string> = {
  'organic-hoodie': '#7a8b6f',
  'denim-jacket': '#3b5b85',
  'running-socks': '#e07a5f',
  'canvas-tote': '#e9dcc3',
  'travel-backpack': '#3d405b',
  'soy-candle': '#f2e8cf',
  'throw-blanket': '#b5838d',
  'plant-pot': '#c8553d',
  'coffee-beans': '#ddb892',
  'collection-apparel': '#1f2a44',
  'collection-accessories': '#b8b09b',
  'collection-home-living': '#e2725b',
}

function hue(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A `#rrggbb` colour, or `undefined` for anything else. */
function hexColor(value: string | undefined): string | undefined {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined
}

/**
 * The picture of a demo product or collection: `key` is its slug (`classic-tee`,
 * `collection-apparel`), `color` the colour of the variant the picture shows. `undefined` when
 * there is no drawing for `key`.
 */
export function productIllustration(key: string, title: string, color?: string): string | undefined {
  const draw = DRAWINGS[key]
  if (!draw) return undefined
  const main = hexColor(color) ?? BASE_COLORS[key] ?? '#8ea8c3'
  const accent = shade(main, -0.45)
  const background = `hsl(${hue(key)} 35% 94%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(title)}">
<rect width="1000" height="1000" fill="${background}"/>
<ellipse cx="500" cy="880" rx="330" ry="36" fill="#000" opacity=".06"/>${draw(main, accent)}
</svg>`
}

/** A neutral picture for anything else (a product created through the API): a parcel with its name. */
export function genericIllustration(title: string): string {
  const h = hue(title)
  const main = `hsl(${h} 45% 70%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(title)}">
<rect width="1000" height="1000" fill="hsl(${h} 40% 93%)"/>
<g transform="translate(150 40) scale(.7)">${parcel('#c9a36b', '#7a5c33').replace(/#c9a36b/g, main)}</g>
<text x="500" y="860" font-family="system-ui, sans-serif" font-size="60" text-anchor="middle" fill="hsl(${h} 40% 25%)">${escapeXml(title.slice(0, 32))}</text>
</svg>`
}
