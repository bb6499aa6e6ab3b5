import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // The admin writes are one chunk of their own, loaded with `import()` on first use.
  splitting: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
})
