#!/usr/bin/env node
// Fails on any import cycle between the source files of a package (packages/*/src, examples/*/src
// and app folders), counting every kind of edge: value and type imports, re-exports and dynamic
// `import()` — a cycle that "works" through a lazy import is still a cycle (CONVENTIONS: Avoid).
//
//   node scripts/check-cycles.mjs            every package
//   node scripts/check-cycles.mjs packages/auth
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts)$/
const SKIP = new Set(['node_modules', 'dist', '.next', 'test-artifacts', 'generated'])

/** Every source file under `dir`, tests included (a test importing its subject is no cycle on its own). */
function sources(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sources(path))
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** The file a relative specifier names, as bundlers resolve it. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts'].map((ext) => base + ext),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    ...['index.ts', 'index.tsx'].map((name) => join(base, name)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph) {
  let index = 0
  const stack = []
  const on = new Set()
  const indices = new Map()
  const low = new Map()
  const found = []
  const visit = (node) => {
    indices.set(node, index)
    low.set(node, index)
    index++
    stack.push(node)
    on.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (on.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)))
    }
    if (low.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        on.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component)
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return found
}

const requested = process.argv.slice(2)
const packages = requested.length
  ? requested.map((dir) => resolve(root, dir))
  : ['packages', 'examples'].flatMap((group) =>
      readdirSync(join(root, group), { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'package.json')))
        .map((d) => join(root, group, d.name)),
    )

let failed = 0
let files = 0
for (const dir of packages) {
  const graph = new Map()
  for (const file of sources(dir)) {
    files++
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const edges = new Set()
    for (const { fileName } of importedFiles) {
      const target = resolveSpecifier(file, fileName)
      if (target) edges.add(target)
    }
    graph.set(file, edges)
  }
  for (const component of cycles(graph)) {
    failed++
    console.error(
      `import cycle in ${relative(root, dir)}:\n  ${component.map((f) => relative(dir, f)).join('\n  ')}`,
    )
  }
}
if (failed > 0) {
  console.error(`\n${failed} import cycle(s). Move what both sides need into a module of its own.`)
  process.exit(1)
}
console.log(`no import cycles (${packages.length} packages, ${files} files)`)
