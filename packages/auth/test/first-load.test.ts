/**
 * What a storefront loads up front when it imports the session (DESIGN §5): only the session,
 * its token lifecycle, the storages and the error classes `src/index.ts` exports. Every
 * interactive flow (logins, hosted pages, PKCE, identity calls, redirect sessions) is one lazy
 * chunk (`src/interactive/`), bound with core's `bind` + `lazy`; the renewal (token requests,
 * back-off, cross-tab lock) is another (`src/renewal/`), needed only once the access token is
 * missing or expiring; the lock of browsers without Web Locks a third (`src/storage-lock/`).
 * Bundlers split code file by file, so a
 * single static import from the session's side into one of those folders would pull that whole
 * file into the first load: this test catches it on the sources (the bundle-size bench measures
 * the built packages).
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
  'src/index.ts',
  'src/session/oauth.ts',
  'src/session/safe-storage.ts',
  'src/session/usable.ts',
  'src/storage/local-storage-store.ts',
  'src/storage/memory-storage.ts',
  'src/tokens.ts',
]

/** The lazy chunks: one holds every file of a lazy folder, and nothing else. */
function lazyChunks(lazy: string[][]): { interactive: string[]; renewal: string[]; storageLock: string[] } {
  const chunkOf = (folder: string): string[] => {
    const holding = lazy.filter((files) => files.some((file) => file.startsWith(folder)))
    expect(holding, `files of ${folder} are spread over several chunks`).toHaveLength(1)
    const files = holding[0] ?? []
    expect(files.filter((file) => !file.startsWith(folder))).toEqual([])
    return files
  }
  return {
    interactive: chunkOf('src/interactive/'),
    renewal: chunkOf('src/renewal/'),
    storageLock: chunkOf('src/storage-lock/'),
  }
}

describe('first load of a storefront', () => {
  it('oauth + localStorageStore load the session only; every flow is one lazy chunk', async () => {
    const { upFront, lazy } = await firstLoad(`
      import { oauth, localStorageStore } from './src/index'
      export const session = oauth({ clientId: 'x', storage: localStorageStore() })`)
    expect(upFront).toEqual(EAGER)
    expect(lazy).toHaveLength(3)
    const { interactive, renewal, storageLock } = lazyChunks(lazy)
    expect(interactive).toEqual(
      expect.arrayContaining([
        'src/interactive/errors.ts',
        'src/interactive/flows/auth-url.ts',
        'src/interactive/flows/handle-redirect.ts',
        'src/interactive/flows/hidden-frame.ts',
        'src/interactive/flows/login.ts',
        'src/interactive/flows/results.ts',
        'src/interactive/flows/transactions.ts',
        'src/interactive/identity/login-v2.ts',
        'src/interactive/pkce.ts',
        'src/interactive/redirects/create-redirect-session.ts',
      ]),
    )
    expect(renewal).toEqual([
      'src/renewal/flight.ts',
      'src/renewal/index.ts',
      'src/renewal/lock.ts',
      'src/renewal/renew.ts',
      'src/renewal/token-endpoint.ts',
    ])
    expect(storageLock).toEqual(['src/storage-lock/storage-lock.ts'])
  })

  it('createPkce, the identity and redirects modules load the same lazy chunk, not a second one', async () => {
    const { upFront, lazy } = await firstLoad(`
      import { oauth, createPkce, codeChallenge, identity, redirects, cookieStore } from './src/index'
      export { oauth, createPkce, codeChallenge, identity, redirects, cookieStore }`)
    expect(upFront.filter((file) => file.startsWith('src/interactive/'))).toEqual([])
    expect(upFront.filter((file) => file.startsWith('src/identity/'))).toEqual([
      'src/identity/identity-module.ts',
    ])
    expect(upFront).toContain('src/redirects/redirects-module.ts')
    expect(upFront).toContain('src/pkce.ts')
    expect(lazy).toHaveLength(3)
    const { interactive } = lazyChunks(lazy)
    expect(interactive).toEqual(
      expect.arrayContaining([
        'src/interactive/identity/change-password.ts',
        'src/interactive/pkce.ts',
        'src/interactive/redirects/create-redirect-session.ts',
      ]),
    )
  })

  it('routeSession loads the session up front and its route renewal on first use, apart from the platform renewal', async () => {
    const { upFront, lazy } = await firstLoad(`
      import { routeSession } from './src/route-session'
      export const session = routeSession({ clientId: 'x' })`)
    expect(
      upFront.filter((file) => file.startsWith('src/renewal/') || file.startsWith('src/server')),
    ).toEqual([])
    expect(upFront).toContain('src/route/route-session.ts')
    const routeChunk = lazy.find((files) => files.includes('src/route/route-renewal.ts')) ?? []
    // Its back-off and cross-tab lock are shared with the platform renewal (a chunk both load).
    expect(routeChunk).toEqual(['src/route/index.ts', 'src/route/route-renewal.ts'])
  })

  it('the error classes of the flows load with the session (index.ts exports them); the chunk-only ones do not', async () => {
    const { upFront } = await firstLoad(`
      import { oauth, OAuthError, OAuthCallbackError, MemberTokensError } from './src/index'
      export { oauth, OAuthError, OAuthCallbackError, MemberTokensError }`)
    expect(upFront).toContain('src/errors.ts')
    expect(upFront.filter((file) => file.startsWith('src/interactive/'))).toEqual([])
  })
})
