// Types of redis-server.mjs, for the TypeScript tests that import it.

/** What to do when there is no redis-server. */
export declare const REDIS_HINT: string

/** The redis-server binary: `REDIS_SERVER_PATH`, else `redis-server` on the PATH; undefined when none. */
export declare function findRedisServer(): string | undefined

/** The redis-server binary for a test file's Redis tests; throws on CI without one, warns elsewhere. */
export declare function redisServerForTests(what: string): string | undefined

/** A redis-server started by {@link startRedisServer}. */
export interface RunningRedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string
  port: number
  /** Ends the server and removes its directory. */
  stop(): Promise<void>
}

/** Starts a redis-server of its own on a free loopback port (or on `port`). */
export declare function startRedisServer(binary?: string, port?: number): Promise<RunningRedisServer>
