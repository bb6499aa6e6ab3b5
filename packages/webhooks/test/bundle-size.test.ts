// DESIGN §5: the verify path (createWebhooks + verify, with jose) stays ≤ 10 KB gzipped, measured
// as the bench measures it (esbuild, minify, ESM, browser, gzip -9). Built from sources through
// the `@vitrine/source` condition, so no build step is needed; bench/webhooks-verify.ts measures
// the same entry on dist/. Raise the ceiling only in the same commit as the growth, with a reason.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, test } from 'vitest'

const CEILING = 10 * 1024

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

test('createWebhooks + verify with jose is at most 10 KB gzipped', async () => {
  const code = await bundle(`
    import { createWebhooks } from '../src/index'
    const webhooks = createWebhooks({ publicKey: globalThis.KEY })
    export const verify = (token) => webhooks.verify(token)
  `)
  const gzipped = gzipSync(code, { level: 9 }).length
  console.info(`webhooks verify bundle: ${code.length} B minified, ${gzipped} B gzipped (ceiling ${CEILING})`)
  expect(gzipped).toBeLessThanOrEqual(CEILING)
  // Nothing in the verify path can fetch a key (jku / x5u / remote JWKS).
  expect(code).not.toMatch(/\bfetch\b/)
  expect(code).not.toContain('createRemoteJWKSet')
  // The testing helpers (jose's signing side) stay out of it.
  expect(code).not.toContain('SignJWT')
})

test('the testing entry is not pulled in by the main entry, and EventType only when used', async () => {
  const withoutEventType = await bundle(
    `import { createWebhooks } from '../src/index'; export default createWebhooks`,
  )
  expect(withoutEventType).not.toContain('CartCreated')
  const withEventType = await bundle(`import { EventType } from '../src/index'; export default EventType`)
  expect(withEventType).toContain('CartCreated')
})
