import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageDir = join(import.meta.dirname, '..')
const repositoryRoot = join(packageDir, '../..')

/** Bundles the main entry the way a browser or worker app would, with nothing marked external. */
async function bundle(platform: 'browser' | 'neutral', format: 'esm' | 'iife'): Promise<string> {
  const result = await build({
    entryPoints: [join(packageDir, 'src/index.ts')],
    bundle: true,
    write: false,
    platform,
    format,
    globalName: format === 'iife' ? 'VitrineEmulator' : undefined,
    target: 'es2022',
    logLevel: 'silent',
    ...(platform === 'neutral' ? { conditions: ['worker', 'browser'], mainFields: ['module', 'main'] } : {}),
  })
  return result.outputFiles[0]?.text ?? ''
}

describe('@vitrine/emulator (main entry)', () => {
  it('bundles for the browser and for workers with no node:* module and no msw', async () => {
    for (const platform of ['browser', 'neutral'] as const) {
      const code = await bundle(platform, 'esm')
      expect(code.length).toBeGreaterThan(10_000)
      expect(code).not.toMatch(/from\s*["']node:|require\(["']node:|import\(["']node:/)
      expect(code).not.toMatch(/from\s*["']msw|@hono\/node-server|setupServer/)
    }
  }, 60_000)

  it('runs the browser bundle with web globals only: tokens, a cart, and a member who logs in', async () => {
    const code = await bundle('browser', 'iife')
    // A realm with the web platform's globals and none of Node's (no process, Buffer or require).
    const sandbox: Record<string, unknown> = {
      Request,
      Response,
      Headers,
      URL,
      URLSearchParams,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      AbortController,
      AbortSignal,
      DOMException,
      Blob,
      crypto,
      atob,
      btoa,
      structuredClone,
      queueMicrotask,
      setTimeout,
      clearTimeout,
      console,
    }
    runInNewContext(code, sandbox)
    const { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER, STORES_APP_ID } = sandbox[
      'VitrineEmulator'
    ] as typeof import('../src/index')
    expect('process' in sandbox).toBe(false)
    const emulator = createEmulator()
    const send = async (path: string, body: unknown, authorization?: string) => {
      const response = await emulator.fetch(`https://www.wixapis.com${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, never> }
    }
    const tokens = await send('/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })
    expect(tokens.status).toBe(200)
    const added = await send(
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 1,
            catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
          },
        ],
      },
      tokens.body['access_token'],
    )
    expect(added.status).toBe(200)
    expect(added.body['cart']).toMatchObject({ lineItems: [{ quantity: 1 }] })
    const login = await send(
      '/_api/iam/authentication/v2/login',
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      tokens.body['access_token'],
    )
    expect(login.body).toMatchObject({ state: 'SUCCESS' })
    const registered = await send(
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'web@example.com' }, password: 'secret-web-1' },
      tokens.body['access_token'],
    )
    expect(registered.status).toBe(200)
    expect(emulator.state.members.get(registered.body['identity']?.['id'] ?? '')?.passwordHash).toMatch(
      /^pbkdf2-sha256\$/,
    )
  }, 60_000)
})

describe('vitrine-emulator (bin)', () => {
  it('runs from the repository root with no build, through pnpm exec and npx', () => {
    for (const [command, args] of [
      ['npx', ['--no-install', 'vitrine-emulator', '--help']],
      [join(repositoryRoot, 'node_modules/.bin/vitrine-emulator'), ['--help']],
    ] as const) {
      const output = execFileSync(command, [...args], { cwd: repositoryRoot, encoding: 'utf8' })
      expect(output).toContain('Usage: vitrine-emulator')
    }
  }, 60_000)
})
