import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Journal, readJournal } from './journal'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const target = { host: 'http://127.0.0.1:4010', siteId: 'site', format: 'own' as const }

describe('the import journal', () => {
  it('tells a resumed run what was written and which creates are in doubt', async () => {
    const file = join(dir, 'a.csv.journal')
    const journal = Journal.open(file, target, false)
    journal.createSent('slug:a', { slug: 'a', name: 'A' })
    journal.created('slug:a', 'id-a')
    journal.done('slug:a', 'hash-a', 'id-a')
    journal.createSent('slug:b', { slug: 'b', sku: 'B-1', name: 'B' })
    journal.createSent('sku:C', { sku: 'C' })
    journal.created('sku:C', 'id-c')
    await journal.close(false)
    // A crash in the middle of a write leaves half a line: ignored.
    await appendFile(file, '{"t":"done","key":"slug:b","ha')

    const state = await readJournal(file, target)
    if (state === undefined || typeof state === 'string') throw new Error(`no journal: ${state}`)
    expect(state.done).toEqual(new Map([['slug:a', { hash: 'hash-a', id: 'id-a' }]]))
    expect([...state.pending.values()]).toMatchObject([{ key: 'slug:b', slug: 'b', sku: 'B-1', name: 'B' }])
    expect(state.created.get('sku:C')).toBe('id-c')
    expect(state.startedAt).toBeGreaterThan(0)

    const resumed = Journal.open(file, target, true)
    resumed.done('slug:b', 'hash-b', 'id-b')
    await resumed.close(false)
    const after = await readJournal(file, target)
    expect(typeof after !== 'string' && after?.pending.size).toBe(0)
  })

  it('has a create on record once flushed, before it is sent; finished products go out with the next flush', async () => {
    const file = join(dir, 'd.csv.journal')
    const journal = Journal.open(file, target, false)
    journal.createSent('slug:a', { slug: 'a', name: 'A' })
    journal.createSent('slug:b', { slug: 'b', name: 'B' })
    journal.flush()
    journal.done('slug:a', 'hash-a', 'id-a')
    // A kill now (no close) leaves both creates in doubt, never a create unrecorded.
    const killed = await readJournal(file, target)
    if (killed === undefined || typeof killed === 'string') throw new Error(`no journal: ${killed}`)
    expect([...killed.pending.keys()]).toEqual(['slug:a', 'slug:b'])
    expect(killed.done.size).toBe(0)
    journal.createSent('slug:c', { slug: 'c', name: 'C' })
    journal.flush()
    const later = await readJournal(file, target)
    if (later === undefined || typeof later === 'string') throw new Error(`no journal: ${later}`)
    expect([...later.done.keys()]).toEqual(['slug:a'])
    expect([...later.pending.keys()]).toEqual(['slug:b', 'slug:c'])
    await journal.close(false)
  })

  it('is not used for another store or format, nor when it is not a journal', async () => {
    const file = join(dir, 'b.csv.journal')
    await Journal.open(file, target, false).close(false)
    expect(await readJournal(file, { ...target, host: 'http://elsewhere' })).toBe('mismatch')
    expect(await readJournal(file, { ...target, format: 'shopify' })).toBe('mismatch')
    expect(await readJournal(join(dir, 'none.journal'), target)).toBeUndefined()
    await writeFile(file, 'not json\n{"t":"done","key":"x","hash":"h","id":"i"}\n')
    expect(await readJournal(file, target)).toBe('mismatch')
  })

  it('is removed when the run finishes', async () => {
    const file = join(dir, 'c.csv.journal')
    const journal = Journal.open(file, target, false)
    await journal.close(true)
    await expect(readFile(file)).rejects.toThrow(/ENOENT/)
    expect(() => journal.deleted('x')).toThrow('the journal is closed')
  })
})
