import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'
import { describe, expect, test } from 'vitest'

// What the module costs in a browser bundle, measured the way DESIGN §5 measures (esbuild,
// minify, ESM, browser, gzip -9). The package is first built like its `dist` (one ESM file,
// core external), so the test also catches top-level code a bundler cannot drop.

const PACKAGE = fileURLToPath(new URL('..', import.meta.url))

/** The package's entry as one ESM file, like `dist/index.js`. */
async function packageFile(): Promise<string> {
  const result = await build({
    entryPoints: [`${PACKAGE}/src/index.ts`],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: ['@vitrine/core'],
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** Gzipped bytes of a browser bundle of `entry`, with `@vitrine/cart` served from `cartFile`. */
async function gzipped(entry: string, cartFile: string): Promise<{ bytes: number; code: string }> {
  const cart: Plugin = {
    name: 'built-cart',
    setup(b) {
      b.onResolve({ filter: /^@vitrine\/cart$/ }, () => ({ path: 'cart', namespace: 'built-cart' }))
      b.onLoad({ filter: /.*/, namespace: 'built-cart' }, () => ({
        contents: cartFile,
        resolveDir: PACKAGE,
        loader: 'js',
      }))
    },
  }
  const result = await build({
    stdin: { contents: entry, resolveDir: PACKAGE, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    plugins: [cart],
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.text
  return { bytes: gzipSync(code, { level: 9 }).length, code }
}

describe('bundle size', () => {
  test('currentCart adds at most 3 KB gz to createClient, input checks included', async () => {
    const cartFile = await packageFile()
    const base = await gzipped(
      `import { createClient } from '@vitrine/core'; export const c = createClient({})`,
      cartFile,
    )
    const withCart = await gzipped(
      `import { createClient } from '@vitrine/core'; import { currentCart } from '@vitrine/cart'
       export const c = createClient({ modules: { cart: currentCart } })`,
      cartFile,
    )
    const added = withCart.bytes - base.bytes
    console.info(`createClient ${base.bytes} B gz; + currentCart ${withCart.bytes} B gz (+${added} B)`)
    expect(added).toBeLessThanOrEqual(3 * 1024)
    // No schema library rides along: core's checker does the input checks.
    expect(withCart.code).not.toMatch(/\$Zod|_zod/)
  })

  test('importing only enumerations and constants does not bundle the module', async () => {
    const cartFile = await packageFile()
    const { bytes, code } = await gzipped(
      `import { ChannelType, STORES_APP_ID } from '@vitrine/cart'; console.log(ChannelType.WEB, STORES_APP_ID)`,
      cartFile,
    )
    expect(code).not.toContain('$constructor')
    expect(code).not.toContain('carts/current')
    expect(bytes).toBeLessThan(600)
  })
})
