// Docs are code: every `@example` of the packages' TSDoc and every TypeScript block of the README,
// CONTRIBUTING, the guides and the package and example READMEs compile against the real types.
// Each snippet is its own module; what a snippet leaves to the reader (`client`, `session`,
// `productId`, UI helpers, …) is declared once in the prelude below, with its real type.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { codeBlocks, typeErrors, type VirtualFile } from '@vitrine/test-utils'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const PUBLISHED = ['auth', 'cart', 'catalog', 'core', 'emulator', 'react', 'webhooks']

/** Source files of a folder, tests and declaration files left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
  })
}

/** The code blocks of every `@example` tag in a file's doc comments. */
function examples(file: string): string[] {
  const out: string[] = []
  for (const comment of readFileSync(file, 'utf8').matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const text = (comment[1] ?? '').replace(/^[ \t]*\* ?/gm, '')
    for (const tag of text.split(/^@example\b/m).slice(1)) {
      const block = /```tsx?\n([\s\S]*?)```/.exec(tag.split(/^@\w+/m)[0] ?? '')
      if (block?.[1]) out.push(block[1])
    }
  }
  return out
}

const MARKDOWN = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs/guides')).map((name) => `docs/guides/${name}`),
  ...PUBLISHED.map((name) => `packages/${name}/README.md`),
  ...readdirSync(join(root, 'examples')).map((name) => `examples/${name}/README.md`),
].filter((path) => {
  try {
    return statSync(join(root, path)).isFile()
  } catch {
    return false
  }
})

const snippets: { where: string; code: string; tsx: boolean }[] = [
  ...PUBLISHED.flatMap((name) =>
    sources(join(root, 'packages', name, 'src')).flatMap((file) =>
      examples(file).map((code, i) => ({
        where: `${relative(root, file)} @example ${i + 1}`,
        code,
        tsx: file.endsWith('x'),
      })),
    ),
  ),
  ...MARKDOWN.flatMap((path) =>
    codeBlocks(readFileSync(join(root, path), 'utf8'))
      // The recipe's annotated blocks are applied and run by contributing-recipe.test.ts.
      .filter(
        (block) =>
          (block.lang === 'ts' || block.lang === 'tsx') && !/^(file|line|interface)=/.test(block.info),
      )
      .map((block, i) => ({
        where: `${path} (${block.heading}) block ${i + 1}`,
        code: block.code,
        tsx: block.lang === 'tsx',
      })),
  ),
]

const prelude = readFileSync(new URL('./examples-prelude.ts', import.meta.url), 'utf8')

describe('examples compile', () => {
  it('every @example of the public API and every TypeScript block of the docs type-checks', () => {
    expect(snippets.length).toBeGreaterThan(150)
    const dir = join(root, 'docs/test/.snippets')
    const files: VirtualFile[] = [{ path: join(dir, 'prelude.ts'), code: prelude }]
    const where = new Map<string, string>()
    snippets.forEach((snippet, i) => {
      const path = join(dir, `snippet-${i}.${snippet.tsx ? 'tsx' : 'ts'}`)
      where.set(path, snippet.where)
      // Top-level await and imports need a module; `export {}` makes every snippet one.
      files.push({ path, code: `${snippet.code}\nexport {}\n` })
    })
    const errors = typeErrors(files).map((error) => {
      const [path = '', ...rest] = error.split(':')
      return `${where.get(path) ?? path}:${rest.join(':')}`
    })
    expect(errors).toEqual([])
  }, 120_000)
})
