/**
 * What a storefront loads up front when it imports the session (DESIGN §5): only the session,
 * its token lifecycle, the storages and the error classes. Every interactive flow (logins,
 * hosted pages, PKCE, identity calls, redirect sessions) is one lazy chunk. Bundlers split code
 * file by file, so a single static import from the session's side into a flow module would pull
 * that whole file into the first load: this test catches it on the sources (the bundle-size
 * bench measures the built packages).
 */
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Bundles `entry` as a production build would (splitting on) and sorts our files by when they load. */
async function firstLoad(entry: string): Promise<{ upFront: string[]; lazy: string[][] }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/virtual',
    write: false,
    metafile: true,
    conditions: ['@vitrine/source'],
    external: ['@vitrine/core'],
    logLevel: 'silent',
  })
  const outputs: Metafile['outputs'] = result.metafile.outputs
  const entryOut = Object.keys(outputs).find((out) => outputs[out]?.entryPoint === '<stdin>') ?? ''
  const initial = new Set<string>()
  const visit = (out: string): void => {
    if (initial.has(out)) return
    initial.add(out)
    for (const imported of outputs[out]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entryOut)
  const ours = (out: string): string[] =>
    Object.keys(outputs[out]?.inputs ?? {})
      .filter((input) => input.includes('packages/auth/src/') || input.startsWith('src/'))
      .map((input) => input.slice(input.indexOf('src/')))
      .sort()
  const chunks = Object.keys(outputs).filter((out) => out.endsWith('.js'))
  return {
    upFront: chunks
      .filter((out) => initial.has(out))
      .flatMap(ours)
      .sort(),
    lazy: chunks.filter((out) => !initial.has(out)).map(ours),
  }
}

/** The session's own files: everything a visitor who browses and fills a cart needs. */
const EAGER = [
  'src/env.ts',
  'src/errors.ts',
  'src/flows/load-interactive.ts',
  'src/index.ts',
  'src/session/lock.ts',
  'src/session/oauth.ts',
  'src/session/safe-storage.ts',
  'src/session/token-endpoint.ts',
  'src/session/usable.ts',
  'src/storage/local-storage-store.ts',
  'src/storage/memory-storage.ts',
  'src/tokens.ts',
]

describe('first load of a storefront', () => {
  it('oauth + localStorageStore load the session only; every flow is one lazy chunk', async () => {
    const { upFront, lazy } = await firstLoad(`
      import { oauth, localStorageStore } from './src/index'
      export const session = oauth({ clientId: 'x', storage: localStorageStore() })`)
    expect(upFront).toEqual(EAGER)
    expect(lazy).toHaveLength(1)
    expect(lazy[0]).toEqual(
      expect.arrayContaining([
        'src/check.ts',
        'src/flows/auth-url.ts',
        'src/flows/handle-redirect.ts',
        'src/flows/hidden-frame.ts',
        'src/flows/login.ts',
        'src/flows/pkce.ts',
        'src/flows/transactions.ts',
        'src/identity/login-v2.ts',
        'src/login-result.ts',
        'src/redirects/create-redirect-session.ts',
      ]),
    )
  })

  it('createPkce, the identity and redirects modules load the same lazy chunk, not a second one', async () => {
    const { upFront, lazy } = await firstLoad(`
      import { oauth, createPkce, codeChallenge, identity, redirects, cookieStore } from './src/index'
      export { oauth, createPkce, codeChallenge, identity, redirects, cookieStore }`)
    expect(upFront).not.toContain('src/flows/pkce.ts')
    expect(upFront.filter((file) => file.startsWith('src/identity/'))).toEqual([
      'src/identity/identity-module.ts',
    ])
    expect(upFront).not.toContain('src/redirects/create-redirect-session.ts')
    expect(lazy).toHaveLength(1)
  })
})
