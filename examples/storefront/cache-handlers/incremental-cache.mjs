// @ts-check
// The server cache handler Next.js loads when REDIS_URL is set (`cacheHandler` in next.config.ts).
import { createIncrementalCacheHandler } from './incremental-cache-handler.mjs'
import { storeFromEnv } from './redis-cache-store.mjs'

export default createIncrementalCacheHandler(() => storeFromEnv())
