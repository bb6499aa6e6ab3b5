// The shop's Redis cache handlers (cache-handlers/) against a real redis-server (Debian's), started
// by this file on a free loopback port. Two stores on two connections stand for two instances of
// the shop. Skipped with a message where there is no redis-server, except on CI.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CacheEntry } from 'next/cache'
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RunningRedisServer,
  redisServerForTests,
  startRedisServer,
} from '../../../scripts/redis-server.mjs'
import { createIncrementalCacheHandler } from '../cache-handlers/incremental-cache-handler.mjs'
import {
  createRedisCacheStore,
  decodeEntry,
  encodeEntry,
  type RedisCacheStore,
  type RedisCacheStoreOptions,
} from '../cache-handlers/redis-cache-store.mjs'
import { createUseCacheHandler } from '../cache-handlers/use-cache-handler.mjs'

const binary = redisServerForTests('the Redis cache handler tests')

const bytesOf = (text: string) => new TextEncoder().encode(text)
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytesOf(text))
      controller.close()
    },
  })
const textOf = async (entry: CacheEntry | undefined) =>
  entry ? new TextDecoder().decode(await new Response(entry.value).arrayBuffer()) : undefined
const entry = (text: string, fields: Partial<Omit<CacheEntry, 'value'>> = {}): CacheEntry => ({
  value: streamOf(text),
  tags: [],
  stale: 300,
  timestamp: Date.now(),
  expire: 3600,
  revalidate: 900,
  ...fields,
})

describe.skipIf(!binary)('the Redis cache handlers on a real redis-server', () => {
  let server: RunningRedisServer
  const stores: RedisCacheStore[] = []
  let prefixes = 0
  /** Two instances of the shop: each its own store and connection, one key prefix. */
  const instances = (options: Partial<RedisCacheStoreOptions> = {}) => {
    const prefix = `test-${++prefixes}:`
    const [a, b] = [0, 1].map(() => {
      const store = createRedisCacheStore({ url: server.url, prefix, ...options })
      stores.push(store)
      return store
    }) as [RedisCacheStore, RedisCacheStore]
    return { prefix, a, b }
  }
  const inspect = async () => {
    const client = createClient({ url: server.url })
    await client.connect()
    return client
  }

  beforeAll(async () => {
    server = await startRedisServer(binary)
  }, 30_000)
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
    await server?.stop()
  })

  describe("'use cache' (cacheHandlers)", () => {
    test('an entry written by one instance is served by another, bytes and timings intact', async () => {
      const { a, b } = instances()
      const written = entry('{"price":"43.20"}', {
        tags: ['vitrine:product:p1'],
        timestamp: 1_000 + Date.now(),
      })
      await createUseCacheHandler(a).set('key-1', Promise.resolve(written))
      const read = await createUseCacheHandler(b).get('key-1', [])
      expect(read).toMatchObject({
        tags: ['vitrine:product:p1'],
        stale: 300,
        timestamp: written.timestamp,
        expire: 3600,
        revalidate: 900,
      })
      expect(await textOf(read)).toBe('{"price":"43.20"}')
      // Every read gets a stream of its own.
      expect(await textOf(await createUseCacheHandler(b).get('key-1', []))).toBe('{"price":"43.20"}')
      expect(await createUseCacheHandler(b).get('key-unknown', [])).toBeUndefined()
    })

    test('revalidateTag(tag) on one instance: the other stops serving entries carrying it', async () => {
      const { a, b } = instances()
      const [handlerA, handlerB] = [createUseCacheHandler(a), createUseCacheHandler(b)]
      await handlerB.set('product', Promise.resolve(entry('old', { tags: ['vitrine:product:p1'] })))
      await handlerB.set('other', Promise.resolve(entry('other', { tags: ['vitrine:product:p2'] })))
      await new Promise((resolve) => setTimeout(resolve, 5)) // the delivery comes after the render
      await handlerA.updateTags(['vitrine:product:p1'])
      expect(await handlerB.get('product', [])).toBeUndefined()
      expect(await textOf(await handlerB.get('other', []))).toBe('other')
      // Rendered again after the delivery: served again.
      await handlerB.set('product', Promise.resolve(entry('new', { tags: ['vitrine:product:p1'] })))
      expect(await textOf(await handlerB.get('product', []))).toBe('new')
    })

    test('revalidateTag(tag, profile): the entry is served while it is refreshed (revalidate -1)', async () => {
      const { a, b } = instances()
      await createUseCacheHandler(b).set('product', Promise.resolve(entry('old', { tags: ['t'] })))
      await new Promise((resolve) => setTimeout(resolve, 5))
      await createUseCacheHandler(a).updateTags(['t'], { expire: 3600 })
      const read = await createUseCacheHandler(b).get('product', [])
      expect(read?.revalidate).toBe(-1)
      expect(await textOf(read)).toBe('old')
    })

    test("a revalidated route (revalidatePath: the route's implicit tags) is a miss", async () => {
      const { a, b } = instances()
      const handler = createUseCacheHandler(b)
      expect(await handler.getExpiration(['_N_T_/products/linen-shirt'])).toBe(Number.POSITIVE_INFINITY)
      await handler.set('shirt', Promise.resolve(entry('shirt')))
      await new Promise((resolve) => setTimeout(resolve, 5))
      await createUseCacheHandler(a).updateTags(['_N_T_/products/linen-shirt'])
      expect(await handler.get('shirt', ['_N_T_/layout', '_N_T_/products/linen-shirt'])).toBeUndefined()
      expect(await textOf(await handler.get('shirt', ['_N_T_/layout', '_N_T_/products/other']))).toBe('shirt')
    })

    test('an entry lives in Redis as long as its cache life says, capped; dynamic data (expire 0) is not stored', async () => {
      const { prefix, a } = instances({ maxTtlSeconds: 86_400 })
      const handler = createUseCacheHandler(a)
      const redis = await inspect()
      try {
        await handler.set('short', Promise.resolve(entry('short', { expire: 600 })))
        const [short] = await redis.keys(`${prefix}e:*`)
        const ttl = await redis.ttl(short!)
        expect(ttl).toBeGreaterThan(590)
        expect(ttl).toBeLessThanOrEqual(600)
        await redis.del(short!)
        await handler.set('forever', Promise.resolve(entry('forever', { expire: 0xfffffffe })))
        const [forever] = await redis.keys(`${prefix}e:*`)
        expect(await redis.ttl(forever!)).toBeGreaterThan(86_390)
        expect(await redis.ttl(forever!)).toBeLessThanOrEqual(86_400)
        await redis.del(forever!)
        await handler.set('dynamic', Promise.resolve(entry('dynamic', { expire: 0 })))
        expect(await redis.keys(`${prefix}e:*`)).toEqual([])
      } finally {
        await redis.close()
      }
    })

    test('an entry over the size cap is not stored (rendered again instead); smaller ones are', async () => {
      const { a } = instances({ maxEntryBytes: 64 * 1024 })
      const handler = createUseCacheHandler(a)
      await handler.set('big', Promise.resolve(entry('x'.repeat(100 * 1024))))
      expect(await handler.get('big', [])).toBeUndefined()
      await handler.set('small', Promise.resolve(entry('x'.repeat(1024))))
      expect(await textOf(await handler.get('small', []))).toHaveLength(1024)
    })

    test('a render that fails midway stores nothing, and set() does not reject', async () => {
      const { a } = instances()
      const handler = createUseCacheHandler(a)
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytesOf('half a'))
          controller.error(new Error('render failed'))
        },
      })
      await expect(
        handler.set('broken', Promise.resolve({ ...entry(''), value: broken })),
      ).resolves.toBeUndefined()
      await expect(handler.set('rejected', Promise.reject(new Error('no entry')))).resolves.toBeUndefined()
      expect(await handler.get('broken', [])).toBeUndefined()
      expect(await handler.get('rejected', [])).toBeUndefined()
    })

    test('a read during a write of the same key waits for it', async () => {
      const { a } = instances()
      const handler = createUseCacheHandler(a)
      let finish: (value: CacheEntry) => void = () => {}
      const writing = handler.set('k', new Promise<CacheEntry>((resolve) => (finish = resolve)))
      const reading = handler.get('k', [])
      finish(entry('fresh'))
      await writing
      expect(await textOf(await reading)).toBe('fresh')
    })

    test('an instance keeps its own decoded copy, yet after an invalidation serves the entry another rendered since', async () => {
      const { a, b } = instances()
      const [handlerA, handlerB] = [createUseCacheHandler(a), createUseCacheHandler(b)]
      await handlerB.set('product', Promise.resolve(entry('old', { tags: ['vitrine:product:p1'] })))
      expect(await textOf(await handlerB.get('product', []))).toBe('old') // now in B's memory
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handlerA.updateTags(['vitrine:product:p1'])
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handlerA.set('product', Promise.resolve(entry('new', { tags: ['vitrine:product:p1'] })))
      expect(await textOf(await handlerB.get('product', []))).toBe('new')
    })

    test('the copies kept in memory are bounded: the least recently used go first (Redis still has them)', async () => {
      const { prefix, a } = instances({ maxMemoryBytes: 3000 })
      const handler = createUseCacheHandler(a)
      const redis = await inspect()
      try {
        await handler.set('first', Promise.resolve(entry('1'.repeat(1500), { tags: ['t'] })))
        await handler.set('second', Promise.resolve(entry('2'.repeat(1500), { tags: ['t'] })))
        // Without Redis's copies, only what memory still holds is served: the most recent one.
        await redis.del(await redis.keys(`${prefix}e:*`))
        expect(await handler.get('first', [])).toBeUndefined()
        expect(await textOf(await handler.get('second', []))).toHaveLength(1500)
      } finally {
        await redis.close()
      }
    })

    test('bytes under an entry key that are not an entry (another app, a truncated write) are a miss', async () => {
      const { prefix, a, b } = instances()
      await createUseCacheHandler(a).set('k', Promise.resolve(entry('fine')))
      // Read by another instance: the writer keeps its own decoded copy in memory.
      const handler = createUseCacheHandler(b)
      const redis = await inspect()
      try {
        const [key] = await redis.keys(`${prefix}e:*`)
        for (const junk of [
          '',
          'not an entry',
          '\u0000\u0000\u0000\u0010{"value":',
          '\u0000\u0000\u0000\u0004null',
        ]) {
          await redis.set(key!, junk)
          expect(await handler.get('k', [])).toBeUndefined()
        }
      } finally {
        await redis.close()
      }
    })
  })

  describe('rendered pages (cacheHandler)', () => {
    const buildDir = (id: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-build-'))
      mkdirSync(join(dir, 'server'))
      writeFileSync(join(dir, 'BUILD_ID'), id)
      return join(dir, 'server')
    }
    const dirs: string[] = []
    afterAll(() => {
      for (const dir of dirs) rmSync(join(dir, '..'), { recursive: true, force: true })
    })
    const handlerFor = (store: RedisCacheStore, build = 'build-1') => {
      const serverDistDir = buildDir(build)
      dirs.push(serverDistDir)
      const Handler = createIncrementalCacheHandler(() => store)
      return new Handler({ serverDistDir, revalidatedTags: [], _requestHeaders: {} })
    }
    const page = (price: string) => ({
      kind: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
      html: `<h1>Linen Shirt</h1><p>${price}</p>`,
      rscData: Buffer.from(`0:{"price":"${price}"}`),
      postponed: undefined,
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/products/linen-shirt,vitrine:product:p1' },
      status: 200,
      segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    })
    const responseContext = {
      kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
      isRoutePPREnabled: true,
      isFallback: false,
    }
    const setContext = { cacheControl: { revalidate: 900, expire: 3600 }, isRoutePPREnabled: true }

    test('a page rendered by one instance is served by another: HTML, RSC bytes, segments and lifetime', async () => {
      const { a, b } = instances()
      await handlerFor(a).set('/route-cache/APP_PAGE/h/$/products/linen-shirt', page('$43.20'), setContext)
      const read = await handlerFor(b).get('/route-cache/APP_PAGE/h/$/products/linen-shirt', responseContext)
      expect(read?.cacheControl).toEqual({ revalidate: 900, expire: 3600 })
      expect(read?.lastModified).toBeGreaterThan(0)
      expect(read?.value).toEqual(page('$43.20'))
      const value = read?.value as ReturnType<typeof page>
      expect(Buffer.isBuffer(value.rscData)).toBe(true)
      expect(value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]))
    })

    test('a tag revalidated on one instance makes every instance render the page again', async () => {
      const { a, b } = instances()
      const key = '/route-cache/APP_PAGE/h/$/products/linen-shirt'
      await handlerFor(b).set(key, page('$43.20'), setContext)
      await handlerFor(b).set(
        '/route-cache/APP_PAGE/h/$/products/other',
        { ...page('$1'), headers: {} },
        setContext,
      )
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handlerFor(a).revalidateTag('vitrine:product:p1')
      expect(await handlerFor(b).get(key, responseContext)).toBeNull()
      expect(
        await handlerFor(b).get('/route-cache/APP_PAGE/h/$/products/other', responseContext),
      ).not.toBeNull()
      // Rendered again by A: B, which still holds the old page in memory, serves A's.
      await handlerFor(a).set(key, page('$39.00'), setContext)
      expect((await handlerFor(b).get(key, responseContext))?.value).toMatchObject({
        html: expect.stringContaining('$39.00'),
      })
      // Stale ("serve while refreshed") counts as a miss too: the next visitor gets the new price.
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handlerFor(a).revalidateTag(['vitrine:product:p1'], { expire: 3600 })
      expect(await handlerFor(b).get(key, responseContext)).toBeNull()
    })

    test('a new build never serves pages rendered by the previous one', async () => {
      const { a } = instances()
      await handlerFor(a, 'old-build').set('/route-cache/APP_PAGE/h/$/', page('$1'), setContext)
      expect(await handlerFor(a, 'new-build').get('/route-cache/APP_PAGE/h/$/', responseContext)).toBeNull()
      expect(
        await handlerFor(a, 'old-build').get('/route-cache/APP_PAGE/h/$/', responseContext),
      ).not.toBeNull()
    })

    test('fetch data keeps its tags and the request soft tags', async () => {
      const { a, b } = instances()
      const data = {
        kind: 'FETCH' as CachedRouteKind.FETCH,
        data: { headers: {}, body: 'e30=', status: 200, url: 'http://x/' },
        revalidate: 60,
      }
      await handlerFor(a).set('fetch-key', data, { fetchCache: true, tags: ['catalogue'] })
      const context = {
        kind: 'FETCH' as IncrementalCacheKind.FETCH,
        revalidate: 60,
        tags: ['catalogue'],
        softTags: ['_N_T_/'],
      }
      expect((await handlerFor(b).get('fetch-key', context))?.value).toEqual(data)
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handlerFor(a).revalidateTag('catalogue')
      expect(await handlerFor(b).get('fetch-key', context)).toBeNull()
    })
  })

  describe('when Redis is down', () => {
    const freePort = () =>
      new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const address = probe.address()
          probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
        })
      })

    test('reads are misses, writes are dropped, revalidations are kept: one log line for the whole outage', async () => {
      const lines: string[] = []
      const store = createRedisCacheStore({
        url: `redis://127.0.0.1:${await freePort()}`,
        timeout: 200,
        log: (line) => lines.push(line),
      })
      stores.push(store)
      const handler = createUseCacheHandler(store)
      const Pages = createIncrementalCacheHandler(() => store)
      const pages = new Pages({ revalidatedTags: [], _requestHeaders: {} })
      for (let i = 0; i < 20; i++) {
        await handler.set(`k${i}`, Promise.resolve(entry('v')))
        expect(await handler.get(`k${i}`, [])).toBeUndefined()
        expect(
          await pages.get(`/p${i}`, {
            kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
            isRoutePPREnabled: true,
            isFallback: false,
          }),
        ).toBeNull()
      }
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^\[vitrine cache\] Redis unavailable \(.+\): pages are rendered without the shared cache/,
      )
      await expect(handler.updateTags(['vitrine:product:p1'])).resolves.toBeUndefined()
      expect(lines).toHaveLength(1)
    })

    test('a revalidation made while Redis is down is recorded once it is back: entries rendered before it are not served', async () => {
      const own = await startRedisServer(binary)
      const options = { url: own.url, timeout: 200, log: () => {} }
      const [a, b] = [createRedisCacheStore(options), createRedisCacheStore(options)]
      stores.push(a, b)
      const [handlerA, handlerB] = [createUseCacheHandler(a), createUseCacheHandler(b)]
      expect(await handlerB.get('warm-up', [])).toBeUndefined() // both connected
      expect(await handlerA.get('warm-up', [])).toBeUndefined()
      const rendered = Date.now() - 1000 // the page was rendered before the delivery
      await own.stop()
      await handlerA.updateTags(['vitrine:product:p1']) // the delivery, during the outage
      const again = await startRedisServer(binary, own.port)
      try {
        // The other instance, reconnected, has (or gets) the entry rendered before the delivery.
        const old = () => entry('old', { tags: ['vitrine:product:p1'], timestamp: rendered })
        for (
          let waited = 0;
          !(await b.write('k', encodeEntry({ ...old(), value: Buffer.from('old') }), 60));
          waited += 100
        ) {
          if (waited > 10_000) throw new Error('the store did not reconnect')
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        // Once A is back too, the invalidation it kept reaches Redis: B stops serving the entry.
        let served: CacheEntry | undefined
        for (let waited = 0; waited <= 10_000; waited += 100) {
          served = await handlerB.get('k', [])
          if (!served) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(served).toBeUndefined()
      } finally {
        await Promise.all([a.close(), b.close()])
        await again.stop()
      }
    }, 30_000)

    test('a Redis that stops mid-way: every read from then on is a miss, with one log line', async () => {
      const own = await startRedisServer(binary)
      const lines: string[] = []
      const store = createRedisCacheStore({ url: own.url, timeout: 200, log: (line) => lines.push(line) })
      stores.push(store)
      const handler = createUseCacheHandler(store)
      await handler.set('k', Promise.resolve(entry('before', { tags: ['vitrine:products'] })))
      expect(await textOf(await handler.get('k', []))).toBe('before')
      await own.stop()
      for (let i = 0; i < 10; i++) expect(await handler.get('k', [])).toBeUndefined()
      expect(lines).toHaveLength(1)
    })
  })
})

describe('the entry codec', () => {
  test('keeps buffers, byte arrays and maps at any depth, and nothing else changes', () => {
    const value = {
      html: '<p>é</p>',
      rsc: Buffer.from([0, 255, 10]),
      bytes: new Uint8Array([7, 8]),
      nested: {
        segments: new Map([
          ['/a', Buffer.from('A')],
          ['/b', Buffer.from('')],
        ]),
      },
      list: [1, 'two', null, { three: true }],
    }
    const decoded = decodeEntry(encodeEntry(value)) as typeof value
    expect(decoded.html).toBe('<p>é</p>')
    expect(decoded.rsc).toEqual(Buffer.from([0, 255, 10]))
    expect(Buffer.from(decoded.bytes)).toEqual(Buffer.from([7, 8]))
    expect(decoded.nested.segments).toEqual(
      new Map([
        ['/a', Buffer.from('A')],
        ['/b', Buffer.from('')],
      ]),
    )
    expect(decoded.list).toEqual([1, 'two', null, { three: true }])
  })

  test('a part pointing outside the entry, or a head longer than the bytes, is no entry', () => {
    const head = Buffer.from(JSON.stringify({ value: { '\u0000b': [0, 100] } }))
    const length = Buffer.alloc(4)
    length.writeUInt32BE(head.byteLength)
    expect(decodeEntry(Buffer.concat([length, head, Buffer.from('short')]))).toBeUndefined()
    length.writeUInt32BE(head.byteLength + 1)
    expect(decodeEntry(Buffer.concat([length, head]))).toBeUndefined()
    expect(decodeEntry(Buffer.from([0, 0]))).toBeUndefined()
  })

  test('a JSON head with __proto__ keys changes no prototype', () => {
    const head = Buffer.from('{"__proto__":{"polluted":true},"a":1}')
    const length = Buffer.alloc(4)
    length.writeUInt32BE(head.byteLength)
    const decoded = decodeEntry(Buffer.concat([length, head])) as Record<string, unknown>
    expect(decoded['a']).toBe(1)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})
