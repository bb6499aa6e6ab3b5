// Bundles worker.ts for workerd (esbuild, the `workerd`/`worker`/`browser` conditions a
// Cloudflare build uses), starts the emulator with its own command on a free port, and runs the
// Worker in workerd through miniflare 3 (workerd itself; miniflare 4 needs Node 22).
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { startEmulator } from './start-emulator.mjs'

await build({
  entryPoints: ['worker.ts'],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['workerd', 'worker', 'browser'],
  target: 'es2022',
  outfile: 'dist/worker.js',
  logLevel: 'warning',
})

const { emulator, url } = await startEmulator()

const mf = new Miniflare({
  modules: true,
  scriptPath: 'dist/worker.js',
  compatibilityDate: '2024-09-23',
  bindings: { EMULATOR_URL: url },
})
try {
  const response = await mf.dispatchFetch('http://worker.test/')
  const body = await response.json()
  if (response.status !== 200 || JSON.stringify(body.printed) !== JSON.stringify([body.expected])) {
    throw new Error(`the quick start in workerd: ${response.status} ${JSON.stringify(body)}`)
  }
  console.log(`quick start in workerd against ${url}: ${body.printed[0]}`)
} finally {
  await mf.dispose()
  emulator.kill('SIGTERM')
}
