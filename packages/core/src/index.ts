// The public surface of @vitrine/core. Everything else under src/ is internal.
export type { AuthContext, AuthStrategy } from './auth-strategy'
export { base64url, buildRequest, encodeQuery, MAX_QUERY_LENGTH, type PreparedRequest } from './build-request'
export {
  checkInput,
  type InputArgument,
  type InputFields,
  type InputLeaf,
  InputList,
  InputOptional,
  InputRule,
  type InputShape,
  inputList,
  inputOptional,
  inputRule,
  inputText,
  inputValue,
} from './check-input'
export {
  type BaseClient,
  type Client,
  type ClientOptions,
  createClient,
  defineModule,
  GraphQLError,
  type GraphQLErrorEntry,
  type Module,
  type ModuleContext,
  type ModuleMap,
} from './create-client'
export { errorFromResponse, type FailedAnswer } from './error-from-response'
export {
  ApplicationError,
  type ErrorInit,
  HttpError,
  type HttpErrorInit,
  InvalidInputError,
  InvalidResponseError,
  NetworkError,
  type RequestSummary,
  SystemError,
  TimeoutError,
  type TransportError,
  ValidationError,
  type Violation,
  VitrineError,
} from './errors'
export {
  type HostOption,
  PLATFORM_API_HOST,
  PLATFORM_READ_ONLY_HOST,
  type ResolvedHost,
  resolveHost,
  serviceRoutes,
} from './host-routing'
export { type IterateOptions, Page, type PageData, type PageFetcher, type Paging, PagingError } from './page'
export {
  DEFAULT_LIMIT,
  type Filter,
  QueryBuilder,
  type QueryRunner,
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
export { decodeWire, encodeWire, type FieldPaths } from './wire-codec'
