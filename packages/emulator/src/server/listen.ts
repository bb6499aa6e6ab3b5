import { DroppedConnection } from '../faults/fault-registry'

/** A running HTTP server of the emulator. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** The bound port (the free one picked when asked for port 0). */
  port: number
  /** Stops accepting connections and closes open ones. */
  close(): Promise<void>
}

/** Serves a fetch handler over HTTP with Node (dropped-connection faults destroy the socket). */
export async function listenHttp(
  handler: (request: Request, env?: unknown) => Promise<Response>,
  port: number,
  hostname: string,
): Promise<RunningServer> {
  const { createAdaptorServer } = await import('@hono/node-server')
  const server = createAdaptorServer({
    fetch: async (request: Request, env: { incoming: { socket: { destroy(): void } } }) => {
      try {
        return await handler(request, env)
      } catch (error) {
        if (error instanceof DroppedConnection) {
          env.incoming.socket.destroy()
          return new Response(null, { status: 500 })
        }
        throw error
      }
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
