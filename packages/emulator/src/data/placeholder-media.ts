/** Placeholder pictures served by the emulator, so the demo store needs no network. */

function hue(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** An SVG picture for a media file name such as `classic-tee-1.svg`. */
export function placeholderSvg(fileName: string): string {
  const title = fileName
    .replace(/\.svg$/, '')
    .replace(/-\d+$/, '')
    .replace(/^collection-/, '')
    .replace(/-/g, ' ')
    .slice(0, 40)
  const h = hue(title)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(title)}">
<rect width="1000" height="1000" fill="hsl(${h} 45% 88%)"/>
<circle cx="500" cy="430" r="220" fill="hsl(${h} 50% 62%)"/>
<text x="500" y="820" font-family="system-ui, sans-serif" font-size="64" text-anchor="middle" fill="hsl(${h} 40% 25%)">${escapeXml(title)}</text>
</svg>`
}
