// What the tests that run a guide as an app share: the guide's files from its code blocks, a
// child process started until it says it is ready, and its stop.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { codeBlocks } from '@vitrine/test-utils'

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
