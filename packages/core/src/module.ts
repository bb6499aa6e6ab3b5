/**
 * `@vitrine/core/module`: for authors of a module, not for apps. Declaring operations (the
 * `Operation` type a declaration is annotated with), binding them into a module's methods
 * (`bind`, `defineModule`, with `serial`, `credentials` and `lazy` as options), checking inputs
 * with the one input vocabulary, reading entities from answers (`entityOf`), and the wire codec.
 *
 * @packageDocumentation
 */
// `@vitrine/core/module`: what a module author needs to add calls to Vitrine — declaring
// operations, binding them into a module (serial, lazy), checking inputs with the one input
// vocabulary, and the wire codec. Apps import `@vitrine/core` instead.
export type { AnswerInfo } from './answer-info'
export type { AuthContext } from './auth-strategy'
export {
  type AnyOperation,
  type BindOptions,
  type Bound,
  bind,
  type Declarations,
  Lazy,
  lazy,
  type Method,
  type OperationRunner,
  type Procedure,
} from './bind'
export { base64url } from './build-request'
export {
  checkInput,
  type InputArgument,
  type InputFields,
  type InputLeaf,
  InputList,
  InputOptional,
  InputRecord,
  InputRule,
  type InputShape,
  inputFunction,
  inputIds,
  inputList,
  inputNonEmpty,
  inputOptional,
  inputPathParam,
  inputRule,
  inputText,
  inputValue,
  refuseInput,
} from './check-input'
export { defineModule, type Module, type ModuleContext } from './create-client'
export { entityOf } from './entity-of'
export type { ErrorInit, HttpErrorInit } from './errors'
export { inputEmail, MAX_EMAIL_LENGTH } from './input-email'
export { nothing } from './nothing'
export type { Operation, Param } from './operation'
export type { PageFetcher } from './page'
export { DEFAULT_LIMIT, type QueryRunner } from './query-builder'
export { queryOf } from './query-of'
export { decodeWire, encodeWire } from './wire-codec'
