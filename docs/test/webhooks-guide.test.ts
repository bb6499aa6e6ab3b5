// The webhooks guide's receivers, run as apps: its Express and Hono receivers (the blocks that
// name their file, `// express-receiver.ts`), compiled as written and started with Node, get the
// emulator's real deliveries — one URL given with `--webhook-url` when the emulator starts, the
// others registered with `POST /_emulator/webhooks` — verify them with the emulator's published
// key, and run the guide's handler once per event; forged, malformed and replayed deliveries are
// answered as the guide's table says, and run nothing.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiKey } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import { generateSigningKeys, signDelivery } from '@vitrine/webhooks/testing'
import { transform } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, namedFiles, type Started, start, stop } from './guide-apps'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GUIDE = join(ROOT, 'docs/guides/webhooks.md')
/** Inside docs/, so that the receivers resolve express, hono and the built @vitrine/webhooks of docs/package.json. */
const APP = join(ROOT, 'docs/test/.webhooks-guide-app')
const EMULATOR_BIN = join(ROOT, 'packages/emulator/bin/vitrine-emulator.js')
const PRODUCT_CHANGED = 'com.wix.ecommerce.catalog.api.v1.ProductChanged'

interface Receiver {
  name: string
  url: string
  process: Started
}

let emulator: Started | undefined
let emulatorUrl = ''
const receivers: Receiver[] = []

interface Delivery {
  eventId: string
  eventType: string
  url: string
  token: string
  status: 'pending' | 'delivered' | 'failed'
  lastStatus?: number
}

async function deliveries(): Promise<{ urls: string[]; deliveries: Delivery[] }> {
  return (await fetch(`${emulatorUrl}/_emulator/webhooks`)).json() as Promise<{
    urls: string[]
    deliveries: Delivery[]
  }>
}

const post = (url: string, body: string) => fetch(url, { method: 'POST', body })
const times = (text: string, line: string) => text.split('\n').filter((l) => l.includes(line)).length

beforeAll(async () => {
  const files = namedFiles(readFileSync(GUIDE, 'utf8'), /^\/\/ ([\w-]+-receiver\.ts)\n/)
  expect([...files.keys()].sort()).toEqual(['express-receiver.ts', 'hono-receiver.ts'])
  rmSync(APP, { recursive: true, force: true })
  mkdirSync(APP, { recursive: true })
  for (const [path, code] of files) {
    // What `npx tsx express-receiver.ts` does: the TypeScript, as written, run by Node.
    const js = await transform(code, { loader: 'ts', format: 'esm', target: 'node20' })
    writeFileSync(join(APP, path.replace(/\.ts$/, '.mjs')), js.code)
  }
  const ports = { express: await freePort(), hono: await freePort() }
  const expressUrl = `http://127.0.0.1:${ports.express}/webhooks`
  emulator = start(
    [EMULATOR_BIN, '--port', '0', '--webhook-url', expressUrl],
    ROOT,
    {},
    /running at (http:\/\/\S+)/,
  )
  emulatorUrl = /running at (http:\/\/\S+)/.exec(await emulator.done)?.[1] ?? ''
  const publicKey = await (await fetch(`${emulatorUrl}/_emulator/webhook-public-key`)).text()
  for (const name of ['express', 'hono'] as const) {
    const app = start(
      [`${name}-receiver.mjs`],
      APP,
      { PORT: String(ports[name]), WEBHOOK_PUBLIC_KEY: publicKey },
      /receiving webhooks at/,
    )
    receivers.push({ name, url: `http://127.0.0.1:${ports[name]}/webhooks`, process: app })
    await app.done
  }
  // The others register while the emulator runs: Hono's route, and Express's raw-body route.
  for (const url of [receivers[1]?.url, expressUrl.replace(/\/webhooks$/, '/webhooks-raw')]) {
    const answer = await fetch(`${emulatorUrl}/_emulator/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    })
    expect(answer.status).toBe(200)
  }
}, 60_000)

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => stop(receiver.process)))
  await stop(emulator)
})

describe('the webhooks guide’s Express and Hono receivers, against the emulator', () => {
  let productId = ''

  it('receive the emulator’s signed delivery of a price change, verify it and run the handler once each', async () => {
    const owner = createClient({
      host: emulatorUrl,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { products },
    })
    const [product] = (await owner.products.query().eq('slug', 'classic-tee').limit(1).find()).items
    productId = product?.id ?? ''
    await owner.products.update(productId, { priceData: { price: 27.5 } })
    await expect
      .poll(async () => (await deliveries()).deliveries.filter((d) => d.eventType === PRODUCT_CHANGED))
      .toEqual(
        expect.arrayContaining(
          [...receivers.map((r) => r.url), receivers[0]?.url.replace(/\/webhooks$/, '/webhooks-raw')].map(
            (url) => expect.objectContaining({ url, status: 'delivered', lastStatus: 200 }),
          ),
        ),
      )
    for (const receiver of receivers) {
      // Express gets the event on both of its routes: one seen-store, so the handler runs once.
      await expect.poll(() => times(receiver.process.output(), `product changed ${productId}`)).toBe(1)
      expect(receiver.process.output(), receiver.name).toContain(
        `product changed ${productId} [ 'priceData' ]`,
      )
    }
  })

  it('answer 200 to a replayed delivery and do not run the handler again', async () => {
    const [delivered] = (await deliveries()).deliveries.filter((d) => d.eventType === PRODUCT_CHANGED)
    for (const receiver of receivers) {
      expect((await post(receiver.url, delivered?.token ?? '')).status, receiver.name).toBe(200)
      expect(times(receiver.process.output(), `product changed ${productId}`), receiver.name).toBe(1)
    }
  })

  it('refuse a delivery signed with another key (401), a token cut short and a body that is no token (400)', async () => {
    const { privateKey } = await generateSigningKeys()
    const forged = await signDelivery(
      { eventType: PRODUCT_CHANGED, data: { productId: 'forged-product', changedFields: ['price'] } },
      privateKey,
    )
    const [header, payload] = forged.split('.')
    for (const receiver of receivers) {
      expect((await post(receiver.url, forged)).status, receiver.name).toBe(401)
      expect(
        (await post(receiver.url, `${header}.${payload}.`)).status,
        receiver.name,
      ).toBeGreaterThanOrEqual(400)
      expect((await post(receiver.url, 'not a token')).status, receiver.name).toBe(400)
      expect(receiver.process.output(), receiver.name).not.toContain('forged-product')
    }
  })
})
