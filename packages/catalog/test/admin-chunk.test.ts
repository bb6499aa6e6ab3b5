import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

// A storefront reads the catalogue; the admin writes and bulk helpers (src/admin/) load with
// `import()` on the first write, all in one chunk (DESIGN §5). Bundled here the way a production
// build splits code, from the sources, with core left out: what the page loads up front must carry
// every read and no write, and the one lazy chunk every write of both modules.

const INDEX = fileURLToPath(new URL('../src/index.ts', import.meta.url))
const ADMIN = fileURLToPath(new URL('../src/admin/', import.meta.url))

const READS = [
  '/v1/products/query-platformized',
  '/productOptionsAvailability',
  '/v2/collections/query',
  '/v2/collections/slug/',
]
const WRITES = [
  '/v1/bulk/products/update',
  '/v1/bulk/products/adjust-properties',
  '/remove-ribbon',
  '/remove-brand',
  '/choices/media/delete',
  '/variants/resetToDefault',
  'must set exactly one of price, cost and weight',
  'The platform did not change this product',
  '/productIds/delete',
]

/** The storefront's bundle: its outputs, which of them load up front, and the lazy ones. */
async function storefront(): Promise<{
  outputs: Metafile['outputs']
  upFront: Set<string>
  lazy: Set<string>
  text(path: string): string
}> {
  const result = await build({
    entryPoints: ['storefront'],
    plugins: [
      {
        name: 'storefront',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^storefront$/ }, () => ({ path: 'storefront', namespace: 'page' }))
          esbuild.onLoad({ filter: /.*/, namespace: 'page' }, () => ({
            contents: `import { collections, products } from ${JSON.stringify(INDEX)}
              export const modules = { products, collections }`,
            loader: 'ts',
            resolveDir: fileURLToPath(new URL('.', import.meta.url)),
          }))
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    external: ['@vitrine/core'],
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const text = (path: string) =>
    new TextDecoder().decode(result.outputFiles.find((f) => f.path.endsWith(path))?.contents)
  const entry = Object.keys(outputs).find((out) => outputs[out]?.entryPoint === 'page:storefront')!
  const upFront = new Set<string>()
  const visit = (out: string) => {
    if (upFront.has(out)) return
    upFront.add(out)
    for (const imp of outputs[out]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
  }
  visit(entry)
  const lazy = new Set(
    [...upFront].flatMap((out) =>
      (outputs[out]?.imports ?? []).filter((imp) => imp.kind === 'dynamic-import').map((imp) => imp.path),
    ),
  )
  return { outputs, upFront, lazy, text }
}

test('a storefront loads the reads up front and every write in one chunk on first use', async () => {
  const { upFront, lazy, text } = await storefront()

  const loaded = [...upFront].map(text).join('\n')
  for (const read of READS) expect(loaded).toContain(read)
  for (const write of WRITES) expect(loaded).not.toContain(write)

  expect(lazy.size).toBe(1)
  const chunk = text([...lazy][0]!)
  for (const write of WRITES) expect(chunk).toContain(write)
})

test('nothing src/index.ts reaches statically comes from src/admin/, and the one lazy chunk holds all of it', async () => {
  const { outputs, upFront, lazy } = await storefront()
  const sources = (outs: Iterable<string>) =>
    [...outs].flatMap((out) => Object.keys(outputs[out]?.inputs ?? {}).map((input) => resolve(input)))
  const admin = readdirSync(ADMIN)
    .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    .map((file) => resolve(ADMIN, file))

  expect(sources(upFront).filter((source) => source.startsWith(ADMIN))).toEqual([])
  expect(admin.length).toBeGreaterThan(20)
  expect(
    sources(lazy)
      .filter((source) => source.startsWith(ADMIN))
      .sort(),
  ).toEqual(admin.sort())
})
