import type { ServerResponse } from 'node:http'
import { DroppedConnection } from './pipeline/fault-registry'
import { bodyTextOf } from './wire/wire-json'

/** A running HTTP server of the emulator. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** The bound port (the free one picked when asked for port 0). */
  port: number
  /** Stops accepting connections and closes open ones. */
  close(): Promise<void>
}

/** What @hono/node-server passes next to the request. */
interface NodeBindings {
  incoming: { method?: string; socket: { destroy(): void } }
  outgoing: ServerResponse
}

/**
 * Tells @hono/node-server that the answer was written already (its `x-hono-already-sent`
 * convention), so it neither reads a body stream nor writes anything. One shared instance.
 */
const ALREADY_SENT = new Response(null, { headers: { 'x-hono-already-sent': '1' } })

/**
 * Writes an answer to Node's response. The emulator's JSON answers are written from the string
 * they were made from — no web stream is read back, no chunk copied — which is most of what a
 * generic adapter spends per request; other answers (hosted pages, SVGs) are read whole first.
 */
async function writeAnswer(outgoing: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  let body = bodyTextOf(response)
  if (body === undefined && response.body) body = new Uint8Array(await response.arrayBuffer())
  if (body !== undefined && headers['content-length'] === undefined) {
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
  }
  outgoing.writeHead(response.status, headers)
  if (head || body === undefined) outgoing.end()
  else outgoing.end(body)
}

/** Serves a fetch handler over HTTP with Node (dropped-connection faults destroy the socket). */
export async function listenHttp(
  handler: (request: Request, env?: unknown) => Promise<Response>,
  port: number,
  hostname: string,
): Promise<RunningServer> {
  const { createAdaptorServer } = await import('@hono/node-server')
  const server = createAdaptorServer({
    // @hono/node-server gives a lightweight Request (a real one is built only if the body or the
    // signal is read); the answer is written here, see writeAnswer.
    fetch: async (request, bindings) => {
      // Plain HTTP/1 only (createAdaptorServer's default server): the bindings are node:http's.
      const env = bindings as unknown as NodeBindings
      try {
        await writeAnswer(env.outgoing, await handler(request, env), request.method === 'HEAD')
      } catch (error) {
        if (!(error instanceof DroppedConnection)) throw error
        env.incoming.socket.destroy()
      }
      return ALREADY_SENT
    },
    hostname,
    // Never replace the global Request/Response: the emulator shares the process with its users.
    overrideGlobalObjects: false,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const host = hostname.includes(':') ? `[${hostname}]` : hostname === '0.0.0.0' ? '127.0.0.1' : hostname
  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        const http = server as unknown as { closeAllConnections?: () => void }
        server.close((error) => (error ? reject(error) : resolve()))
        http.closeAllConnections?.()
      }),
  }
}
