// The server side of `emulator-throughput.ts`, run in its own process so that the load generator
// does not share an event loop with the server it measures.
//   emulator-throughput-server.ts emulator   → the emulator on a free port; prints the scenarios
//   emulator-throughput-server.ts bare FILE  → a bare node:http server answering the recorded bytes
// Either way it prints one JSON line on stdout once it listens, then serves until killed.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '@vitrine/emulator/node'

/** A request the load generator repeats, and the answer the emulator gave to it. */
export interface Scenario {
  name: string
  path: string
  headers: Record<string, string>
  answer: { status: number; headers: Record<string, string>; body: string }
}

/** What the server prints once it listens. */
export interface Ready {
  url: string
  scenarios: Scenario[]
}

async function startEmulator(): Promise<Ready> {
  const emulator = createEmulator()
  const server = await emulator.listen(0)
  const token = await fetch(`${server.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
  })
  const { access_token: accessToken } = (await token.json()) as { access_token: string }
  const headers = { authorization: accessToken }
  await fetch(`${server.url}/ecom/v1/carts/current/add-to-cart`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      lineItems: [
        {
          quantity: 2,
          catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
        },
      ],
    }),
  })
  // 20 products: 20 physical ones, sorted by name (the shop's catalogue page).
  const query = Buffer.from(
    JSON.stringify({
      query: {
        filter: { productType: 'physical' },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 20 },
      },
    }),
  ).toString('base64url')
  const requests = [
    { name: 'cart GET', path: '/ecom/v1/carts/current' },
    { name: '20-product query', path: `/stores-reader/v1/products/query-platformized?.r=${query}` },
  ]
  const scenarios: Scenario[] = []
  for (const request of requests) {
    const response = await fetch(`${server.url}${request.path}`, { headers })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`${request.name} answered ${response.status}: ${body}`)
    const answerHeaders: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      if (!['connection', 'keep-alive', 'date', 'transfer-encoding'].includes(key)) answerHeaders[key] = value
    })
    answerHeaders['content-length'] = String(Buffer.byteLength(body))
    scenarios.push({ ...request, headers, answer: { status: response.status, headers: answerHeaders, body } })
  }
  return { url: server.url, scenarios }
}

async function startBare(file: string): Promise<Ready> {
  const scenarios = JSON.parse(readFileSync(file, 'utf8')) as Scenario[]
  const byPath = new Map(scenarios.map((s) => [s.path, { ...s.answer, bytes: Buffer.from(s.answer.body) }]))
  const server = createServer((request, response) => {
    const answer = byPath.get(request.url ?? '')
    if (!answer) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(answer.status, answer.headers)
    response.end(answer.bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, scenarios }
}

const [mode, file] = process.argv.slice(2)
const ready = mode === 'bare' && file ? await startBare(file) : await startEmulator()
process.stdout.write(`${JSON.stringify(ready)}\n`)
// Exit normally on a signal, so that `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
