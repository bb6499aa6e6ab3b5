// Runs `catalog-admin import <file> --dry-run` in this process, the way a user does (the file
// streamed once, planned a batch at a time against the store), on an empty in-process emulator,
// its output counted and dropped; prints the creates planned and its own peak RSS in bytes. The
// large-file test runs it with a small heap; the bench (`bench/catalog-admin-peak.ts`) on 1 M rows.
import { createEmulator } from '@vitrine/emulator'
import { runCli } from '../src/main'

const file = process.argv[2]
if (!file) throw new Error('usage: dry-run-child <file.csv>')
const emulator = createEmulator({ seed: 'empty' })
let planned = 0
let summary = ''
const code = await runCli(['import', file, '--dry-run'], {
  stdout: {
    write: (text: string) => {
      if (text.startsWith('create ')) planned++
      else if (text.startsWith('import')) summary = text.trim()
    },
  },
  stderr: { write: (text: string) => process.stderr.write(text) },
  env: {},
  cwd: process.cwd(),
  fetch: emulator.fetch,
})
if (code !== 0 || planned === 0)
  throw new Error(`import --dry-run exited ${code} after planning ${planned}: ${summary}`)
console.log(JSON.stringify({ products: planned, summary, maxRss: process.resourceUsage().maxRSS * 1024 }))
