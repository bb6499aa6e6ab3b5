// Types-only module: the structural shapes of Node's `IncomingMessage` / `ServerResponse` (and
// Express's `req` / `res`) that the Node adapters use, so that no `@types/node` is needed.

/**
 * What the Node adapters read from a request: `node:http`'s `IncomingMessage`, Express's `req`.
 * When a body-parsing middleware already ran, a raw `body` (Buffer or string) is used as is.
 */
export interface NodeRequestLike {
  /** HTTP method. */
  method?: string | undefined
  /** Path and query. */
  url?: string | undefined
  /** Request headers. */
  headers: Record<string, string | string[] | undefined>
  /** Set by body-parsing middleware (`express.raw()` → Buffer, `express.text()` → string). */
  body?: unknown
  /** Whether the body stream was already read to its end. */
  readableEnded?: boolean
  /** Subscribes to `data`, `end`, `error`, `close`. */
  on(event: string, listener: (chunk: unknown) => void): unknown
  /** Unsubscribes. */
  removeListener(event: string, listener: (chunk: unknown) => void): unknown
  /** Lets the rest of the body flow (and be discarded). */
  resume(): unknown
}

/** What the Node adapters write to: `node:http`'s `ServerResponse`, Express's `res`. */
export interface NodeResponseLike {
  /** Status code to send. */
  statusCode: number
  /** Whether headers were already sent. */
  headersSent?: boolean
  /** Sets a header. */
  setHeader(name: string, value: string): unknown
  /** Sends the body and finishes the response. */
  end(body?: string): unknown
}

/**
 * A `node:http` request listener that also works as Express / Connect middleware.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import type { NodeHandler } from '@vitrine/webhooks'
 *
 * const listener: NodeHandler = webhooks.nodeHandler()
 * createServer(listener).listen(3000)
 * ```
 */
export type NodeHandler = (req: NodeRequestLike, res: NodeResponseLike) => void
