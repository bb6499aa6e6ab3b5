// Docs are code: every `@example` of the packages' TSDoc and every TypeScript block of the README,
// CONTRIBUTING, the guides and the package and example READMEs compile against the real types.
// Each snippet is its own module; what a snippet leaves to the reader (`client`, `session`,
// `productId`, UI helpers, …) is declared once in the prelude below, with its real type.
//
// How a snippet is read:
// - Its fence decides the language, in TSDoc as in Markdown: ```tsx is TSX, ```ts is not (a `.ts`
//   source may document a component; a `.tsx` one may show plain code).
// - A block whose first line names a file (`// src/lib/vitrine.ts`) is that file: the blocks of
//   one document import each other by the names they show, as the reader's files would. A file of
//   an example app (`// src/proxy.ts (examples/storefront)`) is checked where it lives in that app.
// - The `@example` blocks and the documents are one program, except that a document that
//   registers its client's type with `@vitrine/react` is a program of its own: a `Register`
//   augmentation is global to a program, and two guides may register different clients.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { codeBlocks, typeErrors, type VirtualFile } from '@vitrine/test-utils'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const PUBLISHED = ['auth', 'cart', 'catalog', 'core', 'emulator', 'react', 'webhooks']

interface Snippet {
  where: string
  code: string
  lang: string
}

/** Source files of a folder, tests and declaration files left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
  })
}

/**
 * The fenced blocks of every `@example` tag in a file's doc comments. A tag runs to the next tag
 * outside a fence, so a code line that starts with `@` does not end it.
 */
function examples(file: string): Snippet[] {
  const out: Snippet[] = []
  const where = relative(root, file)
  for (const comment of readFileSync(file, 'utf8').matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    let tag = ''
    let fence: { lang: string; lines: string[] } | undefined
    for (const line of (comment[1] ?? '').replace(/^[ \t]*\* ?/gm, '').split('\n')) {
      if (fence) {
        if (/^```\s*$/.test(line)) {
          if (tag === 'example') {
            out.push({
              where: `${where} @example ${out.length + 1}`,
              code: `${fence.lines.join('\n')}\n`,
              lang: fence.lang,
            })
          }
          fence = undefined
        } else fence.lines.push(line)
        continue
      }
      const open = /^```(\w*)/.exec(line)
      if (open) fence = { lang: open[1] ?? '', lines: [] }
      else tag = /^@(\w+)/.exec(line)?.[1] ?? tag
    }
  }
  return out
}

const MARKDOWN = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/tutorial.md',
  'docs/architecture.md',
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

const typescript = (snippet: Snippet) => snippet.lang === 'ts' || snippet.lang === 'tsx'

const tsdoc = PUBLISHED.flatMap((name) => sources(join(root, 'packages', name, 'src')).flatMap(examples))

const documents = MARKDOWN.map((path) => ({
  name: path.replaceAll('/', '-'),
  snippets: codeBlocks(readFileSync(join(root, path), 'utf8'))
    // The recipe's annotated blocks are applied and run by contributing-recipe.test.ts.
    .filter((block) => !/^(file|row|method|line|interface|abort|route)=/.test(block.info))
    .map((block, i) => ({
      where: `${path} (${block.heading}) block ${i + 1}`,
      code: block.code,
      lang: block.lang,
    }))
    .filter(typescript),
}))

/** A document that registers its client's type with `@vitrine/react` is an app of its own. */
const registers = (document: { snippets: Snippet[] }) =>
  document.snippets.some((snippet) => /^declare module '@vitrine\/react'/m.test(snippet.code))

/**
 * The programs: one for the `@example` blocks and the documents, one for each document that
 * registers a client. Each document's blocks sit in a folder of their own (its named files).
 */
const programs: { name: string; snippets: Snippet[] }[][] = [
  [{ name: 'tsdoc', snippets: tsdoc.filter(typescript) }, ...documents.filter((d) => !registers(d))],
  ...documents.filter(registers).map((document) => [document]),
]

/** `// src/lib/vitrine.ts` or `// src/proxy.ts (examples/storefront)` on a block's first line. */
const NAMED =
  /^\/\/ ((?:[\w.-]+|\[\w+\])(?:\/(?:[\w.-]+|\[\w+\]))*\.tsx?)(?: \((examples\/[\w-]+)\))?(?=[\s:]|$)/

const prelude = readFileSync(new URL('./examples-prelude.ts', import.meta.url), 'utf8')
const dir = join(root, 'docs/test/.snippets')

describe('examples compile', () => {
  it('every @example of the public API has a TypeScript block', () => {
    expect(tsdoc.filter((snippet) => !typescript(snippet)).map((snippet) => snippet.where)).toEqual([])
  })

  it('every @example of the public API and every TypeScript block of the docs type-checks', () => {
    expect(programs.flat().reduce((n, group) => n + group.snippets.length, 0)).toBeGreaterThan(150)
    const errors = programs.flatMap((groups) => {
      const files: VirtualFile[] = [{ path: join(dir, 'prelude.ts'), code: prelude }]
      const where = new Map<string, string>()
      for (const { name, snippets } of groups) {
        snippets.forEach((snippet, i) => {
          const named = NAMED.exec(snippet.code)
          const path = named
            ? join(named[2] ? join(root, named[2]) : join(dir, name), named[1] ?? '')
            : join(dir, name, `snippet-${i}.${snippet.lang}`)
          where.set(path, snippet.where)
          // Top-level await and imports need a module; `export {}` makes every snippet one.
          files.push({ path, code: `${snippet.code}\nexport {}\n` })
        })
      }
      return typeErrors(files).map((error) => {
        const [path = '', ...rest] = error.split(':')
        return `${where.get(path) ?? path}:${rest.join(':')}`
      })
    })
    expect(errors).toEqual([])
  }, 300_000) // one TypeScript program over every block of every guide: 95–143 s on a loaded 2-core machine

  it('would fail on a snippet that calls what the package does not have', () => {
    const path = join(dir, 'control.ts')
    const code = "import { createClient } from '@vitrine/core'\ncreateClient().products.query()\nexport {}\n"
    expect(
      typeErrors([
        { path: join(dir, 'prelude.ts'), code: prelude },
        { path, code },
      ]),
    ).toEqual([
      `${path}:2: Property 'products' does not exist on type 'Client<Record<never, never>, undefined>'.`,
    ])
  }, 60_000)
})
