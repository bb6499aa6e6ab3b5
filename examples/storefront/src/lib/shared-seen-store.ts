// Behind a load balancer the platform's retry of a delivery may reach another instance than the
// first attempt: with REDIS_URL the ids of the deliveries processed live in Redis
// (`@vitrine/webhooks/redis`), beside the shop's caches, so every instance recognises a replay.
// Without it, each process remembers its own (the verifier's default memory store).
import type { SeenStore } from '@vitrine/webhooks'

/** How long the first connection may take before the delivery is answered 503 (retried later). */
const CONNECT_TIMEOUT_MS = 2000

/** The seen-store every instance shares when REDIS_URL is set; undefined without it. */
export async function sharedSeenStore(): Promise<SeenStore | undefined> {
  const url = process.env['REDIS_URL']
  if (!url) return undefined
  const [{ createClient }, { redisSeenStore }] = await Promise.all([
    import('redis'),
    import('@vitrine/webhooks/redis'),
  ])
  // Commands fail at once while Redis is unreachable (the delivery answers 500 and is retried)
  // instead of waiting in a queue.
  const client = createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: 1000 } })
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(
      `[webhooks] Redis unavailable (${reason}): deliveries fail until it is back, and are retried`,
    )
  })
  client.on('ready', () => {
    down = false
  })
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`Redis did not answer within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    ),
  )
  try {
    await Promise.race([client.connect(), timeout])
  } catch (error) {
    client.destroy()
    throw error
  }
  return redisSeenStore({ client })
}
