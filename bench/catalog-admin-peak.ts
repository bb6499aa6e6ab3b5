// Peak memory of catalog-admin on files of 10 000, 100 000 and 1 000 000 rows (issues 21 and 24.4):
// each file generated in a temporary folder, imported with `--dry-run` by a child process against
// an empty in-process emulator (the file read once, every row checked, looked up and planned a
// batch at a time, the plan printed), whose peak RSS is printed; the 1 M-row one beside the goal.
// Print-only.
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SIZES = [10_000, 100_000, 1_000_000]
/** The goal: memory that does not grow with the file (a streamed read), well under this. */
const GOAL_MB = 256

export async function benchCatalogAdminPeak(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {}
  for (const rows of SIZES) Object.assign(figures, await peak(rows))
  return figures
}

/** The figures of a dry-run import of a generated file of `count` rows. */
async function peak(count: number): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-peak-'))
  try {
    const file = join(dir, 'rows.csv')
    const out = createWriteStream(file)
    out.write('slug,name,price,sku,weight,description\n')
    for (let i = 0; i < count; i++) {
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
    if (products !== count) throw new Error(`planned ${products} creates, expected ${count}`)
    const mb = maxRss / 1024 / 1024
    const label = count.toLocaleString('en').replace(/,/g, ' ')
    const goal =
      count === 1_000_000 ? ` / goal < ${GOAL_MB} MB (streamed) ${mb < GOAL_MB ? 'ok' : 'OVER'}` : ''
    return {
      [`${label} rows: file, import --dry-run (empty store)`]: `${(size / 1024 / 1024).toFixed(1)} MB, ${products} creates planned in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      [`${label} rows: catalog-admin peak RSS`]: `${mb.toFixed(0)} MB${goal}`,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
