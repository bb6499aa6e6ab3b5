// `pnpm bench` figures of @vitrine/react and the example storefront: how often a product card
// renders while the cart changes (the target is 0), and the storefront's production bundle.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const storefront = fileURLToPath(new URL('../examples/storefront/', import.meta.url))

/** Builds the storefront for production and measures its JavaScript and CSS, gzip -9. */
async function storefrontBundle(): Promise<{ js: number; entry: number; css: number; chunks: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'vitrine-storefront-bench-'))
  try {
    await build({
      root: storefront,
      configFile: join(storefront, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })
    const assets = join(outDir, 'assets')
    const files = readdirSync(assets)
    const gz = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).byteLength
    const js = files.filter((f) => f.endsWith('.js'))
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const entry = js.find((f) => html.includes(`/assets/${f}`))
    return {
      js: js.reduce((sum, f) => sum + gz(f), 0),
      entry: entry ? gz(entry) : 0,
      css: files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0),
      chunks: js.length,
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/**
 * The figures: product-card renders while the cart changes 10 times (must be 0), renders of a
 * component showing the cart over the same changes (for comparison), and the storefront's
 * production bundle (all JavaScript chunks, the entry chunk, the CSS; gzip -9 bytes).
 */
export async function benchReact(): Promise<Record<string, number>> {
  const { measureCardRenders } = await import('../packages/react/test/measure-card-renders')
  const renders = await measureCardRenders(10)
  const bundle = await storefrontBundle()
  return {
    [`product card renders while the cart changed ${renders.cartChanges} times (${renders.cards} cards; must be 0)`]:
      renders.cardRenders,
    'renders of a component showing the cart, same changes (for comparison)': renders.cartViewRenders,
    'storefront production JS, all chunks (gzip bytes)': bundle.js,
    'storefront production JS, entry chunk (gzip bytes)': bundle.entry,
    'storefront production JS chunks': bundle.chunks,
    'storefront production CSS (gzip bytes)': bundle.css,
  }
}
