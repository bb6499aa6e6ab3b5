// @ts-check
// The `'use cache'` handler Next.js loads when REDIS_URL is set (`cacheHandlers` in next.config.ts).
import { storeFromEnv } from './redis-cache-store.mjs'
import { createUseCacheHandler } from './use-cache-handler.mjs'

export default createUseCacheHandler(storeFromEnv())
