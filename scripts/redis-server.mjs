// A real redis-server for the tests of `@vitrine/webhooks/redis` and of the webhook-receiver
// example: found the same way by `scripts/ensure-redis.mjs` (which installs Debian's package on
// CI) and by the tests (which start their own server on a free loopback port, and stop it).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** What to do when there is none: shown by the installer and by the skipped tests. */
export const REDIS_HINT =
  'Install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis) ' +
  'or point REDIS_SERVER_PATH at a redis-server binary.'

/** The redis-server binary: `REDIS_SERVER_PATH`, else `redis-server` on the PATH; undefined when none. */
export function findRedisServer() {
  const configured = process.env.REDIS_SERVER_PATH
  if (configured) return existsSync(configured) ? configured : undefined
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' })
  const path = found.status === 0 ? found.stdout.trim() : ''
  if (path) return path
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'].find(
    (candidate) => existsSync(candidate),
  )
}

/**
 * The redis-server binary for a test file's Redis tests. Without one they are skipped with a
 * warning naming them (`describe.skipIf(!binary)`), except on CI, where this throws: there
 * `pnpm test` installs it first (scripts/ensure-redis.mjs), so they must run.
 *
 * @param {string} what the tests, as the warning names them
 */
export function redisServerForTests(what) {
  const binary = findRedisServer()
  if (!binary) {
    if (process.env.CI) throw new Error(`CI must run ${what}, and no redis-server was found. ${REDIS_HINT}`)
    console.warn(`Skipping ${what}: no redis-server. ${REDIS_HINT}`)
  }
  return binary
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function run(binary, port, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      // In memory only, loopback only, in a directory of its own: nothing left behind.
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not start within 10 s:\n${output}`))
    }, 10_000)
    const onData = (chunk) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.stdout.resume()
        child.stderr.resume()
        resolve(child)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`))
    })
  })
}

/**
 * Starts a redis-server of its own on a free loopback port (retrying if another process takes
 * the port first). `stop()` ends it and removes its directory; it is also ended if the process
 * exits first.
 *
 * @param {string} [binary] default: {@link findRedisServer}
 * @param {number} [port] this port (a server started again where one stopped); default: a free one
 * @returns its `redis://` URL, its port and `stop()`.
 */
export async function startRedisServer(binary = findRedisServer(), port = undefined) {
  if (!binary) throw new Error(`No redis-server found. ${REDIS_HINT}`)
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-redis-'))
  let lastError
  for (let attempt = 0; attempt < (port ? 1 : 5); attempt++) {
    const chosen = port ?? (await freePort())
    let child
    try {
      child = await run(binary, chosen, dir)
    } catch (error) {
      lastError = error
      continue
    }
    const kill = () => child.kill('SIGKILL')
    process.once('exit', kill)
    return {
      url: `redis://127.0.0.1:${chosen}`,
      port: chosen,
      stop: () =>
        new Promise((resolve) => {
          process.off('exit', kill)
          const done = () => {
            rmSync(dir, { recursive: true, force: true })
            resolve()
          }
          if (child.exitCode !== null || child.signalCode !== null) return done()
          const timer = setTimeout(kill, 5000)
          child.once('exit', () => {
            clearTimeout(timer)
            done()
          })
          child.kill('SIGTERM')
        }),
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw lastError
}
