import { describe, expect, it } from 'vitest'
import { guard, readProductRows, unguard } from './product-rows'

describe('readProductRows', () => {
  it('reads products to create and to update', () => {
    const { rows, errors } = readProductRows(
      'name,price,productType,weight,visible,collections,id\n' +
        'Tee,25,physical,0.2,yes,apparel; sale,\n' +
        ',30,,,,,prod-1\n',
    )
    expect(errors).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        fields: {
          name: 'Tee',
          priceData: { price: 25 },
          productType: 'physical',
          weight: 0.2,
          visible: true,
        },
        collections: ['apparel', 'sale'],
      },
      { line: 3, id: 'prod-1', fields: { priceData: { price: 30 } }, collections: [] },
    ])
    expect(readProductRows('name,price\nMug,5\n').rows).toEqual([
      { line: 2, fields: { name: 'Mug', priceData: { price: 5 }, productType: 'physical' }, collections: [] },
    ])
  })

  it('reports every bad row with its line and reads nothing from them', () => {
    const { rows, errors } = readProductRows(
      [
        'name,price,productType,visible,slug',
        'Good,10,physical,true,good',
        ',abc,book,maybe,Bad Slug',
        '"Two',
        'lines",-5,digital,,',
        'Short,1',
      ].join('\n'),
    )
    expect(rows.map((r) => r.line)).toEqual([2])
    expect(errors).toEqual([
      { line: 3, message: 'name: is required to create a product' },
      { line: 3, message: 'price: must be a number like 12.50, got "abc"' },
      { line: 3, message: 'productType: must be physical or digital, got "book"' },
      { line: 3, message: 'slug: must be lowercase letters and digits joined by dashes, got "Bad Slug"' },
      { line: 3, message: 'visible: must be true or false, got "maybe"' },
      { line: 4, message: 'price: must be a number like 12.50, got "-5"' },
      { line: 6, message: 'has 2 fields, the header has 5' },
    ])
  })

  it('refuses unknown and repeated columns, a header without name and price, an empty file', () => {
    expect(readProductRows('name,price,colour,name\nx,1,red,y').errors).toEqual([
      {
        line: 1,
        message:
          'unknown column "colour" (known: id, name, slug, productType, price, weight, sku, visible, description, collections)',
      },
      { line: 1, message: 'column "name" appears twice' },
    ])
    expect(readProductRows('sku\nA').errors).toEqual([
      { line: 1, message: 'the header needs name and price columns (or an id column to update)' },
    ])
    expect(readProductRows('').errors).toEqual([
      { line: 1, message: 'the file is empty: it needs a header line' },
    ])
    expect(readProductRows('name,price\n').errors).toEqual([
      { line: 1, message: 'no product rows after the header' },
    ])
    expect(readProductRows('name,price\n"x,1').errors).toEqual([
      { line: 2, message: 'a quoted field is not closed' },
    ])
  })

  it('refuses the same id twice and an update that changes nothing', () => {
    const { errors } = readProductRows('id,price\np1,1\np1,2\np2,\n')
    expect(errors).toEqual([
      { line: 3, message: 'id: p1 is already updated by line 2' },
      { line: 4, message: 'changes nothing: give at least one value besides id' },
    ])
  })
})

describe('guard and unguard', () => {
  it('keep spreadsheet formulas inert and read them back as written', () => {
    for (const value of [
      '=HYPERLINK("http://evil")',
      '+1',
      '-2',
      '@SUM(A1)',
      'plain',
      "'quoted",
      "'=1",
      "''+x",
    ]) {
      expect(unguard(guard(value))).toBe(value)
    }
    expect(guard('=1+1')).toBe("'=1+1")
    expect(guard('Tee')).toBe('Tee')
  })
})
