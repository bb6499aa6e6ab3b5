// Test helpers shared by the packages of this repository. Private: never published.
export { type CodeBlock, codeBlocks, type RunOptions, runBlocks } from './guide'
export {
  type Answer,
  type Loopback,
  loopback,
  type Received,
  type RedirectingHost,
  redirectingHost,
  zeros,
} from './loopback'
export {
  type DescriptorRow,
  HOSTILE_PATH_PARAMS,
  type MethodName,
  type MethodTable,
  type OperationRow,
  operationTable,
  row,
} from './operations'
export { typeErrors, type VirtualFile } from './type-errors'
