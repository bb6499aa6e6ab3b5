// The one build configuration of every published package: each package's `build` script runs
// `tsup --config ../../tsup.config.ts` in its own folder. Entries come from the package's own
// `exports` (each entry's `@vitrine/source` file, named after its `dist` file) and from `bin`
// entries that point into `dist`, so a new subpath export needs no build change. What a package
// needs beyond that is in PACKAGES below, with the reason.
import { readFileSync } from 'node:fs'
import { defineConfig, type Options } from 'tsup'

interface PackageJson {
  name: string
  exports?: Record<string, string | Record<string, string>>
  bin?: Record<string, string>
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson

/** `./dist/name.js` → `name`. */
const distName = (file: string): string | undefined => /^\.\/dist\/(.+)\.js$/.exec(file)?.[1]

const entry: Record<string, string> = {}
for (const target of Object.values(pkg.exports ?? {})) {
  if (typeof target !== 'object') continue
  const name = distName(target['default'] ?? '')
  const source = target['@vitrine/source']
  if (name && source) entry[name] = source
}
for (const file of Object.values(pkg.bin ?? {})) {
  const name = distName(file)
  if (name) entry[name] = `./src/${name}.ts`
}

/** Per-package additions, each with its reason. */
const PACKAGES: Record<string, Options> = {
  '@vitrine/react': {
    // `index` holds the hooks and the provider, marked 'use client' as a whole (bundling drops
    // the per-file directives), so React Server Components treat them as client code; `server`
    // holds keys, query options and state serialisation with no directive, so a Server Component
    // can call them. No code splitting: a shared chunk would sit on both sides. esbuild
    // tree-shakes; tsup's extra Rollup pass would strip the directive.
    treeshake: false,
    splitting: false,
    external: ['react', 'react/jsx-runtime', '@tanstack/react-query', '@vitrine/core'],
    plugins: [
      {
        name: 'use-client',
        // Prepended on the first line, so the source map's lines stay right.
        renderChunk(code, chunk) {
          return chunk.path.endsWith('index.js') ? { code: `'use client';${code}` } : undefined
        },
      },
    ],
  },
  '@vitrine/emulator': {
    // `bin/vitrine-emulator.js` is in git (so the command runs unbuilt in the repository); once
    // built, it runs `dist/cli.js`.
    entry: { ...entry, cli: './src/cli.ts' },
    // Node built-ins are loaded lazily (state file, scrypt) or by the `node` entry only, never bundled.
    external: [/^node:/],
    removeNodeProtocol: false,
  },
}

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  // Code loaded with `import()` on first use (auth's flows, catalog's admin writes) stays a chunk
  // of its own in dist, so that bundlers built from dist split it off too; subpath entries share
  // one copy of what they have in common (one class per error, whichever entry it came from).
  splitting: true,
  ...PACKAGES[pkg.name],
})
