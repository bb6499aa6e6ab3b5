import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, parseCsv, stringifyCsv } from './csv'

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and numbers records by their first line', () => {
    const text = 'name,description\r\n"Tee, classic","He said ""hi""\nand left"\n\nMug,plain\n'
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'description'] },
      { line: 2, fields: ['Tee, classic', 'He said "hi"\nand left'] },
      { line: 5, fields: ['Mug', 'plain'] },
    ])
  })

  it('drops a byte order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFa,,c')).toEqual([{ line: 1, fields: ['a', '', 'c'] }])
  })

  it('reports broken quoting with its line', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvSyntaxError('a quoted field is not closed', 2))
    expect(() => parseCsv('a\nb"c')).toThrow('line 2: a quote inside an unquoted field')
    expect(() => parseCsv('"a"b')).toThrow('line 1: unexpected character after a closing quote')
  })
})

describe('stringifyCsv', () => {
  it('quotes what needs quoting and reads back the same', () => {
    const rows = [
      ['id', 'name'],
      ['1', 'Tee, "classic"\nline 2'],
      ['2', ' padded '],
    ]
    const text = stringifyCsv(rows)
    expect(text).toBe('id,name\n1,"Tee, ""classic""\nline 2"\n2," padded "\n')
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows)
  })
})
