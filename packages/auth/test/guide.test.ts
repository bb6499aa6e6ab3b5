/**
 * The examples of `docs/guides/auth.md` compile against the real types: docs must not drift
 * from code. Each ```ts block is type-checked as its own module; what a block leaves to the
 * reader (its UI helpers, `session`, `checkoutId`, …) is declared in a shared prelude.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const guide = readFileSync(new URL('../../../docs/guides/auth.md', import.meta.url), 'utf8')
const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')

const prelude = `
type Auth = typeof import('@vitrine/auth')
type Core = typeof import('@vitrine/core')
declare global {
  const oauth: Auth['oauth']
  const localStorageStore: Auth['localStorageStore']
  const OAuthError: Auth['OAuthError']
  const createClient: Core['createClient']
  const session: import('@vitrine/auth').OAuthSession
  const checkoutId: string
  const postFlowUrl: string
  const thankYouPageUrl: string
  const messages: Record<string, string>
  function render(state: { loggedIn: boolean; reason: string }): void
  function showToast(text: string): void
  function showMessage(text: string): void
  function showError(text: string): void
  function showCodeForm(): void
  function goTo(path: string): void
  function retryWith(tokens: import('@vitrine/auth').CaptchaTokens): Promise<void>
  function runInvisibleRecaptcha(): Promise<string>
  function showRecaptcha(): Promise<string>
  function renderCartPage(cart: unknown): string
}
export {}
`

/** `@vitrine/auth` does not depend on `@vitrine/cart`; the guide's cart calls are typed here. */
const cartStub = `
declare module '@vitrine/cart' {
  export const currentCart: import('@vitrine/core').Module<{ get(): Promise<{ id?: string }> }>
}
`

function typeErrors(): string[] {
  const files = new Map<string, string>([
    [`${root}guide-prelude.ts`, prelude],
    [`${root}guide-cart.d.ts`, cartStub],
  ])
  blocks.forEach((code, i) => {
    files.set(`${root}guide-block-${i}.ts`, `${code}\nexport {}\n`)
  })
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@vitrine/source'],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name) as string, language)
      : getSourceFile(name, language)
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => files.has(name) || fileExists(name)
  const readFile = host.readFile.bind(host)
  host.readFile = (name) => files.get(name) ?? readFile(name)
  const program = ts.createProgram([...files.keys()], options, host)
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map(
      (d) =>
        `${d.file?.fileName.slice(root.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    )
}

describe('docs/guides/auth.md', () => {
  it('has examples, and every one of them compiles', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    expect(typeErrors()).toEqual([])
    // A whole TypeScript program is built: seconds, not milliseconds.
  }, 60_000)
})
