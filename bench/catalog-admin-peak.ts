// Peak memory of catalog-admin on a 1 000 000-row file (issue 21): a file generated in a temporary
// folder, imported with `--dry-run` by a child process against an empty in-process emulator (both
// reads of the file, every row checked, looked up and planned a batch at a time, the plan printed),
// whose peak RSS is printed beside the goal. Print-only.
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROWS = 1_000_000
/** The goal: memory that does not grow with the file (a streamed read), well under this. */
const GOAL_MB = 256

export async function benchCatalogAdminPeak(): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-peak-'))
  try {
    const file = join(dir, 'rows.csv')
    const out = createWriteStream(file)
    out.write('slug,name,price,sku,weight,description\n')
    for (let i = 0; i < ROWS; i++) {
      if (!out.write(`item-${i},Item ${i},${(i % 500) + 0.99},SKU-${i},${(i % 7) / 10},Row ${i}\n`))
        await once(out, 'drain')
    }
    out.end()
    await once(out, 'finish')
    const size = (await stat(file)).size
    const started = performance.now()
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        ...process.execArgv.filter((a) => a.startsWith('--conditions')),
        join(import.meta.dirname, '../examples/catalog-admin/test/dry-run-child.ts'),
        file,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const { products, maxRss } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      products: number
      maxRss: number
    }
    if (products !== ROWS) throw new Error(`planned ${products} creates, expected ${ROWS}`)
    const mb = maxRss / 1024 / 1024
    return {
      'file (rows, size)': `${ROWS} rows, ${(size / 1024 / 1024).toFixed(1)} MB`,
      'catalog-admin import --dry-run (empty store): creates planned': `${products} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      'catalog-admin peak RSS on the 1 M-row file': `${mb.toFixed(0)} MB / goal < ${GOAL_MB} MB (streamed) ${mb < GOAL_MB ? 'ok' : 'OVER'}`,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
