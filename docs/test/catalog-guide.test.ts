// The catalogue guide as a Node script: its TypeScript blocks, in order, make one script (imports
// at the top, the first block's `shop` and `admin` shared, every other block in its own scope),
// which Node runs against an emulator over HTTP with the built packages, as a reader's script
// would. It must exit 0, print what the guide's `console.log(...) // output` comments say, and
// leave the catalogue as the guide's writes left it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiKey } from '@vitrine/auth'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator/node'
import { codeBlocks } from '@vitrine/test-utils'
import { transform } from 'esbuild'
import { expect, it } from 'vitest'
import { GUIDE_EMULATOR, start } from './guide-apps'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Inside docs/, so that the script resolves the built packages of docs/package.json. */
const APP = join(ROOT, 'docs/test/.catalog-guide-app')
const IMPORT = /^import\s+\{([^}]*)\}\s+from\s+'([^']+)'\s*;?\n/gm

/** The guide's blocks as one script: imports merged at the top, each block after the first in a scope of its own. */
function script(blocks: readonly string[]): string {
  const imports = new Map<string, Set<string>>()
  const bodies = blocks.map((block, i) => {
    const body = block.replace(IMPORT, (_, names: string, from: string) => {
      const named = imports.get(from) ?? new Set<string>()
      for (const name of names.split(',').map((n) => n.trim())) if (name !== '') named.add(name)
      imports.set(from, named)
      return ''
    })
    return i === 0 ? body : `{\n${body}\n}`
  })
  const head = [...imports].map(([from, names]) => `import { ${[...names].join(', ')} } from '${from}'`)
  return [...head, ...bodies].join('\n')
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

it('the catalogue guide runs as a Node script against the emulator, prints what it says, and writes what it says', async () => {
  const blocks = codeBlocks(readFileSync(join(ROOT, 'docs/guides/catalog.md'), 'utf8'))
    .filter((block) => block.lang === 'ts')
    .map((block) => block.code)
  expect(blocks[0]).toContain(`'${GUIDE_EMULATOR}'`)
  const emulator = createEmulator()
  const server = await emulator.listen(0)
  try {
    const owner = createClient({
      host: server.url,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { products, collections },
    })
    const sale = await owner.collections.getBySlug('sale')
    const before = new Map<string, number | null | undefined>()
    for await (const p of owner.products.query().eq('collectionIds', sale.id).iterate()) {
      before.set(p.id, p.priceData?.price)
    }

    // The guide's emulator is at the port it shows; this one is wherever port 0 put it.
    const { code } = await transform(script(blocks).replaceAll(GUIDE_EMULATOR, server.url), {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
    })
    rmSync(APP, { recursive: true, force: true })
    mkdirSync(APP, { recursive: true })
    writeFileSync(join(APP, 'catalog-guide.mjs'), code)
    const output = await start(['catalog-guide.mjs'], APP, {}).done

    const printed = output.split('\n').map(squeeze)
    const stated = blocks.flatMap((block) =>
      [...block.matchAll(/console\.log\(.*\) \/\/ (.*)$/gm)].map((m) => squeeze(m[1] ?? '')),
    )
    expect(stated.length).toBeGreaterThan(15)
    // Each stated output was printed, in the guide's order (the progress lines it does not state aside).
    expect(printed.filter((line) => stated.includes(line))).toEqual(stated)
    // Its bulk adjustment's progress: once before the first chunk, then after each.
    expect(output).toContain('0/7, 0 failed')
    expect(output).toContain('7/7, 1 failed')

    // The catalogue, as the guide's writes left it: the sale 10 % cheaper, the apron and the
    // summer collection gone, the tee with its options removed.
    expect(before.size).toBe(6)
    for (const [id, price] of before) {
      expect((await owner.products.get(id)).priceData?.price).toBeCloseTo((price ?? 0) * 0.9, 2)
    }
    expect((await owner.products.query().startsWith('name', 'Linen Apron').find()).items).toEqual([])
    expect((await owner.collections.query().eq('slug', 'summer').find()).items).toEqual([])
    const [tee] = (await owner.products.query().eq('slug', 'classic-tee').find()).items
    expect(tee?.productOptions ?? []).toEqual([])
  } finally {
    await server.close()
  }
}, 60_000)
