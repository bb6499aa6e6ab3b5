import { pathToFileURL } from 'node:url'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '../src/index'

/** One measured endpoint. */
export interface ThroughputResult {
  name: string
  requests: number
  seconds: number
  requestsPerSecond: number
}

/** Bounds of a measurement: it stops at whichever comes first. */
export interface ThroughputOptions {
  /** Requests per endpoint (default 2000). */
  maxRequests?: number
  /** Seconds per endpoint (default 2). */
  maxSeconds?: number
  /** Requests in flight at once (default 8). */
  concurrency?: number
}

async function measure(
  name: string,
  send: () => Promise<Response>,
  options: Required<ThroughputOptions>,
): Promise<ThroughputResult> {
  // Warm the JIT and the connection pool first: the figure is for a running emulator.
  for (let i = 0; i < Math.min(200, options.maxRequests); i++) await (await send()).arrayBuffer()
  const started = performance.now()
  const deadline = started + options.maxSeconds * 1000
  let issued = 0
  let completed = 0
  const worker = async (): Promise<void> => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      issued += 1
      const response = await send()
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${name} answered ${response.status}`)
      completed += 1
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  return { name, requests: completed, seconds, requestsPerSecond: completed / seconds }
}

/**
 * Measures the emulator's throughput over HTTP on loopback for get-cart and query-products, each in
 * a bounded loop (at most `maxRequests` requests or `maxSeconds` seconds).
 */
export async function emulatorThroughput(options: ThroughputOptions = {}): Promise<ThroughputResult[]> {
  const bounds: Required<ThroughputOptions> = {
    maxRequests: options.maxRequests ?? 2000,
    maxSeconds: options.maxSeconds ?? 2,
    concurrency: options.concurrency ?? 8,
  }
  const emulator = createEmulator()
  const server = await emulator.listen(0)
  try {
    const token = await fetch(`${server.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    })
    const { access_token: accessToken } = (await token.json()) as { access_token: string }
    const headers = { authorization: accessToken, 'content-type': 'application/json' }
    await fetch(`${server.url}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        lineItems: [
          {
            quantity: 2,
            catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
          },
        ],
      }),
    })
    const query = Buffer.from(
      JSON.stringify({ query: { filter: { productType: 'physical' }, paging: { limit: 20 } } }),
    ).toString('base64url')
    return [
      await measure('get-cart', () => fetch(`${server.url}/ecom/v1/carts/current`, { headers }), bounds),
      await measure(
        'query-products',
        () => fetch(`${server.url}/stores-reader/v1/products/query-platformized?.r=${query}`, { headers }),
        bounds,
      ),
    ]
  } finally {
    await server.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const result of await emulatorThroughput()) {
    console.log(
      `emulator ${result.name.padEnd(15)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  (${result.requests} requests in ${result.seconds.toFixed(2)} s)`,
    )
  }
}
