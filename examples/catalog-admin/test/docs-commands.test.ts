// Every catalog-admin command shown in its README and in the catalogue guide runs here exactly as
// written (`sh -c "<the line>"`), in order, against an emulator over HTTP; the root README only
// links to the example. They run from a scratch folder inside the repository laid out like its
// root (so pnpm finds the workspace, and relative file names behave as they do for a user at the
// root); the emulator's address comes from VITRINE_HOST, where a user's emulator is found at the
// default one.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServedEmulator, serveEmulator } from './emulator-server'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const example = join(repo, 'examples/catalog-admin')
const START_EMULATOR = 'npx -y pnpm@10 emulator'
const RUN = 'npx -y pnpm@10 --filter @vitrine/example-catalog-admin start '

/** The commands of the ```sh blocks of a Markdown text (comments and blank lines dropped). */
function commands(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    (m[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== ''),
  )
}

const read = (path: string) => readFileSync(join(repo, path), 'utf8')
const guide = read('docs/guides/catalog.md')
const docs = [
  {
    source: 'examples/catalog-admin/README.md',
    commands: commands(read('examples/catalog-admin/README.md')),
  },
  {
    source: 'docs/guides/catalog.md',
    commands: commands(guide.slice(guide.indexOf('## A catalogue sync on the command line'))),
  },
]

let served: ServedEmulator
let scratch: string

beforeAll(async () => {
  served = await serveEmulator()
  scratch = join(example, 'test-artifacts', `docs-${process.pid}`)
  await mkdir(join(scratch, 'examples/catalog-admin/samples'), { recursive: true })
  await copyFile(
    join(example, 'samples/shopify-products.csv'),
    join(scratch, 'examples/catalog-admin/samples/shopify-products.csv'),
  )
})
afterAll(async () => {
  await served.close()
  await rm(scratch, { recursive: true, force: true })
})

function sh(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: scratch,
      env: { ...process.env, VITRINE_HOST: served.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** What each documented command must have done, beyond exiting 0. */
function check(command: string, out: string): void {
  const args = command.slice(RUN.length)
  const products = () => [...served.emulator.state.products.values()]
  if (args === 'export catalogue.csv') {
    expect(existsSync(join(scratch, 'catalogue.csv'))).toBe(true) // where the command ran
    expect(existsSync(join(example, 'catalogue.csv'))).toBe(false) // not where the script runs
  } else if (args === 'import catalogue.csv --dry-run') {
    expect(out).toMatch(
      /import \(dry run\): 0 to create, 0 to update, \d+ unchanged, 0 to delete, 0 rejected/,
    )
  } else if (args.endsWith('shopify-products.csv --dry-run')) {
    expect(out).toContain('import (dry run): 4 to create')
  } else if (args.endsWith('shopify-products.csv')) {
    expect(out).toMatch(/import: 4 created|import: 0 created, 0 updated, 4 unchanged/)
    expect(products().find((p) => p.slug === 'organic-cotton-tee')?.variants).toHaveLength(6)
  } else if (args === 'import catalogue.csv --prune --dry-run') {
    expect(out).toContain('delete  organic-cotton-tee "Organic Cotton Tee"')
    expect(out).toMatch(/4 to delete/)
  } else if (args.startsWith('adjust-prices --collection sale --percent -10')) {
    expect(out).toMatch(/adjust-prices: (\d+) of \1 prices changed by -10%/)
  } else {
    throw new Error(`no check for the documented command "${command}": add one`)
  }
}

describe('the documented catalog-admin commands', () => {
  it('start the emulator with a script that exists', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts['emulator']).toBe('pnpm --filter @vitrine/emulator start')
    const emulatorScripts = (
      JSON.parse(read('packages/emulator/package.json')) as { scripts: Record<string, string> }
    ).scripts
    expect(emulatorScripts['start']).toMatch(/src\/cli\.ts --port 4010$/)
  })

  it('are run as written, each once: the README in order, the guide a part of it in the same order', async () => {
    const [readme, guideCommands] = docs.map((d) => d.commands)
    // Running each command once keeps this test short; the guide's commands are the README's,
    // in the same order, so running the README's runs the guide's as the guide shows them.
    expect(guideCommands!.length).toBeGreaterThan(1)
    let at = -1
    for (const command of guideCommands!) {
      const next = readme!.indexOf(command, at + 1)
      expect(
        next,
        `docs/guides/catalog.md: "${command}" is in the catalog-admin README, in the same order`,
      ).toBeGreaterThan(at)
      at = next
    }
    expect(readme!.length).toBeGreaterThan(1)
    for (const command of readme!) {
      if (command === START_EMULATOR) continue // served above, on a free port
      expect(command.startsWith(RUN), `"${command}" runs the example's start script`).toBe(true)
      const result = await sh(command)
      expect(result.code, `${command}\n${result.stdout}\n${result.stderr}`).toBe(0)
      expect(result.stderr).not.toMatch(/^error:/m)
      check(command, result.stdout)
    }
  }, 120_000)
})
