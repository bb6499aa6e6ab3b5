// Runs the Next.js CLI of this example (`next build`, `next start`, `next dev`) in a child
// process, and waits for a server to say it is ready. Used by `pnpm start`, the browser tests and
// the bench.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** This example's folder. */
export const SHOP_DIR: string = fileURLToPath(new URL('..', import.meta.url))

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Environment of the shop's server: where the emulator is, and which build folder to use. */
export interface ShopEnv {
  /**
   * The emulator's origin (`VITRINE_HOST`). `next build` reads the catalogue from it (pages are
   * prerendered with their content), and the prerendered pages keep its address (pictures, the
   * browser's client): serve a build with an emulator at the same address.
   */
  host: string
  /** The build folder, relative to the example (`VITRINE_SHOP_DIST`); default `.next`. */
  distDir?: string | undefined
  /** Another Next.js app to run instead of the shop (the bench's empty baseline app). */
  dir?: string | undefined
  /** The shop's public origin (`SITE_URL`): canonical URLs, the sitemap. Default: `http://localhost:<port>`. */
  site?: string | undefined
  /** Where the emulator delivers webhooks (`VITRINE_WEBHOOK_URL`); default: `<site>/api/webhooks`, else this server. */
  webhookUrl?: string | undefined
}

function env(shop: ShopEnv, port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITRINE_HOST: shop.host,
    ...(shop.distDir ? { VITRINE_SHOP_DIST: shop.distDir } : {}),
    ...(shop.site ? { SITE_URL: shop.site } : {}),
    ...(shop.webhookUrl ? { VITRINE_WEBHOOK_URL: shop.webhookUrl } : {}),
    ...(port === undefined ? {} : { PORT: String(port) }),
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** `next build` against the emulator at `host`, quietly; resolves to its output, rejects with it when it fails. */
export function buildShop(shop: Omit<ShopEnv, 'host'> & { host?: string | undefined }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: shop.dir ?? SHOP_DIR,
      env: env({ ...shop, host: shop.host ?? 'http://127.0.0.1:4010' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`next build failed:\n${output}`)),
    )
  })
}

/** A running shop server. */
export interface ShopServer {
  url: string
  process: ChildProcess
  /** What the server printed so far. */
  output(): string
  close(): Promise<void>
}

/** Starts `next start` (production) or `next dev` on `port` and resolves once it answers. */
export async function startShopServer(
  mode: 'start' | 'dev',
  port: number,
  shop: ShopEnv,
  options: { quiet?: boolean } = {},
): Promise<ShopServer> {
  const child = spawn(process.execPath, [nextBin, mode, '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: shop.dir ?? SHOP_DIR,
    env: env(shop, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
    if (!options.quiet) process.stderr.write(chunk)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = `http://127.0.0.1:${port}`
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  await new Promise<void>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`next ${mode} exited (${code}):\n${output}`))
    child.once('exit', exited)
    const ready = () => {
      if (/Ready in|started server on|✓ Ready/i.test(output)) {
        child.off('exit', exited)
        resolve()
      } else setTimeout(ready, 50)
    }
    ready()
  })
  return { url, process: child, output: () => output, close }
}
