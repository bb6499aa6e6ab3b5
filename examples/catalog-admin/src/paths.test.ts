import { describe, expect, it } from 'vitest'
import { invocationDir, journalFileFor, rejectsFileFor, resolveFile } from './paths'

describe('paths', () => {
  it('resolves files from where the user ran the command, also through a package script', () => {
    expect(invocationDir({}, '/work/shop')).toBe('/work/shop')
    const script = { npm_lifecycle_event: 'start', INIT_CWD: '/home/me/catalogue' }
    expect(invocationDir(script, '/repo/examples/catalog-admin')).toBe('/home/me/catalogue')
    // INIT_CWD outside a package script is someone else's leftover: ignored.
    expect(invocationDir({ INIT_CWD: '/elsewhere' }, '/work/shop')).toBe('/work/shop')
    expect(resolveFile('products.csv', '/home/me/catalogue')).toBe('/home/me/catalogue/products.csv')
    expect(resolveFile('/tmp/p.csv', '/home/me')).toBe('/tmp/p.csv')
  })

  it('puts the journal and the rejects next to the input', () => {
    expect(journalFileFor('/d/products.csv')).toBe('/d/products.csv.journal')
    expect(rejectsFileFor('/d/products.csv')).toBe('/d/products.rejects.csv')
    expect(rejectsFileFor('/d/export')).toBe('/d/export.rejects.csv')
  })
})
