import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  DEMO_API_KEY,
  DEMO_APP_ID,
  DEMO_CLIENT_ID,
  DEMO_INSTANCE_ID,
  DEMO_MEMBER,
  DEMO_SITE_ID,
  STORES_APP_ID,
} from '../src/index'

const packageDir = join(import.meta.dirname, '..')
const guide = readFileSync(join(packageDir, '../../docs/guides/emulator.md'), 'utf8')
const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')

/** What the guide's snippets take as given, declared only where a snippet does not define it. */
function prelude(code: string): string {
  const lines = ["import type { Emulator as EmulatorType } from '@vitrine/emulator'", 'export {}']
  if (!/\bconst emulator\b/.test(code)) lines.push('declare const emulator: EmulatorType')
  if (!/\bconst client\b/.test(code)) {
    lines.push(
      'declare const client: { graphql(query: string, variables?: Record<string, unknown>): Promise<{ data: unknown; errors?: unknown[] }> }',
    )
  }
  return `${lines.join('\n')}\n`
}

describe('docs/guides/emulator.md', () => {
  it('has TypeScript examples, and every one of them compiles against the sources', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5)
    const files = new Map(
      blocks.map((code, i) => [join(packageDir, 'test', `__guide_${i}.ts`), `${prelude(code)}${code}`]),
    )
    files.set(
      join(packageDir, 'test', '__guide_core.d.ts'),
      "declare module '@vitrine/core' { export function createClient(options: object): unknown }\n",
    )
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@vitrine/source'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
      typeRoots: [join(packageDir, '../../node_modules/@types')],
    }
    const host = ts.createCompilerHost(options)
    const getSourceFile = host.getSourceFile.bind(host)
    host.getSourceFile = (name, version) => {
      const text = files.get(name)
      return text === undefined ? getSourceFile(name, version) : ts.createSourceFile(name, text, version)
    }
    const fileExists = host.fileExists.bind(host)
    host.fileExists = (name) => files.has(name) || fileExists(name)
    const readFile = host.readFile.bind(host)
    host.readFile = (name) => files.get(name) ?? readFile(name)
    const program = ts.createProgram([...files.keys()], options, host)
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.has(d.file.fileName))
      .map(
        (d) =>
          `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      )
    expect(problems).toEqual([])
  }, 60_000)

  it('states the well-known values as the package exports them', () => {
    for (const value of [
      DEMO_CLIENT_ID,
      DEMO_API_KEY,
      DEMO_SITE_ID,
      DEMO_APP_ID,
      DEMO_INSTANCE_ID,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      STORES_APP_ID,
    ]) {
      expect(guide).toContain(value)
    }
  })
})
