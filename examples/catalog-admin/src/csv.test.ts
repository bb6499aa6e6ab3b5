import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, parseCsv, readCsvRecords, stringifyCsv } from './csv'

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and numbers records by their first line', () => {
    const text = 'name,description\r\n"Tee, classic","He said ""hi""\nand left"\n\nMug,plain\n'
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'description'] },
      { line: 2, fields: ['Tee, classic', 'He said "hi"\nand left'] },
      { line: 5, fields: ['Mug', 'plain'] },
    ])
  })

  it('counts a \\r\\n inside a quoted field as one line break, as between records', () => {
    const text = 'a,b\r\n\r\n1,"two\r\nlines"\r\n3,"\r"\r\n4,x'
    expect(parseCsv(text).map((r) => r.line)).toEqual([1, 3, 5, 7])
  })

  it('numbers the records of a stream as those of the same text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csv-'))
    try {
      const text = '\uFEFFa,b\r\n\n"x\r\ny",1\r2,"\n"\n , \n3,4'
      await writeFile(join(dir, 'f.csv'), text)
      const streamed = []
      for await (const chunk of readCsvRecords(join(dir, 'f.csv')))
        for (const { line, fields } of chunk) streamed.push({ line, fields })
      expect(streamed).toEqual(parseCsv(text))
      expect(streamed.map((r) => r.line)).toEqual([1, 3, 5, 8])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
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
