// How the tests serve the emulator over real HTTP. The only place that knows where `listen`
// comes from: if it moves (to `@vitrine/emulator/node`), this is the one line to change.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createEmulator, type NodeEmulator as Emulator, type EmulatorOptions } from '@vitrine/emulator/node'

/** An emulator listening on a free loopback port. */
export interface ServedEmulator {
  emulator: Emulator
  url: string
  close(): Promise<void>
}

/** Starts an emulator over HTTP on port 0. */
export async function serveEmulator(options: EmulatorOptions = {}): Promise<ServedEmulator> {
  const emulator = createEmulator(options)
  const server = await emulator.listen(0)
  return { emulator, url: server.url, close: () => server.close() }
}

/** A request the proxy saw, as the platform received it. */
export interface SeenRequest {
  method: string
  path: string
  body: string
}

/** An HTTP proxy in front of the emulator that can hold an answer back. */
export interface HoldingProxy {
  url: string
  /** Every request that went through, in order. */
  seen: SeenRequest[]
  /** Resolves when an answer is being held: the platform has done the work, the client waits. */
  held: Promise<SeenRequest>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Forwards every request to `upstream` and its answer back, except the first answer `hold`
 * picks: the request reaches the emulator and takes effect, but its answer is never sent. A
 * client killed while it waits is a client killed between sending a write and reading its answer.
 */
export async function holdingProxy(
  upstream: string,
  hold: (request: SeenRequest, index: number) => boolean,
): Promise<HoldingProxy> {
  const seen: SeenRequest[] = []
  let holding = false
  let onHeld: (request: SeenRequest) => void = () => {}
  const held = new Promise<SeenRequest>((resolve) => {
    onHeld = resolve
  })
  const server: Server = createServer(async (request, response) => {
    try {
      const body = await readBody(request)
      const entry = { method: request.method ?? 'GET', path: request.url ?? '/', body }
      seen.push(entry)
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value)
      }
      const answer = await fetch(new URL(entry.path, upstream), {
        method: entry.method,
        headers,
        ...(body === '' ? {} : { body }),
      })
      const text = await answer.text()
      if (!holding && hold(entry, seen.length - 1)) {
        holding = true
        onHeld(entry)
        return // the answer is never sent
      }
      const out: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding')
          out[name] = value
      })
      response.writeHead(answer.status, out)
      response.end(text)
    } catch {
      response.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
