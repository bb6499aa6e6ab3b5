import { createClient } from 'redis'
import { describe, expectTypeOf, test } from 'vitest'
import type { SeenStore } from './index'
import { type RedisCommandClient, type RedisSeenStoreOptions, redisSeenStore } from './redis'

describe('redisSeenStore types', () => {
  test('a node-redis client (the optional peer dependency) is accepted as it is', () => {
    const client = createClient({ url: 'redis://127.0.0.1:6379' })
    expectTypeOf(client).toExtend<RedisCommandClient>()
    expectTypeOf(redisSeenStore({ client })).toEqualTypeOf<SeenStore>()
  })

  test('options are exact: a client is required, the prefix is a string', () => {
    expectTypeOf<RedisSeenStoreOptions>().toHaveProperty('client')
    // @ts-expect-error a client is required
    redisSeenStore({})
    // @ts-expect-error the prefix is a string
    redisSeenStore({ client: createClient(), prefix: 1 })
  })
})
