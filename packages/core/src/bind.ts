import type { CallOptions } from './call-options'
import type { Operation } from './operation'

/** Runs operations: what {@link bind} needs of a context to bind {@link Operation}s. */
export interface OperationRunner {
  /**
   * Checks the arguments and options and builds (and wire-encodes) the request now, throwing an
   * `InvalidInputError` at once; returns the function that sends it and resolves to the result.
   * With `credentials` (a binding's, see {@link BindOptions.credentials}) the request carries
   * those headers instead of the client's auth strategy's.
   */
  prepare<Args extends readonly unknown[], Answer, Result, Options extends CallOptions>(
    operation: Operation<Args, Answer, Result, Options>,
    args: Args,
    options?: Options,
    credentials?: Readonly<Record<string, string>>,
  ): () => Promise<Result>
}

/**
 * A method written as code rather than declared as data, for what is more than one request:
 * paging, bulk changes, login flows. It gets the binding's context first, then the caller's
 * arguments.
 */
export type Procedure<C> = (context: C, ...args: never[]) => unknown

/** Any operation, whatever its types. */
export type AnyOperation = Operation<readonly unknown[], unknown, unknown, CallOptions>

/** What {@link bind} binds: operations (when the context runs them) and procedures, by method name. */
export type Declarations<C> = {
  readonly [name: string]: Procedure<C> | (C extends OperationRunner ? AnyOperation : never)
}

/** The method a declaration becomes: an operation's arguments then its options; a procedure's own arguments. */
export type Method<D> =
  D extends Operation<infer Args, infer _Answer, infer Result, infer Options>
    ? (...args: [...Args, options?: Options]) => Promise<Result>
    : D extends (context: never, ...args: infer Args) => infer Result
      ? (...args: Args) => Result
      : never

/** The methods of a set of declarations. */
export type Bound<D> = { [K in keyof D]: Method<D[K]> }

/** Options of {@link bind}. */
export interface BindOptions {
  /**
   * Runs the bound calls one after the other, in the order they were made (the cart's writes): a
   * call checks and encodes its input when it is made (a refused input rejects at once and takes
   * no turn), then waits for the calls before it; one that fails rejects alone; one whose
   * `signal` aborts while it waits leaves at once and is never sent.
   */
  serial?: boolean | undefined
  /**
   * The headers that authenticate the bound operations instead of the client's auth strategy
   * (which then neither adds its own nor renews on a `401`): a call made with a credential the
   * session no longer holds, like the hosted logout's, sent with the member's token after the
   * session has already cleared it. `undefined`: the strategy's, as usual.
   */
  credentials?: Readonly<Record<string, string>> | undefined
}

/** Declarations that live in a chunk loaded on first use. Made by {@link lazy}. */
export class Lazy<D> {
  /** Imports the chunk and resolves to its declarations. */
  declare readonly load: () => Promise<D>
  /** The names of the methods, known before the chunk is loaded. */
  declare readonly names: readonly (keyof D & string)[]
  // Declared fields, not parameter properties, as in `InputList` (those cost their bytes twice).
  /**
   * @param load - imports the chunk and resolves to its declarations.
   * @param names - the names of the methods, known before the chunk is loaded.
   */
  constructor(load: () => Promise<D>, names: readonly (keyof D & string)[]) {
    this.load = load
    this.names = names
  }
}

/**
 * Declarations to load on first use: the bound methods exist at once, and the first call of any
 * of them imports the chunk (`load`, a dynamic `import()`), which later calls share. Keep the
 * chunk in a folder that says so (`src/admin/`, `src/interactive/`) and never import it
 * statically: bundlers then leave it out of what a page loads up front.
 *
 * @param load - imports the chunk, e.g. `() => import('./admin/products')`.
 * @param names - the methods to bind, each declared in the chunk.
 * @example
 * ```ts
 * // src/admin/gift-messages.ts: the chunk, imported by nothing but `lazy`
 * import { inputText, type Operation } from '@vitrine/core/module'
 *
 * export const setGiftMessage: Operation<[message: string]> = {
 *   name: 'giftMessages.set',
 *   params: [['message', inputText(/\S/, 'must not be blank')]],
 *   request: ([message]) => ({
 *     method: 'PUT',
 *     service: 'ecom-cart',
 *     path: '/v1/carts/current/gift-message',
 *     body: { message },
 *   }),
 * }
 * ```
 * ```ts
 * // src/gift-messages.ts: the module, which reads up front and loads the write on its first call
 * import { bind, defineModule, lazy, type Operation } from '@vitrine/core/module'
 *
 * const getGiftMessage: Operation<[], { message: string }, string> = {
 *   name: 'giftMessages.get',
 *   params: [],
 *   request: () => ({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current/gift-message' }),
 *   result: (answer) => answer.message,
 * }
 * const admin = lazy(() => import('./admin/gift-messages'), ['setGiftMessage'])
 * export const giftMessages = defineModule((ctx) => ({ ...bind(ctx, { get: getGiftMessage }), ...bind(ctx, admin) }))
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<D extends object, const K extends keyof D & string>(
  load: () => Promise<D>,
  names: readonly K[],
): Lazy<Pick<D, K>> {
  let loading: Promise<D> | undefined
  return new Lazy<Pick<D, K>>(() => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined // a failed chunk load (offline) is tried again by the next call
      throw error
    })
    return loading
  }, names)
}

type Turn = <T>(job: () => T | Promise<T>, signal?: AbortSignal) => Promise<T>

/** A FIFO queue: each job starts when the one before it has settled. */
function queue(): Turn {
  let tail: Promise<unknown> = Promise.resolve()
  return (job, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const leave = () => reject(signal?.reason)
      signal?.addEventListener('abort', leave, { once: true })
      tail = tail.then(async () => {
        signal?.removeEventListener('abort', leave)
        // Aborted while waiting: already rejected, never sent.
        if (signal?.aborted) return
        try {
          resolve(await job())
        } catch (error) {
          reject(error)
        }
      })
    })
}

/** An operation is an object, a procedure a function; call options are an object too. */
const isOperation = (declaration: unknown): declaration is AnyOperation =>
  typeof declaration === 'object' && declaration !== null

const optionsOf = (value: unknown): CallOptions | undefined =>
  isOperation(value) ? (value as CallOptions) : undefined

/**
 * Turns declarations into a module's methods: each {@link Operation} becomes
 * `(...args, options?) => Promise<result>`, each {@link Procedure} `(...args) => result` with the
 * context passed first. `serial`, `credentials` and loading on first use ({@link lazy}) are
 * options of the binding, the same for every package.
 *
 * @param context - what the declarations run against: a module's context (it runs operations),
 *   or any object procedures take (a session).
 * @param declarations - the declarations by method name, or {@link lazy} ones.
 * @param options - `serial` to run the calls one after the other; `credentials` to send them with
 *   other headers than the client's auth strategy's.
 * @example
 * ```ts
 * import { bind, defineModule, inputText, type Operation } from '@vitrine/core/module'
 *
 * const setGiftMessage: Operation<[message: string]> = {
 *   name: 'giftMessages.set',
 *   params: [['message', inputText(/\S/, 'must not be blank')]],
 *   request: ([message]) => ({
 *     method: 'PUT',
 *     service: 'ecom-cart',
 *     path: '/v1/carts/current/gift-message',
 *     body: { message },
 *   }),
 * }
 *
 * // `serial`: each call waits for the one before it, like the cart's writes.
 * export const giftMessages = defineModule((ctx) => bind(ctx, { set: setGiftMessage }, { serial: true }))
 * // createClient({ auth, modules: { giftMessages } }).giftMessages.set('For Ada')
 * ```
 */
export function bind<C, D extends Declarations<C>>(
  context: C,
  declarations: Lazy<D>,
  options?: BindOptions,
): Bound<D>
export function bind<C, D extends Declarations<C>>(
  context: C,
  declarations: D,
  options?: BindOptions,
): Bound<D>
export function bind<C, D extends Declarations<C>>(
  context: C,
  declarations: D | Lazy<D>,
  options: BindOptions = {},
): Bound<D> {
  const turn: Turn | undefined = options.serial ? queue() : undefined
  const run = (declaration: unknown, args: unknown[]): unknown => {
    if (!isOperation(declaration)) {
      const procedure = declaration as (context: C, ...args: unknown[]) => unknown
      return turn ? turn(() => procedure(context, ...args)) : procedure(context, ...args)
    }
    const arity = declaration.params.length
    const callOptions = optionsOf(args[arity])
    let send: () => Promise<unknown>
    try {
      send = (context as OperationRunner).prepare(
        declaration,
        args.slice(0, arity),
        callOptions,
        options.credentials,
      )
    } catch (error) {
      return Promise.reject(error)
    }
    return turn ? turn(send, callOptions?.signal) : send()
  }
  const methods: Record<string, (...args: unknown[]) => unknown> = {}
  if (declarations instanceof Lazy) {
    for (const name of declarations.names) {
      methods[name] = (...args) =>
        declarations.load().then((loaded) => run((loaded as Record<string, unknown>)[name], args))
    }
  } else {
    for (const name of Object.keys(declarations)) {
      const declaration = declarations[name]
      methods[name] = (...args) => run(declaration, args)
    }
  }
  return methods as Bound<D>
}
