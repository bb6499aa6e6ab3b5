import type { AnswerInfo } from './answer-info'
import type { AuthContext, AuthStrategy } from './auth-strategy'
import type { CallOptions } from './call-options'
import {
  checkInput,
  type InputArgument,
  type InputLeaf,
  inputOptional,
  inputValue,
  refuseInput,
} from './check-input'
import { graphql } from './graphql'
import type { RequestHooks } from './hooks'
import { type HostOption, resolveHost } from './host-routing'
import type { Operation } from './operation'
import type { RequestDescriptor } from './request-descriptor'
import { createTransport, type RetryOptions } from './transport'

/**
 * What a module's factory receives: the client's ways to call the platform (run an operation,
 * prepare one to send later, send a raw descriptor) and its auth strategy.
 */
export interface ModuleContext extends AuthContext {
  /** The client's auth strategy, if any. */
  readonly auth: AuthStrategy | undefined
}

/**
 * A module: a factory that binds a set of operations to a client. Pass modules to
 * {@link createClient} under the name you want them at (`modules: { cart: currentCart }` gives
 * `client.cart`).
 */
export type Module<API extends object> = (context: ModuleContext) => API

/** A map of module names to modules. */
export type ModuleMap = Record<string, Module<object>>

/** The names a client reserves for itself. */
type Reserved = 'request' | 'graphql' | 'auth'

/**
 * Declares a module. Identity at run time; it only fixes the module's type.
 *
 * @example
 * ```ts
 * import { defineModule } from '@vitrine/core/module'
 *
 * export const greetings = defineModule((ctx) => ({
 *   hello: () => ctx.request<{ text: string }>({ method: 'GET', path: '/hello' }),
 * }))
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineModule<API extends object>(factory: (context: ModuleContext) => API): Module<API> {
  return factory
}

/** Options of {@link createClient}. */
export interface ClientOptions<
  M extends ModuleMap = Record<never, never>,
  A extends AuthStrategy | undefined = undefined,
> {
  /**
   * Where to send requests: omitted for the platform's own hosts, one origin for a site's own
   * domain or the emulator (`'http://127.0.0.1:4010'`), or `{ api, readOnly }`.
   */
  host?: HostOption | undefined
  /** How to authenticate: `oauth(...)` or `apiKey(...)` from `@vitrine/auth`, or your own. */
  auth?: A
  /** The modules to bind, by the name they will have on the client. */
  modules?: M & { [K in Reserved]?: never }
  /** A custom `fetch` (edge runtimes, tests). Defaults to the global `fetch` at call time. */
  fetch?: typeof globalThis.fetch | undefined
  /** Headers added to every request. */
  headers?: Readonly<Record<string, string>> | undefined
  /** Timeout of each attempt in milliseconds; `0` for none. Default `30_000`. */
  timeout?: number | undefined
  /**
   * The largest answer the client reads, in bytes. Default `33_554_432` (32 MiB): the platform's
   * largest answers are query pages of at most 100 items, a few MB at the very most, so the default
   * is generous for them while a runaway answer (a misbehaving proxy, hundreds of MB) is refused
   * with a `ResponseTooLargeError` — from its `content-length` when it has one, else as soon as
   * the bytes read pass the cap — and memory grows by about the cap at most.
   */
  maxResponseSize?: number | undefined
  /** Retry policy for idempotent requests, or `false` for none. */
  retry?: RetryOptions | false | undefined
  /**
   * Hooks on every attempt of every call, with the operation's name: for logging, metering and
   * tracing. See {@link RequestHooks}.
   */
  hooks?: RequestHooks | undefined
}

/** The client's own methods, present whatever modules it has. */
export interface BaseClient<A extends AuthStrategy | undefined> {
  /** The auth strategy passed to {@link createClient}. */
  readonly auth: A
  /**
   * Sends any call of the platform. The escape hatch for calls no module covers yet.
   *
   * @example
   * ```ts
   * import { path } from '@vitrine/core'
   *
   * const { product } = await client.request<{ product: { name: string } }>({
   *   method: 'GET',
   *   service: 'catalog-reader',
   *   path: path`/v1/products/${productId}`,
   * })
   * ```
   */
  request<T = unknown>(descriptor: RequestDescriptor): Promise<T>
  /**
   * Sends a GraphQL query to the platform's GraphQL endpoint and resolves to its `data`. An
   * operation like every module's (hooks see it as `graphql`; retries, errors and options alike).
   *
   * @throws {@link GraphQLError} when the answer carries errors.
   * @throws {@link InvalidInputError} for a blank query or variables that are not an object, before
   *   anything is sent.
   * @example
   * ```ts
   * const data = await client.graphql<{ storesProductsV1Product: { name: string } }>(
   *   'query ($id: String!) { storesProductsV1Product(productId: $id) { name } }',
   *   { id: productId },
   * )
   * ```
   */
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<T>
}

/** A client: its own methods plus each module bound under its name. */
export type Client<
  M extends ModuleMap = Record<never, never>,
  A extends AuthStrategy | undefined = undefined,
> = BaseClient<A> & {
  readonly [K in keyof M]: M[K] extends Module<infer API> ? API : never
}

/** Milliseconds or bytes. */
const amount: InputLeaf = inputValue(
  (n) => typeof n === 'number' && n >= 0 && n < Infinity,
  'a non-negative number',
)

/** The shape of {@link CallOptions}, checked on every call. */
const CALL_OPTIONS = /* @__PURE__ */ inputOptional({
  signal: inputOptional(
    inputValue((s) => typeof (s as AbortSignal).addEventListener === 'function', 'an AbortSignal'),
  ),
  timeout: inputOptional(amount),
})

/**
 * Creates a client: binds modules, routes requests to the right host, authenticates them,
 * retries what is safe to retry and turns answers into values or typed errors.
 *
 * @example
 * ```ts
 * import { createClient } from '@vitrine/core'
 * import { oauth, localStorageStore } from '@vitrine/auth'
 * import { currentCart } from '@vitrine/cart'
 * import { products } from '@vitrine/catalog'
 *
 * const client = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: oauth({ clientId: 'demo-storefront', storage: localStorageStore() }),
 *   modules: { cart: currentCart, products },
 *   hooks: { onResponse: (e) => console.debug(e.operation, e.status, e.durationMs) },
 * })
 * const cart = await client.cart.get()
 * ```
 */
export function createClient<
  M extends ModuleMap = Record<never, never>,
  A extends AuthStrategy | undefined = undefined,
>(options: ClientOptions<M, A> = {}): Client<M, A> {
  const timeout = options.timeout ?? 30_000
  const maxResponseSize = options.maxResponseSize ?? 2 ** 25
  checkInput([amount, timeout, 'timeout'], [amount, maxResponseSize, 'maxResponseSize'])
  const transport = createTransport({
    host: resolveHost(options.host),
    auth: options.auth,
    fetch: options.fetch,
    headers: options.headers ? { ...options.headers } : undefined,
    timeout,
    retry: options.retry ?? {},
    hooks: options.hooks,
    maxResponseSize,
  })
  const request = <T>(descriptor: RequestDescriptor): Promise<T> =>
    transport.dispatch<T>(transport.prepare(descriptor))
  const prepare = <Args extends readonly unknown[], Answer, Result, Options extends CallOptions>(
    operation: Operation<Args, Answer, Result, Options>,
    args: Args,
    callOptions?: Options,
    credentials?: Readonly<Record<string, string>>,
  ): (() => Promise<Result>) => {
    const checks: InputArgument[] = operation.params.map(
      ([name, shape], i) => [shape, args[i], name] as const,
    )
    checks.push([CALL_OPTIONS, callOptions, 'options'])
    if (operation.options) checks.push([inputOptional(operation.options), callOptions, 'options'])
    checkInput(...checks)
    const descriptor = operation.request(args, callOptions ?? ({} as Options))
    const outgoing = transport.prepare(
      // A binding's own credentials replace the strategy's.
      credentials
        ? { ...descriptor, auth: false, headers: { ...descriptor.headers, ...credentials } }
        : descriptor,
      {
        operation: operation.name,
        signal: callOptions?.signal,
        timeout: callOptions?.timeout ?? descriptor.timeout,
      },
    )
    return async () => {
      let info: AnswerInfo | undefined
      const answer = await transport.dispatch<Answer>(outgoing, (answered) => {
        info = answered
      })
      return operation.result
        ? operation.result(answer, args, info as AnswerInfo)
        : (answer as unknown as Result)
    }
  }
  const context: ModuleContext = {
    request,
    prepare,
    // Rejects, never throws: a refused input too (the executor turns the throw into a rejection).
    call: (operation, args, callOptions) =>
      new Promise((resolve) => resolve(prepare(operation, args, callOptions)())),
    auth: options.auth,
  }
  const client: Record<string, unknown> = {
    auth: options.auth,
    request,
    // An operation like any module's, run as `ctx.call` runs them: the escape hatch for GraphQL.
    graphql: (query: string, variables?: Record<string, unknown>, callOptions?: CallOptions) =>
      context.call(graphql, [query, variables], callOptions),
  }
  options.auth?.attach?.(context)
  for (const [name, factory] of Object.entries(options.modules ?? {})) {
    // The client's own methods (`Reserved`) are its keys before any module is bound.
    if (Object.hasOwn(client, name)) refuseInput(`modules.${name}`, 'is a name the client reserves')
    if (typeof factory !== 'function') refuseInput(`modules.${name}`, 'must be a Vitrine module')
    client[name] = factory(context)
  }
  return client as Client<M, A>
}
