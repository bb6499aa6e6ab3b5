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

  it('drops a byte order mark, keeps empty fields and skips lines of blanks', () => {
    expect(parseCsv('\uFEFFa,,c\n , \nd,e,f')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 3, fields: ['d', 'e', 'f'] },
    ])
  })

  it('reports broken quoting with its line', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError)
    expect(() => parseCsv('a\n"open')).toThrow(/^line 2: Quote Not Closed/)
    expect(() => parseCsv('a\nb"c')).toThrow(/^line 2: Invalid Opening Quote/)
    expect(() => parseCsv('"a"b')).toThrow(/^line 1: Invalid Closing Quote/)
  })
})

describe('stringifyCsv', () => {
  it('quotes what needs quoting and reads back the same', () => {
    const rows = [
      ['id', 'name'],
      ['1', 'Tee, "classic"\nline 2'],
      ['2', ' padded '],
      ['3', ''],
    ]
    const text = stringifyCsv(rows)
    expect(text).toBe('id,name\n1,"Tee, ""classic""\nline 2"\n2," padded "\n3,\n')
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows)
  })
})
