import ts from 'typescript'

/** A source file that exists only in memory, for {@link typeErrors}. */
export interface VirtualFile {
  /** An absolute path (where the file would be: module resolution starts there). */
  path: string
  /** Its code. */
  code: string
}

/** The compiler options of the repository's sources: bundler resolution on the `@vitrine/source` condition. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@vitrine/source'],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
}

/** `/a/b/c.ts` → `/a/b`, `/a`. */
function parents(path: string): string[] {
  const out: string[] = []
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) out.push(path.slice(0, i))
  return out
}

/**
 * Type-checks in-memory files against the real packages (one program, so seconds, not
 * milliseconds) and returns the errors found in those files, as `path:line: message`.
 *
 * @example
 * ```ts
 * expect(typeErrors([{ path: `${root}/example-1.ts`, code: 'const n: number = "x"' }])).toEqual([])
 * ```
 */
export function typeErrors(files: readonly VirtualFile[], options: ts.CompilerOptions = {}): string[] {
  const compilerOptions = { ...OPTIONS, ...options }
  const byPath = new Map(files.map((file) => [file.path, file.code]))
  const host = ts.createCompilerHost(compilerOptions)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, ...rest) => {
    const code = byPath.get(name)
    return code === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, code, language)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => byPath.has(name) || fileExists(name)
  const readFile = host.readFile.bind(host)
  host.readFile = (name) => byPath.get(name) ?? readFile(name)
  // The folders of in-memory files exist too, or relative imports between them do not resolve.
  const folders = new Set([...byPath.keys()].flatMap((path) => parents(path)))
  const directoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists
  host.directoryExists = (name) => folders.has(name.replace(/\/+$/, '')) || directoryExists(name)
  const program = ts.createProgram([...byPath.keys()], compilerOptions, host)
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && byPath.has(d.file.fileName))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0)
      return `${d.file!.fileName}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    })
}
