import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Node built-ins are loaded lazily (state file, scrypt, HTTP server) and never bundled.
  external: [/^node:/],
  removeNodeProtocol: false,
  treeshake: true,
})
