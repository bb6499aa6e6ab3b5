import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AnyWebhookEvent,
  createWebhooks,
  EventType,
  escapeForLog,
  type SeenStore,
  WebhookVerificationError,
} from '@vitrine/webhooks'
import { redisSeenStore } from '@vitrine/webhooks/redis'
import { createClient } from 'redis'
import { ProcessedLog } from './processed-log'

/** Options of {@link createReceiver}. */
export interface ReceiverOptions {
  /** Where the emulator runs, e.g. `http://127.0.0.1:4010`: its public key is fetched from there. */
  emulatorUrl: string
  /** The JSON log of processed event ids. */
  logFile: string
  /** Port to listen on (0 picks a free one). Default 4020. */
  port?: number
  /** Interface to listen on. Default `127.0.0.1`. */
  hostname?: string
  /** Required `iss` of deliveries (the emulator signs with `wix.com`, like the platform). */
  issuer?: string
  /** Where log lines go. Default `console.log`. */
  log?: (line: string) => void
  /**
   * A Redis URL (`redis://…`, what `REDIS_URL` holds for `main.ts`): processed event ids are then
   * kept in Redis, shared by every receiver instance — behind a load balancer, a delivery is
   * processed once however many instances receive it. Without it, the JSON log file is the
   * seen-store (one instance).
   */
  redisUrl?: string | undefined
}

/** A running receiver. */
export interface Receiver {
  /** The URL to register with the emulator (`--webhook-url`). */
  url: string
  /** Events processed so far, in order (each at most once). */
  events: AnyWebhookEvent[]
  /** The processed-events log (the seen-store when no Redis URL is given; unused otherwise). */
  processed: ProcessedLog
  /** Where processed event ids are kept: `'redis'` or `'file'`. */
  store: 'redis' | 'file'
  /** Stops listening (and closes the Redis connection). */
  close(): Promise<void>
}

/**
 * Starts a webhook receiver: fetches the emulator's public key, verifies every delivery with
 * `@vitrine/webhooks`, logs typed events, and records processed event ids — in a JSON file, or in
 * Redis when a Redis URL is given — so that a replayed delivery is answered 200 but not processed
 * twice.
 */
export async function createReceiver(options: ReceiverOptions): Promise<Receiver> {
  const write = options.log ?? ((line: string) => console.log(line))
  // Every line quotes text from a delivery (ids, names, refusal messages): escaped, so that a line
  // feed in a signed product name or a forged header cannot start a line of its own.
  const log = (line: string): void => write(escapeForLog(line))
  const keyResponse = await fetch(new URL('/_emulator/webhook-public-key', options.emulatorUrl))
  if (!keyResponse.ok)
    throw new Error(`could not fetch the emulator's public key: HTTP ${keyResponse.status}`)
  const publicKey = await keyResponse.text()

  const processed = new ProcessedLog(options.logFile)
  const events: AnyWebhookEvent[] = []
  let redis: ReturnType<typeof createClient> | undefined
  let seenStore: SeenStore = processed
  if (options.redisUrl) {
    redis = createClient({ url: options.redisUrl })
    redis.on('error', (error: Error) => log(`redis: ${error.message}`)) // reconnects by itself
    await redis.connect()
    seenStore = redisSeenStore({ client: redis })
  }
  const webhooks = createWebhooks({
    publicKey,
    issuer: options.issuer,
    seenStore,
    onError: (error) => {
      if (WebhookVerificationError.is(error) && error.code === 'DUPLICATE') {
        log(`replayed delivery of ${error.eventId} answered 200, not processed again`)
      } else {
        log(`delivery refused: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  })

  // Typed handlers: each event arrives decoded (dates are Dates, prices are numbers).
  webhooks.on(EventType.CartCreated, (event) => {
    const lines = event.entity.lineItems?.length ?? 0
    log(`cart ${event.entityId} created at ${event.entity.createdDate?.toISOString()} with ${lines} line(s)`)
  })
  webhooks.on(EventType.CartUpdated, (event) => {
    log(`cart ${event.entityId} updated at ${event.entity.updatedDate?.toISOString()}`)
  })
  webhooks.on(EventType.CartDeleted, (event) => {
    log(`cart ${event.entityId} deleted`)
  })
  webhooks.on(EventType.ProductCreated, (event) => {
    log(
      `product ${event.data.productId} "${event.data.name}" created at ${event.data.price?.price} ${event.data.price?.currency ?? ''}`,
    )
  })
  webhooks.on(EventType.ProductChanged, (event) => {
    log(`product ${event.data.productId} changed: ${event.data.changedFields?.join(', ')}`)
  })
  // Registered last, so it runs after the typed handlers succeeded. The seen-store's commit()
  // then records the event id as processed (in the log file, or in Redis).
  webhooks.onAny((event) => {
    if ('payload' in event) log(`event of a type this SDK does not know: ${event.eventType}`)
    events.push(event)
  })

  const server = createServer(webhooks.nodeHandler())
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 4020, options.hostname ?? '127.0.0.1', resolve)
    })
  } catch (error) {
    await redis?.close()
    throw error
  }
  const { address, port } = server.address() as AddressInfo
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}/webhooks`,
    events,
    processed,
    store: redis ? 'redis' : 'file',
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      await redis?.close()
    },
  }
}
