// docs/architecture.md against the repository: its diagram and its table name every published
// package, and the table's "depends on" column is what each package.json declares. (Its code
// block is compiled by examples.test.ts; a page that drifts from the packages fails here.)
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')

interface PackageJson {
  name: string
  private?: boolean
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const published = readdirSync(join(ROOT, 'packages'))
  .map(
    (folder) =>
      JSON.parse(readFileSync(join(ROOT, 'packages', folder, 'package.json'), 'utf8')) as PackageJson,
  )
  .filter((pkg) => pkg.private !== true)

/** The `@vitrine/*` packages a package.json depends on (or peer-depends on), by short name. */
const vitrineDependencies = (pkg: PackageJson) =>
  Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
    .filter((name) => name.startsWith('@vitrine/'))
    .map((name) => name.slice('@vitrine/'.length))
    .sort()

/** The rows of the "## The packages" table: package name → its "depends on" cell. */
function dependencyTable(): Map<string, string> {
  const section = /## The packages\n([\s\S]*?)\n## /.exec(page)?.[1] ?? ''
  const rows = new Map<string, string>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const name = /^`(@vitrine\/[\w-]+)`$/.exec(cells[1] ?? '')?.[1]
    if (name) rows.set(name, cells.at(-2) ?? '')
  }
  return rows
}

describe('docs/architecture.md', () => {
  it('has one diagram, which names every published package', () => {
    const diagrams = [...page.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
    expect(diagrams).toHaveLength(1)
    expect(published.length).toBeGreaterThanOrEqual(7)
    for (const pkg of published) {
      expect(diagrams[0], `the diagram names ${pkg.name}`).toMatch(new RegExp(`${pkg.name}\\b`))
    }
  })

  it('lists every published package with the @vitrine packages its package.json depends on', () => {
    const table = dependencyTable()
    expect([...table.keys()].sort()).toEqual(published.map((pkg) => pkg.name).sort())
    for (const pkg of published) {
      const cell = table.get(pkg.name) ?? ''
      const named = ['core', 'auth', 'cart', 'catalog', 'webhooks', 'react', 'emulator']
        .filter((short) => new RegExp(`(^|[^\\w/])${short}\\b`).test(cell))
        .sort()
      expect(named, `${pkg.name}: "${cell}"`).toEqual(vitrineDependencies(pkg))
    }
  })
})
