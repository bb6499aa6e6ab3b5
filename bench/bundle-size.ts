// Bundle size of what users ship, measured the way DESIGN §5 anchors were measured:
// esbuild, minify, ESM, browser, gzip -9, from the BUILT packages (dist), production mode.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

export interface Scenario {
  /** Short name printed by `pnpm bench`. */
  name: string
  /** What a user's entry file imports and does. */
  entry: string
  /** Gzip ceiling in bytes (DESIGN §5), when there is one. */
  ceiling?: number
  /** Packages the user provides themselves (not counted). */
  external?: string[]
  /** Identifiers or strings that must not appear in the bundle. */
  forbidden?: string[]
}

export interface BundleFigure {
  name: string
  minified: number
  gzip: number
  ceiling: number | undefined
  /** Forbidden strings found in the bundle. */
  found: string[]
}

const KB = 1024

/** Strings that betray code a browser bundle must never carry. */
const NEVER_IN_BROWSER = [
  '@wix/', // the official client is the emulator's conformance peer, nothing more
  'vitrine-emulator',
  'node:', // server-only modules
]

export const scenarios: Scenario[] = [
  {
    name: 'client + oauth + currentCart',
    ceiling: 12 * KB,
    entry: `
      import { createClient } from '@vitrine/core'
      import { oauth, localStorageStore } from '@vitrine/auth'
      import { currentCart } from '@vitrine/cart'
      const client = createClient({ auth: oauth({ clientId: 'x', storage: localStorageStore() }), modules: { cart: currentCart } })
      export const run = () => client.cart.addItems({ lineItems: [] })`,
    forbidden: NEVER_IN_BROWSER,
  },
  {
    name: 'client + oauth + currentCart + products',
    ceiling: 16 * KB,
    entry: `
      import { createClient } from '@vitrine/core'
      import { oauth, localStorageStore } from '@vitrine/auth'
      import { currentCart } from '@vitrine/cart'
      import { products } from '@vitrine/catalog'
      const client = createClient({ auth: oauth({ clientId: 'x', storage: localStorageStore() }), modules: { cart: currentCart, products } })
      export const run = () => client.products.query().eq('name', 'x').find()`,
    forbidden: NEVER_IN_BROWSER,
  },
  {
    name: 'react provider + hooks (with client, oauth, cart, products; without react, TanStack Query)',
    ceiling: 20 * KB,
    external: ['react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query'],
    entry: `
      import { createClient } from '@vitrine/core'
      import { oauth } from '@vitrine/auth'
      import { currentCart } from '@vitrine/cart'
      import { products, collections } from '@vitrine/catalog'
      import { VitrineProvider, useCart, useSession, useProducts, useProduct, useCollection, useClient } from '@vitrine/react'
      export const client = createClient({ auth: oauth({ clientId: 'x' }), modules: { cart: currentCart, products, collections } })
      export { VitrineProvider, useCart, useSession, useProducts, useProduct, useCollection, useClient }`,
    forbidden: NEVER_IN_BROWSER,
  },
  {
    name: 'webhooks verify (with jose)',
    ceiling: 10 * KB,
    entry: `
      import { createWebhooks } from '@vitrine/webhooks'
      const webhooks = createWebhooks({ publicKey: 'x' })
      export const run = (token) => webhooks.verify(token)`,
    forbidden: ['@wix/', 'vitrine-emulator'],
  },
  {
    name: 'core alone (createClient + request)',
    entry: `
      import { createClient } from '@vitrine/core'
      export const run = () => createClient().request({ method: 'GET', path: '/x' })`,
    forbidden: NEVER_IN_BROWSER,
  },
]

/** Bundles one scenario from the built packages and measures it. */
export async function measure(scenario: Scenario): Promise<BundleFigure> {
  const result = await build({
    stdin: { contents: scenario.entry, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external: scenario.external ?? [],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  const text = new TextDecoder().decode(code)
  return {
    name: scenario.name,
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    ceiling: scenario.ceiling,
    found: (scenario.forbidden ?? []).filter((needle) => text.includes(needle)),
  }
}
