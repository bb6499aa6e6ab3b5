// With REDIS_URL the receiver keeps processed event ids in Redis, shared by its instances: two
// receivers both registered with the emulator (as two instances behind a load balancer would
// both be sent a delivery) process each event once. And `main.ts` — the example as users run it —
// switches to Redis when REDIS_URL is set. Against a real redis-server this file starts and
// stops; skipped with a message where there is none (never on CI: `pnpm test` installs it).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_SITE_ID,
  type NodeEmulator as Emulator,
  type RunningServer,
} from '@vitrine/emulator/node'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  type RunningRedisServer,
  redisServerForTests,
  startRedisServer,
} from '../../../scripts/redis-server.mjs'
import { createReceiver, type Receiver } from '../src/create-receiver'

const binary = redisServerForTests('the webhook-receiver Redis tests')

const root = fileURLToPath(new URL('..', import.meta.url))
const owner = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' }

describe.skipIf(!binary)('the webhook receiver with REDIS_URL', () => {
  let redis: RunningRedisServer
  let emulator: Emulator
  let server: RunningServer

  const createProduct = async (name: string): Promise<void> => {
    const response = await fetch(`${server.url}/stores/v1/products`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ product: { name, productType: 'physical', priceData: { price: 5 } } }),
    })
    expect(response.status).toBe(200)
  }
  const register = async (url: string): Promise<void> => {
    const response = await fetch(`${server.url}/_emulator/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    })
    expect(response.status).toBe(200)
  }

  beforeAll(async () => {
    redis = await startRedisServer(binary)
  }, 30_000)
  afterAll(async () => {
    await redis?.stop()
  })
  // An emulator of its own for each test: its registered URLs and deliveries start empty.
  beforeEach(async () => {
    emulator = createEmulator({ webhooks: { retryDelaysMs: [50] } })
    server = await emulator.listen(0)
  })
  afterEach(async () => {
    await server?.close()
  })

  test('two instances both sent every delivery process each event once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webhook-receiver-redis-'))
    const lines: string[] = []
    const receivers: Receiver[] = []
    try {
      for (const name of ['a', 'b']) {
        receivers.push(
          await createReceiver({
            emulatorUrl: server.url,
            logFile: join(dir, `${name}.json`),
            port: 0,
            redisUrl: redis.url,
            log: (line) => lines.push(`${name}: ${line}`),
          }),
        )
        await register(receivers.at(-1)!.url)
      }
      expect(receivers.map((r) => r.store)).toEqual(['redis', 'redis'])
      await createProduct('Shared Tee')
      await createProduct('Shared Mug')
      await emulator.webhooks.flush()

      const deliveries = emulator.webhooks.deliveries()
      expect(deliveries).toHaveLength(4) // two events, each sent to both instances
      expect(deliveries.every((d) => d.status === 'delivered' && d.lastStatus === 200)).toBe(true)
      const processed = receivers.flatMap((r) => r.events.map((e) => e.eventId)).sort()
      expect(processed).toEqual([...new Set(deliveries.map((d) => d.eventId))].sort())
      expect(lines.filter((line) => line.includes('answered 200, not processed again'))).toHaveLength(2)
      // Redis held them, not the instances' log files.
      expect(existsSync(join(dir, 'a.json')) || existsSync(join(dir, 'b.json'))).toBe(false)
    } finally {
      await Promise.all(receivers.map((r) => r.close()))
    }
  })

  test('main.ts keeps processed event ids in Redis when REDIS_URL is set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webhook-receiver-main-'))
    const logFile = join(dir, 'processed-events.json')
    const tsx = join(root, 'node_modules/.bin/tsx')
    const child: ChildProcess = spawn(
      tsx,
      [
        '--conditions=@vitrine/source',
        'src/main.ts',
        '--emulator',
        server.url,
        '--port',
        '0',
        '--log',
        logFile,
      ],
      { cwd: root, env: { ...process.env, REDIS_URL: redis.url }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const output: string[] = []
    let stderr = ''
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const lines = createInterface({ input: child.stdout! })
    const saw = (pattern: RegExp): Promise<string> =>
      new Promise((resolve, reject) => {
        const found = output.find((line) => pattern.test(line))
        if (found) return resolve(found)
        const timer = setTimeout(
          () => reject(new Error(`no ${pattern} in:\n${output.join('\n')}\n${stderr}`)),
          30_000,
        )
        lines.on('line', (line) => {
          if (pattern.test(line)) {
            clearTimeout(timer)
            resolve(line)
          }
        })
      })
    lines.on('line', (line) => output.push(line))
    const client = createClient({ url: redis.url })
    try {
      await saw(/^registered with the emulator$/)
      expect(output).toContain('processed event ids are kept in Redis (REDIS_URL), shared by every instance')
      await createProduct('Main Tee')
      await emulator.webhooks.flush()
      await saw(/^product .* "Main Tee" created at 5/)
      const delivery = emulator.webhooks.deliveries().at(-1)!
      expect([delivery.status, delivery.lastStatus]).toEqual(['delivered', 200])

      await client.connect()
      expect(await client.get(`vitrine:webhooks:seen:${delivery.eventId}`)).toBe('1') // processed
      expect(await client.pTTL(`vitrine:webhooks:seen:${delivery.eventId}`)).toBeGreaterThan(0) // expires with the token
      expect(existsSync(logFile)).toBe(false)

      // A replay, to this instance or to any other sharing the Redis: answered 200, not processed.
      const replay = await fetch(delivery.url, { method: 'POST', body: delivery.token })
      expect(replay.status).toBe(200)
      await saw(new RegExp(`^replayed delivery of ${delivery.eventId} answered 200`))
    } finally {
      if (client.isOpen) await client.close()
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0) // closed the server and its Redis connection
  }, 60_000)
})
