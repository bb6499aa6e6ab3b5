import type { AnswerInfo } from './answer-info'
import type { CallOptions } from './call-options'
import type { InputShape } from './check-input'
import type { RequestDescriptor } from './request-descriptor'

/**
 * One positional parameter of an operation: the caller's name for it, used to name offending
 * fields (`''` names the argument's own fields at the top level: `lineItems[0].quantity`), and
 * the shape it must have.
 */
export type Param = readonly [name: string, shape: InputShape]

/**
 * One call of the platform, declared as data: a stable name, the shape of each argument, a pure
 * function from the arguments to a {@link RequestDescriptor}, and a pure mapping from the answer
 * to the result. Declaring it sends nothing, so an operation is tested as a table (arguments →
 * descriptor, answer → result); {@link bind} turns declarations into a module's methods, which
 * take the arguments and then {@link CallOptions}.
 *
 * The transport does everything else once for every operation: routing, query encoding and the
 * long-GET fallback, the wire codec (the body is encoded once, there), credentials, retries,
 * errors and hooks.
 *
 * A declaration has one spelling, a constant annotated with its type (which costs no byte in a
 * bundle, where a wrapping call would): the annotation states the arguments, the answer and the
 * result, and types `request` and `result` from them.
 *
 * @example
 * ```ts
 * import { inputText, type Operation } from '@vitrine/core/module'
 *
 * interface CartAnswer {
 *   cart: { id: string }
 * }
 *
 * export const setGiftMessage: Operation<[message: string], CartAnswer, CartAnswer['cart']> = {
 *   name: 'cart.setGiftMessage',
 *   params: [['message', inputText(/\S/, 'must not be blank')]],
 *   request: ([message]) => ({
 *     method: 'POST',
 *     service: 'ecom-cart',
 *     path: '/v1/carts/current/gift-message',
 *     body: { message },
 *   }),
 *   result: (answer) => answer.cart,
 * }
 * ```
 *
 * @typeParam Args - the arguments before the options, as a tuple.
 * @typeParam Answer - the decoded JSON answer.
 * @typeParam Result - what the method resolves to.
 * @typeParam Options - the last argument: {@link CallOptions} or an extension of it.
 */
export interface Operation<
  Args extends readonly unknown[] = readonly unknown[],
  Answer = unknown,
  Result = Answer,
  Options extends CallOptions = CallOptions,
> {
  /** The stable name hooks see: `<module>.<method>`, e.g. `cart.addItems`, `products.query`. */
  readonly name: string
  /** Each argument's name and shape, checked before anything is sent. */
  readonly params: { readonly [K in keyof Args]: Param }
  /** The shape of the extra fields of `Options`, if any (checked as `options`). */
  readonly options?: InputShape | undefined
  /**
   * The request for these arguments. Pure: no I/O, arguments never changed. `signal`, `timeout`
   * and `operation` are set by the binding from the call's options.
   */
  request(args: Args, options: Options): RequestDescriptor
  /**
   * The result of the decoded answer. Pure. Without it the answer is the result. When the answer
   * lacks what the call reads, it throws an `UnexpectedAnswerError` with `info` (the answer's real
   * status and request id): `entityOf` does so for a call that reads one entity.
   */
  result?(answer: Answer, args: Args, info: AnswerInfo): Result
}
