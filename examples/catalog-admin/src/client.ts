import { apiKey } from '@vitrine/auth'
import { collections, products } from '@vitrine/catalog'
import { type Client, createClient, type RequestHooks } from '@vitrine/core'
import type { Command } from './options'
import type { RetryPolicy } from './rate-gate'

const modules = { products, collections }

/** The client of the CLI: the owner's API key, the products and collections modules. */
export type AdminClient = Client<typeof modules, ReturnType<typeof apiKey>>

/**
 * Creates the client for a command: `hooks` hold every attempt to the run's rate gate and count
 * it (see `politeHooks`), `fetch` is the global one unless a test passes its own. The SDK's own
 * retries of reads back off as the run's policy says.
 */
export function adminClient(
  command: Command,
  hooks: RequestHooks,
  policy: RetryPolicy,
  fetch?: typeof globalThis.fetch,
): AdminClient {
  return createClient({
    host: command.host,
    auth: apiKey({ key: command.apiKey, siteId: command.siteId }),
    modules,
    hooks,
    ...(fetch ? { fetch } : {}),
    retry: { baseDelay: policy.baseDelayMs, maxDelay: policy.maxDelayMs },
  })
}
