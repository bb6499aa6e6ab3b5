// The API reference reads in one order on every package's page: the client modules and functions
// first, then the errors, the types, and the enumerations last (typedoc.base.json's groupOrder and
// scripts/typedoc-groups.mjs). Converted here with typedoc itself, from the packages' typedoc
// configurations, for the two packages with modules, errors and enumerations: the cart and the
// catalogue. (`pnpm run docs` builds all of it, with warnings as errors.)
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  Application,
  type DeclarationReflection,
  type ProjectReflection,
  TSConfigReader,
  TypeDocReader,
} from 'typedoc'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The `index` entry of a package, converted as `pnpm run docs` converts it. */
async function convert(name: string): Promise<ProjectReflection> {
  const dir = join(ROOT, 'packages', name)
  const app = await Application.bootstrapWithPlugins(
    {
      options: join(dir, 'typedoc.json'),
      entryPoints: [join(dir, 'src/index.ts')],
      tsconfig: join(dir, 'tsconfig.json'),
      plugin: [join(ROOT, 'scripts/typedoc-groups.mjs')],
      logLevel: 'Error',
    },
    [new TypeDocReader(), new TSConfigReader()],
  )
  const project = await app.convert()
  if (!project) throw new Error(`typedoc could not convert @vitrine/${name}`)
  return project
}

const groups = (project: ProjectReflection) =>
  Object.fromEntries(
    (project.groups ?? []).map((group) => [
      group.title,
      group.children.map((child) => (child as DeclarationReflection).name),
    ]),
  )

describe('the API reference', () => {
  it('opens the cart page with its module and ends it with its enumerations, one entry each', async () => {
    const project = await convert('cart')
    const byGroup = groups(project)
    expect(Object.keys(byGroup)).toEqual(['Client modules', 'Variables', 'Interfaces', 'Enumerations'])
    expect(byGroup['Client modules']).toEqual(['currentCart'])
    // Each `const` and its type of the same name are one enumeration (typedoc's @enum).
    expect(byGroup['Enumerations']).toHaveLength(19)
    expect(byGroup['Enumerations']).toContain('ChannelType')
    expect(byGroup['Interfaces']).toContain('Cart')
    expect(byGroup['Interfaces']).not.toContain('ChannelType')
    expect(project.comment?.summary.map((part) => part.text).join('')).toMatch(/^`@vitrine\/cart`: /)
  }, 120_000)

  it('puts the catalogue’s three modules first and its errors before its types', async () => {
    const byGroup = groups(await convert('catalog'))
    const titles = Object.keys(byGroup)
    expect(titles[0]).toBe('Client modules')
    expect(byGroup['Client modules']).toEqual(['collections', 'products', 'variants'])
    expect(byGroup['Errors']).toEqual(['BulkItemError'])
    expect(titles.indexOf('Errors')).toBeLessThan(titles.indexOf('Interfaces'))
    expect(titles.at(-1)).toBe('Enumerations')
  }, 120_000)
})
