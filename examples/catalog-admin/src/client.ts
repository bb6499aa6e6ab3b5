import { apiKey } from '@vitrine/auth'
import { collections, products } from '@vitrine/catalog'
import { type Client, createClient } from '@vitrine/core'
import type { Command } from './options'
import type { RetryPolicy } from './polite-fetch'

const modules = { products, collections }

/** The client of the CLI: the owner's API key, the products and collections modules. */
export type AdminClient = Client<typeof modules, ReturnType<typeof apiKey>>

/**
 * Creates the client for a command, sending through `fetch` (the CLI's polite one). The SDK's own
 * retries of reads back off as the run's policy says.
 */
export function adminClient(
  command: Command,
  fetch: typeof globalThis.fetch,
  policy: RetryPolicy,
): AdminClient {
  return createClient({
    host: command.host,
    auth: apiKey({ key: command.apiKey, siteId: command.siteId }),
    modules,
    fetch,
    retry: { baseDelay: policy.baseDelayMs, maxDelay: policy.maxDelayMs },
  })
}
