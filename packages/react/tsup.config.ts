import { defineConfig } from 'tsup'

export default defineConfig({
  // `index`: the hooks and the provider, marked 'use client' as a whole (bundling drops the
  // per-file directives), so React Server Components treat them as client code.
  // `server`: keys, query options and state serialisation, with no directive, so a Server
  // Component can call them. No code splitting: a shared chunk would sit on both sides.
  entry: { index: 'src/index.ts', server: 'src/server.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // esbuild tree-shakes the bundle; tsup's extra Rollup pass would strip the directive.
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
})
