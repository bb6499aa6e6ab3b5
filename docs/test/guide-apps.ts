// What the tests that run a guide as an app share: the guide's files from its code blocks, a
// child process started until it says it is ready, and its stop; a Vite app built and served,
// and the browser that drives it.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createEmulator, type NodeEmulator } from '@vitrine/emulator/node'
import { codeBlocks } from '@vitrine/test-utils'
import { type Browser, chromium } from 'playwright-core'
import { preview } from 'vite'

/** The guide's blocks whose first line names a file (`// src/main.tsx`), by path. */
export function namedFiles(markdown: string, named: RegExp): Map<string, string> {
  const files = new Map<string, string>()
  for (const block of codeBlocks(markdown)) {
    const path = named.exec(block.code)?.[1]
    if (path === undefined) continue
    if (files.has(path)) throw new Error(`the guide shows ${path} twice`)
    files.set(path, block.code)
  }
  return files
}

/** A process started by {@link start}. */
export interface Started {
  child: ChildProcess
  /** Resolves to its output once it matches `ready` (or once it exits 0, without `ready`). */
  done: Promise<string>
  /** Everything it printed so far, stdout and stderr. */
  output(): string
}

/** Starts `node <args>` in `cwd`; see {@link Started}. */
export function start(args: string[], cwd: string, env: Record<string, string>, ready?: RegExp): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const done = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk
      if (ready?.test(output)) resolve(output)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 && !ready
        ? resolve(output)
        : reject(new Error(`node ${args.join(' ')} exited (${code}):\n${output}`)),
    )
  })
  return { child, done, output: () => output }
}

/** Stops a started process (SIGTERM, then SIGKILL after 5 s); resolves once it exited. */
export function stop(started: Started | undefined): Promise<void> {
  const child = started?.child
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}

/** A loopback port that was free a moment ago (asked of the system with port 0), for an app that reads `PORT`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** The host the guides write for the emulator; the tests put the one they started in its place. */
export const GUIDE_EMULATOR = 'http://127.0.0.1:4010'

/** The relative imports of the files (`from './App'`) that name no file among them, as `<file> imports <specifier>`. */
export function unresolvedImports(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([path, code]) =>
    [...code.matchAll(/from '(\.[^']+)'/g)]
      .map((match) => match[1] ?? '')
      .filter(
        (specifier) => !['.ts', '.tsx'].some((ext) => files.has(`${join(dirname(path), specifier)}${ext}`)),
      )
      .map((specifier) => `${path} imports ${specifier}`),
  )
}

const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** A guide's Vite app, built and served, with the emulator it talks to and the browser that drives it. */
export interface GuideShop {
  emulator: NodeEmulator
  /** The emulator's origin (port 0 put it where it is). */
  emulatorUrl: string
  /** The app's origin, served by `vite preview`. */
  shopUrl: string
  browser: Browser
  /** Stops the browser, the app's server and the emulator. */
  close(): Promise<void>
}

/**
 * Serves a guide's Vite app against a new emulator over HTTP: writes the files into `dir` (a
 * git-ignored folder inside docs/, so that it resolves React, TanStack Query and the built
 * workspace packages as an app resolves them from npm) with the guide's emulator host replaced by
 * the emulator's, builds it as `npm run build` does (a production build, not vitest's NODE_ENV),
 * serves it with `vite preview` on a free port, and launches Debian's headless Chromium (or
 * `CHROMIUM_PATH`). What it started is stopped again if a step fails.
 */
export async function serveGuideShop(
  dir: string,
  files: readonly (readonly [path: string, code: string])[],
): Promise<GuideShop> {
  const unbuilt = ['core', 'auth', 'cart', 'catalog', 'react'].filter(
    (name) => !existsSync(join(ROOT, 'packages', name, 'dist/index.js')),
  )
  if (unbuilt.length > 0) throw new Error(`build the packages first (pnpm build): ${unbuilt.join(', ')}`)
  if (!files.some(([, code]) => code.includes(`'${GUIDE_EMULATOR}'`))) {
    throw new Error(`no file of the app names the emulator at '${GUIDE_EMULATOR}'`)
  }
  const emulator = createEmulator()
  const emulatorServer = await emulator.listen(0)
  const started: { close(): Promise<void> }[] = [emulatorServer]
  const close = async () => {
    for (const each of started.reverse()) await each.close()
  }
  try {
    rmSync(dir, { recursive: true, force: true })
    for (const [path, code] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), code.replaceAll(GUIDE_EMULATOR, emulatorServer.url))
    }
    await start([VITE, 'build'], dir, { NODE_ENV: 'production' }).done
    const server = await preview({ root: dir, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
    started.push(server)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    started.push(browser)
    const shopUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
    return { emulator, emulatorUrl: emulatorServer.url, shopUrl, browser, close }
  } catch (error) {
    await close()
    throw error
  }
}
