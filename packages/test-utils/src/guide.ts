import { format } from 'node:util'
import { transform } from 'esbuild'

/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The language of the fence (`ts`, `tsx`, `sh`, …). */
  lang: string
  /** The rest of the fence's info string (`file=…`), if any. */
  info: string
  /** The code, without the fence. */
  code: string
  /** The heading the block sits under, for messages. */
  heading: string
}

/**
 * Every fenced code block of `markdown`, in order, with its language and the heading it sits
 * under. Fences may be indented (list items) and use three or four backticks.
 *
 * @example
 * ```ts
 * const blocks = codeBlocks(readFileSync('docs/guides/cart.md', 'utf8')).filter((b) => b.lang === 'ts')
 * ```
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const out: CodeBlock[] = []
  let heading = ''
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const title = /^#{1,6}\s+(.*)$/.exec(line)
    if (title) heading = title[1] ?? ''
    const open = /^( *)(`{3,4})([\w-]*)\s*(.*)$/.exec(line)
    if (!open) continue
    const [, indent = '', fence = '', lang = '', info = ''] = open
    const body: string[] = []
    for (i++; i < lines.length && (lines[i] ?? '').trimEnd() !== `${indent}${fence}`; i++) {
      const text = lines[i] ?? ''
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart())
    }
    out.push({ lang, info: info.trim(), code: `${body.join('\n')}\n`, heading })
  }
  return out
}

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'\s*;?\n/gm

/** Options of {@link runBlocks}. */
export interface RunOptions {
  /** The modules the blocks may import, by specifier. */
  modules: Record<string, Record<string, unknown>>
  /** Values the blocks use without declaring them (what the guide leaves to the reader). */
  globals?: Record<string, unknown>
}

/**
 * Runs TypeScript blocks of a guide in order, as one program: the first block's declarations are
 * shared (the setup), every other block runs in its own scope. Imports are bound to `modules`;
 * `console.log` is captured. Resolves to the printed lines and, for comparison, the outputs the
 * guide states in `console.log(...) // output` comments.
 *
 * @example
 * ```ts
 * const { printed, stated } = await runBlocks(blocks.map((b) => b.code), { modules: { '@vitrine/core': core } })
 * expect(printed.filter((line) => stated.includes(line))).toEqual(stated)
 * ```
 */
export async function runBlocks(
  blocks: readonly string[],
  options: RunOptions,
): Promise<{ printed: string[]; stated: string[] }> {
  const bindings = new Map<string, unknown>(Object.entries(options.globals ?? {}))
  const bodies = blocks.map((block, i) => {
    const code = block.replace(IMPORT, (_, type: string | undefined, names: string, from: string) => {
      const module = options.modules[from]
      if (!module) throw new Error(`the guide imports ${from}, which the test does not provide`)
      if (!type) {
        for (const part of names.split(',').map((n) => n.trim())) {
          if (part === '' || part.startsWith('type ')) continue
          const [name = '', alias = name] = part.split(/\s+as\s+/)
          if (!(name in module)) throw new Error(`${from} has no export ${name}`)
          bindings.set(alias, module[name])
        }
      }
      return ''
    })
    return i === 0 ? code : `{\n${code}\n}`
  })
  const { code } = await transform(bodies.join('\n'), { loader: 'ts', format: 'esm', target: 'es2022' })
  const printed: string[] = []
  const console = { ...globalThis.console, log: (...args: unknown[]) => printed.push(format(...args)) }
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction(...bindings.keys(), 'console', code)(...bindings.values(), console)
  const squeeze = (text: string) => text.replace(/\s+/g, '')
  const stated = blocks.flatMap((block) =>
    [...block.matchAll(/console\.log\(.*\) \/\/ (.*)$/gm)].map((m) => squeeze(m[1] ?? '')),
  )
  return { printed: printed.map(squeeze), stated }
}
