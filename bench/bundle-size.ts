// Bundle size of what users ship, measured the way DESIGN §5 anchors were measured:
// esbuild, minify, ESM, browser, gzip -9, from the BUILT packages (dist), production mode,
// with code splitting as production builds do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
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
  /** Strings that must appear in the bundle (proof that a `forbidden` needle finds what it looks for). */
  required?: string[]
}

export interface BundleFigure {
  name: string
  /** Minified bytes loaded up front: the entry chunk and the chunks it imports statically. */
  minified: number
  /** Gzipped bytes loaded up front (each chunk gzipped on its own, as a server sends them). */
  gzip: number
  /** Gzipped bytes of everything, lazy chunks (`import()` on first use) included. */
  gzipTotal: number
  /** Gzipped bytes of one file with every lazy chunk inlined (how DESIGN §5's anchors were measured). */
  gzipSingleFile: number
  ceiling: number | undefined
  /** Forbidden strings found in any chunk. */
  found: string[]
  /** Required strings found in no chunk. */
  missing: string[]
}

const KB = 1024

/** Strings that betray code a browser bundle must never carry. */
const NEVER_IN_BROWSER = [
  '@wix/', // the official client is the emulator's conformance peer, nothing more
  'vitrine-emulator',
  'node:', // server-only modules
  'serverVisitor()', // the server-wide visitor of @vitrine/auth (its refusal message): server code only
]

/**
 * What betrays zod in a bundle: every zod 4 schema keeps its internals under `_zod`, which no
 * minifier renames. The main entries never import zod: only `@vitrine/cart/schemas` and
 * `@vitrine/catalog/schemas` do, and only apps that import those pay for it.
 */
const ZOD = ['_zod']

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
    forbidden: [...NEVER_IN_BROWSER, ...ZOD],
  },
  {
    // The browser half of a server-held session (`sessionRoute()` keeps the refresh token): no
    // ceiling of its own, but none of the server half (sealing with the app's secret) may ship.
    name: 'client + routeSession + currentCart',
    entry: `
      import { createClient } from '@vitrine/core'
      import { routeSession } from '@vitrine/auth/route-session'
      import { currentCart } from '@vitrine/cart'
      const client = createClient({ auth: routeSession({ clientId: 'x' }), modules: { cart: currentCart } })
      export const run = () => client.cart.addItems({ lineItems: [] })`,
    forbidden: [...NEVER_IN_BROWSER, ...ZOD, 'HKDF', 'AES-GCM'],
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
    forbidden: [...NEVER_IN_BROWSER, ...ZOD],
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
    forbidden: [...NEVER_IN_BROWSER, ...ZOD],
  },
  {
    name: 'webhooks verify (with jose)',
    ceiling: 10 * KB,
    entry: `
      import { createWebhooks } from '@vitrine/webhooks'
      const webhooks = createWebhooks({ publicKey: 'x' })
      export const run = (token) => webhooks.verify(token)`,
    forbidden: ['@wix/', 'vitrine-emulator', ...ZOD],
  },
  {
    // Opt-in form schemas: no ceiling of their own (the app chose zod), but they must carry it,
    // which proves the needle that keeps zod out of every scenario above finds it.
    name: 'cart schemas: a delivery address form (with zod/mini)',
    entry: `
      import { deliveryAddressSchema, emailSchema } from '@vitrine/cart/schemas'
      export const run = (value) => [deliveryAddressSchema.safeParse(value), emailSchema.safeParse(value)]`,
    forbidden: NEVER_IN_BROWSER,
    required: ZOD,
  },
  {
    name: 'catalog schemas: a product form (with zod/mini)',
    entry: `
      import { productInputSchema } from '@vitrine/catalog/schemas'
      export const run = (value) => productInputSchema.safeParse(value)`,
    forbidden: NEVER_IN_BROWSER,
    required: ZOD,
  },
  {
    name: 'core alone (createClient + request)',
    entry: `
      import { createClient } from '@vitrine/core'
      export const run = () => createClient().request({ method: 'GET', path: '/x' })`,
    forbidden: [...NEVER_IN_BROWSER, ...ZOD],
  },
]

/**
 * Bundles one scenario from the built packages and measures it. Code splitting is on, as in
 * every production build of Vite, Rollup or webpack: code the SDK loads with `import()` on first
 * use (login forms, hosted-page flows) is a chunk of its own, counted in `gzipTotal` but not in
 * what the page loads up front (`gzip`, which the ceilings guard).
 */
export async function measure(scenario: Scenario): Promise<BundleFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bundle-'))
  try {
    const entry = join(import.meta.dirname, `.entry-${process.pid}-${Math.random().toString(36).slice(2)}.ts`)
    writeFileSync(entry, scenario.entry)
    let result: Awaited<ReturnType<typeof build>>
    try {
      result = await build({
        entryPoints: [entry],
        bundle: true,
        splitting: true,
        outdir: dir,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        metafile: true,
        external: scenario.external ?? [],
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      })
    } finally {
      rmSync(entry, { force: true })
    }
    const files = new Map(
      (result.outputFiles ?? []).map((f) => [relative(process.cwd(), f.path), f.contents]),
    )
    const outputs = result.metafile?.outputs ?? {}
    // Dynamic-import chunks have an `entryPoint` too: the page's own entry is the one built from our file.
    const entryName = relative(process.cwd(), entry)
    const entryOut = Object.keys(outputs).find((out) => outputs[out]?.entryPoint === entryName)
    if (!entryOut) throw new Error(`no output for the entry ${entryName}`)
    const initial = new Set<string>()
    const visit = (out: string) => {
      if (initial.has(out)) return
      initial.add(out)
      for (const imp of outputs[out]?.imports ?? [])
        if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
    }
    visit(entryOut)
    let minified = 0
    let gzip = 0
    let gzipTotal = 0
    const found = new Set<string>()
    const missing = new Set(scenario.required ?? [])
    for (const [path, code] of files) {
      if (!path.endsWith('.js')) continue
      const gz = gzipSync(code, { level: 9 }).byteLength
      gzipTotal += gz
      if (initial.has(path)) {
        minified += code.byteLength
        gzip += gz
      }
      const text = new TextDecoder().decode(code)
      for (const needle of scenario.forbidden ?? []) if (text.includes(needle)) found.add(needle)
      for (const needle of missing) if (text.includes(needle)) missing.delete(needle)
    }
    const single = await build({
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
    const gzipSingleFile = gzipSync(single.outputFiles[0]?.contents ?? new Uint8Array(), {
      level: 9,
    }).byteLength
    return {
      name: scenario.name,
      minified,
      gzip,
      gzipTotal,
      gzipSingleFile,
      ceiling: scenario.ceiling,
      found: [...found],
      missing: [...missing],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
