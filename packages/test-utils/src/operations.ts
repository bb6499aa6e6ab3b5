import { InvalidInputError, type RequestDescriptor } from '@vitrine/core'
import {
  type AnswerInfo,
  type AnyOperation,
  checkInput,
  type InputArgument,
  type Operation,
} from '@vitrine/core/module'
import { describe, expect, it } from 'vitest'

/** The parts of a descriptor a table row states. */
export type DescriptorRow = Pick<RequestDescriptor, 'method' | 'service' | 'path' | 'query' | 'body'> &
  Partial<Pick<RequestDescriptor, 'readOnly' | 'idempotent' | 'argumentNames' | 'answer'>>

/** One row of an operation table: arguments → request, answer → result. */
export interface OperationRow<
  Args extends readonly unknown[] = readonly unknown[],
  Answer = unknown,
  Result = unknown,
> {
  /** The call of the platform's spec (§7) this row covers, e.g. `POST /v1/carts/current/add-to-cart`. */
  spec: string
  /** The operation. */
  operation: Operation<Args, Answer, Result, never>
  /** Its arguments (they must pass its input check). */
  args: Args
  /** Its options, when the row needs some. */
  options?: Record<string, unknown>
  /** What the request must be: method, service, path, query and body exactly, other fields where given. */
  request: DescriptorRow
  /** An answer of the platform. */
  answer: Answer
  /** The result that answer gives. */
  result: Result
}

/**
 * A row, typed by its operation (so that `args`, `answer` and `result` are checked against it).
 *
 * @example
 * ```ts
 * row({ spec: 'GET /v1/carts/current', operation: getCart, args: [], request: {...}, answer: { cart }, result: cart })
 * ```
 */
export function row<Args extends readonly unknown[], Answer, Result>(
  value: OperationRow<Args, Answer, Result>,
): OperationRow {
  return value as unknown as OperationRow
}

/** What a row's answer came with: a 200 without a request id. */
const ANSWERED: AnswerInfo = {
  status: 200,
  requestId: undefined,
  request: { method: 'GET', url: '', headers: {} },
}

/**
 * Ids and slugs that would move a request off its endpoint once URL parsing has removed dot
 * segments or split the path (hostile inputs H): each is refused before anything is sent.
 */
export const HOSTILE_PATH_PARAMS: readonly string[] = [
  '',
  ' ',
  '.',
  '..',
  'a/b',
  '/',
  'a\\b',
  '..\\x',
  'a?b=1',
  'a#b',
  '%2F',
  'a%2fb',
  '%5C',
  '%2e%2E',
]

/** The names of a spec path's parameters: `PATCH /v1/products/{product.id}` → `['id']`. */
function pathParams(spec: string): string[] {
  return [...spec.matchAll(/\{(?:[^}.]*\.)?([^}]*)\}/g)].map((m) => m[1] ?? '')
}

function stated(descriptor: RequestDescriptor, expected: DescriptorRow): DescriptorRow {
  const out: Record<string, unknown> = {
    method: descriptor.method,
    service: descriptor.service,
    path: descriptor.path,
    query: descriptor.query,
    body: descriptor.body,
  }
  for (const key of ['readOnly', 'idempotent', 'argumentNames'] as const)
    if (key in expected) out[key] = descriptor[key]
  // What the call reads is part of its row whenever it is not the default, so no row hides it.
  if ('answer' in expected || descriptor.answer !== undefined) out['answer'] = descriptor.answer
  return out as DescriptorRow
}

/** `<module>.<method>` for every method of every module in `Modules` (`{ cart: CurrentCart }` → `cart.get` | …). */
export type MethodName<Modules> = {
  [M in keyof Modules & string]: `${M}.${keyof Modules[M] & string}`
}[keyof Modules & string]

/**
 * The completeness guard of a package's operation table: every method of its modules, each with
 * the call(s) of the platform's spec that cover it (rows of the table, as `METHOD /path`). A
 * method the record does not name is a compile error, so a method added to a module's interface
 * without a row does not type-check; {@link operationTable} then checks that every call named is
 * a row of the table.
 *
 * @example
 * ```ts
 * const methods: MethodTable<{ cart: CurrentCart }> = {
 *   'cart.get': 'GET /v1/carts/current',
 *   // … one entry per method: leave one out and the file does not compile
 * }
 * operationTable('cart operations', rows, methods)
 * ```
 */
export type MethodTable<Modules> = { readonly [Name in MethodName<Modules>]-?: string | readonly string[] }

/**
 * Tests operations as a table, with no network: for each row, the arguments pass the operation's
 * input check, `request` builds exactly the stated descriptor, and `result` maps the answer to the
 * stated result. When `methods` is given (a {@link MethodTable}: every method of the package's
 * modules, with the calls that cover it), every call it names must be a row of the table, and every
 * row must cover one of its methods: the table is then the package's whole surface, no more, no
 * less.
 *
 * @param title - the describe block's title.
 * @param rows - one row per call.
 * @param methods - every method of the package's modules and the calls of the spec (§7) that cover
 *   it, as `METHOD /path`.
 */
export function operationTable(
  title: string,
  rows: readonly OperationRow[],
  methods?: Readonly<Record<string, string | readonly string[]>>,
): void {
  describe(title, () => {
    for (const r of rows) {
      const op = r.operation as unknown as AnyOperation
      it(`${op.name}: ${r.spec}`, () => {
        const args = r.args as readonly unknown[]
        const checks: InputArgument[] = op.params.map(([name, shape], i) => [shape, args[i], name])
        if (op.options) checks.push([op.options, r.options ?? {}, 'options'])
        checkInput(...checks)
        expect(op.name).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/)
        const descriptor = op.request(args, (r.options ?? {}) as never)
        expect(stated(descriptor, r.request)).toEqual({
          ...r.request,
          query: r.request.query,
          body: r.request.body,
        })
        expect(descriptor.signal).toBeUndefined()
        const result = op.result ? op.result(structuredClone(r.answer), args, ANSWERED) : r.answer
        expect(result).toEqual(r.result)
      })
      for (const name of pathParams(r.spec)) {
        it(`${op.name}: refuses a "${name}" that is empty, ".", "..", or holds a path separator, before sending`, () => {
          const at = op.params.findIndex(([param]) => param === name)
          expect(at, `no parameter named ${name}`).toBeGreaterThanOrEqual(0)
          for (const hostile of HOSTILE_PATH_PARAMS) {
            const args = [...(r.args as readonly unknown[])]
            args[at] = hostile
            const checks: InputArgument[] = op.params.map(([param, shape], i) => [shape, args[i], param])
            let refused: unknown
            try {
              checkInput(...checks)
            } catch (error) {
              refused = error
            }
            expect(InvalidInputError.is(refused), JSON.stringify(hostile)).toBe(true)
            expect((refused as InvalidInputError).violations.map((v) => v.field)).toContain(name)
            // The `path` template refuses it too, for a call that skips the check.
            expect(() => op.request(args, (r.options ?? {}) as never), JSON.stringify(hostile)).toThrow(
              /one path segment/,
            )
          }
        })
      }
    }
    if (methods) {
      it('covers every method of the package, and every row covers one', () => {
        const covered = new Set(Object.values(methods).flat())
        const specs = new Set(rows.map((r) => r.spec))
        for (const [method, calls] of Object.entries(methods))
          for (const call of [calls].flat())
            expect(specs.has(call), `${method}: no row for ${call}`).toBe(true)
        for (const call of specs) expect(covered.has(call), `${call}: a row no method makes`).toBe(true)
      })
    }
  })
}
