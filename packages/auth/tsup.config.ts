import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  // The flows are loaded with `import()` on first use (`src/flows/load-interactive.ts`): keep
  // them a chunk of their own in dist, so that bundlers built from dist split them off too.
  splitting: true,
})
