/**
 * `@vitrine/core`: `createClient()` and what every call shares: host routing, the wire codec,
 * retries, request hooks (logging, tracing), `Page` and the query builder, and the typed errors
 * every package rejects with (`VitrineError` and its subclasses, with a stable `code`). Modules
 * (`@vitrine/cart`, `@vitrine/catalog`) and a session (`@vitrine/auth`) plug into the client.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/core for apps: the client, its options, errors, paging and the
// query builder, request hooks, and what `client.request(...)` takes. What only module authors
// need (declaring operations, binding them, the input checker, the wire codec) is exported from
// `@vitrine/core/module` instead. Everything else under src/ is internal.
export type { AuthStrategy } from './auth-strategy'
export type { CallOptions } from './call-options'
export {
  type BaseClient,
  type Client,
  type ClientOptions,
  createClient,
  type ModuleMap,
} from './create-client'
export {
  ApplicationError,
  type CoreError,
  GraphQLError,
  type GraphQLErrorEntry,
  HttpError,
  InvalidInputError,
  InvalidResponseError,
  NetworkError,
  PagingError,
  RedirectError,
  type RequestSummary,
  ResponseTooLargeError,
  SystemError,
  TimeoutError,
  UnexpectedAnswerError,
  ValidationError,
  type Violation,
  VitrineError,
} from './errors'
export type { ErrorHookEvent, RequestHookEvent, RequestHooks, ResponseHookEvent } from './hooks'
export type { HostOption } from './host-routing'
export { type IterateOptions, Page, type PageData, type Paging } from './page'
export {
  type Filter,
  QueryBuilder,
  type QuerySpec,
  type Scalar,
  type Sort,
  type StringKeys,
} from './query-builder'
export {
  type HttpMethod,
  path,
  type RequestDescriptor,
  type ServiceName,
  type ServiceRoute,
  type WireFields,
} from './request-descriptor'
export type { RetryOptions } from './transport'
export type { FieldTypes } from './wire-codec'
