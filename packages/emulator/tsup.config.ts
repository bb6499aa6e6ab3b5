import { defineConfig } from 'tsup'

export default defineConfig({
  // `index` is the web-standard fetch handler (browsers, workers); `node` adds listen(); `msw`
  // the msw handlers; `cli` is what bin/vitrine-emulator.js runs once built.
  entry: ['src/index.ts', 'src/node.ts', 'src/msw.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/node.ts', 'src/msw.ts'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Node built-ins are loaded lazily (state file, scrypt) or only by the node entry, never bundled.
  external: [/^node:/, 'msw', '@hono/node-server'],
  removeNodeProtocol: false,
  splitting: true,
  treeshake: true,
})
