// A file far larger than memory should need: `import --dry-run` of 200 000 rows in a child process
// whose heap is capped at 64 MB. Read whole (the text, every row's product, every plan), the file
// needs several times that (the 1 M-row file took 1.2 GB before it was streamed); streamed, the
// run holds one batch and the map of the file's keys.
import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const ROWS = 200_000
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-admin-large-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

it('plans a 200 000-row file in a 64 MB heap: the file is streamed, never held', {
  timeout: 600_000,
}, async () => {
  const file = join(dir, 'rows.csv')
  const out = createWriteStream(file)
  out.write('slug,name,price,sku,weight,description\n')
  for (let i = 0; i < ROWS; i++) {
    const row = `item-${i},Item ${i},${(i % 500) + 0.99},SKU-${i},${(i % 7) / 10},"Row ${i}, a description"\n`
    if (!out.write(row)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--max-old-space-size=64',
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      join(import.meta.dirname, 'dry-run-child.ts'),
      file,
    ],
    { encoding: 'utf8', timeout: 540_000 },
  )
  const { products, summary } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    products: number
    summary: string
  }
  expect(products).toBe(ROWS)
  expect(summary).toBe(
    `import (dry run): ${ROWS} to create, 0 to update, 0 unchanged, 0 to delete, 0 rejected; nothing written`,
  )
})
