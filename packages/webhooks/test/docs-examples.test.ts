// CONVENTIONS: docs must not drift from code. Every ```ts block of docs/guides/webhooks.md is
// type-checked against the package's sources, each as its own module, with the repository's
// strict compiler options. (`express` is declared below: the guide shows it, the repo does not
// install it.)
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const guide = join(here, '../../../docs/guides/webhooks.md')

const EXPRESS = `
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  type Handler = (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: () => void) => void
  interface App {
    post(path: string, ...handlers: Handler[]): void
    listen(port: number): void
  }
  interface Express {
    (): App
    raw(options?: { type?: string; limit?: string }): Handler
  }
  const express: Express
  export default express
}
`

test('every TypeScript example of the webhooks guide compiles against the real API', () => {
  const blocks = [...readFileSync(guide, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!)
  expect(blocks.length).toBeGreaterThanOrEqual(8)

  const files = new Map<string, string>(
    blocks.map((code, i) => [join(here, `__docs__/block-${i + 1}.ts`), code]),
  )
  files.set(join(here, '__docs__/express.d.ts'), EXPRESS)
  // A control that must fail: proves the harness really type-checks against the package.
  const control = join(here, '__docs__/control.ts')
  files.set(
    control,
    "import { createWebhooks } from '@vitrine/webhooks'\ncreateWebhooks({ publicKey: 1 }).nope()\n",
  )
  const config = ts.readConfigFile(join(here, '../tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, join(here, '..'))
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (name) => files.has(name) || fileExists(name)
  host.readFile = (name) => files.get(name) ?? readFile(name)
  host.getSourceFile = (name, language, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, language)
      : getSourceFile(name, language, ...rest)

  const program = ts.createProgram(
    [...files.keys()],
    { ...options, noEmit: true, isolatedDeclarations: false },
    host,
  )
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || files.has(d.file.fileName))
  expect(diagnostics.filter((d) => d.file?.fileName === control)).toHaveLength(2)
  const messages = diagnostics
    .filter((d) => d.file?.fileName !== control)
    .map((d) => {
      const where = d.file
        ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : ''
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    })
  expect(messages).toEqual([])
}, 60_000)
