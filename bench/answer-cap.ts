// Issue 21: answers are read under a cap. A loopback server streams a 300 MB answer (no
// content-length, so only counting the bytes can stop it) to the BUILT client with its default cap
// (32 MiB); the figure is the process's RSS growth, beside its goal (about the cap at most) and
// beside a raw `fetch` + `text()` of the same answer, which is what the SDK did before.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const ANSWER_MB = 300
const MB = 1 << 20

/** A server that streams `ANSWER_MB` megabytes of spaces per request, minding backpressure. */
async function hugeAnswers(): Promise<{ url: string; close: () => Promise<void> }> {
  const chunk = Buffer.alloc(MB, 0x20)
  const server = createServer(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    if (_req.url === '/warm-up') return void res.end('{}')
    let gone = false
    let drained: (() => void) | undefined
    res.on('close', () => {
      gone = true
      drained?.()
    })
    for (let sent = 0; sent < ANSWER_MB && !gone; sent++) {
      if (res.write(chunk)) continue
      await new Promise<void>((resolve) => {
        drained = resolve
        res.once('drain', resolve)
      })
    }
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const rssMb = () => process.memoryUsage().rss / MB

export async function benchAnswerCap(): Promise<Record<string, number | string>> {
  const { createClient } = await import('@vitrine/core')
  const server = await hugeAnswers()
  try {
    const client = createClient({ host: server.url, retry: false })
    // Node loads its fetch on first use: warm it up so that the figure is the answer's alone.
    await client.request({ method: 'GET', path: '/warm-up' })
    globalThis.gc?.()
    const before = rssMb()
    const started = performance.now()
    const error = await client.request({ method: 'GET', path: '/v1/products/query' }).catch((e: unknown) => e)
    const ms = performance.now() - started
    const growth = rssMb() - before
    const code = (error as { code?: string }).code
    // The old way, last: it leaves the process 300+ MB larger.
    globalThis.gc?.()
    const rawBefore = rssMb()
    const text = await (await fetch(`${server.url}/raw`)).text()
    const rawGrowth = rssMb() - rawBefore
    return {
      [`SDK, ${ANSWER_MB} MB answer, default cap 32 MiB: outcome`]: `${code ?? 'resolved'} after ${ms.toFixed(0)} ms`,
      'SDK: RSS growth, MB (goal: about the cap at most, ≤ 32 MB + a few)': growth.toFixed(1),
      [`raw fetch + text() of the same answer (${(text.length / MB).toFixed(0)} MB read): RSS growth, MB`]:
        rawGrowth.toFixed(1),
    }
  } finally {
    await server.close()
  }
}
