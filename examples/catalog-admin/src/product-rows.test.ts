import { describe, expect, it } from 'vitest'
import { guard, readProductRows, unguard } from './product-rows'

describe('readProductRows', () => {
  it('reads each row as a product found by id, slug, SKU or the slug of its name', () => {
    const { products, rejects, errors, namedKeys } = readProductRows(
      'id,slug,sku,name,price,productType,weight,visible,collections,description\n' +
        'p-1,,,,30,,,,,\n' +
        ',classic-tee,,,,,,,apparel; sale,\n' +
        ',,TEE-9,,,digital,Infinity,no,,\n' +
        ',,,Crème Brûlée Torch,19.99,,0.2,yes,,"  spaced, kept  "\n',
    )
    expect(errors).toEqual([])
    expect(rejects).toEqual([])
    expect(products.map((p) => [p.line, p.match, p.fields, p.collections])).toEqual([
      [2, { by: 'id', value: 'p-1' }, { priceData: { price: 30 } }, undefined],
      [
        3,
        { by: 'slug', value: 'classic-tee' },
        { slug: 'classic-tee' },
        { slugs: ['apparel', 'sale'], exact: true },
      ],
      [
        4,
        { by: 'sku', value: 'TEE-9' },
        { productType: 'digital', weight: Number.POSITIVE_INFINITY, visible: false, sku: 'TEE-9' },
        undefined,
      ],
      [
        5,
        { by: 'slug', value: 'creme-brulee-torch' },
        {
          name: 'Crème Brûlée Torch',
          priceData: { price: 19.99 },
          weight: 0.2,
          visible: true,
          description: '  spaced, kept  ',
        },
        undefined,
      ],
    ])
    expect(namedKeys).toEqual(products.map((p) => p.match))
  })

  it('leaves blank cells alone: they change nothing', () => {
    const { products } = readProductRows('slug,name,price,sku,description\ntee,,,   ,\n')
    expect(products[0]?.fields).toEqual({ slug: 'tee' })
  })

  it('rejects every bad row with its line and reasons, and keeps the rest', () => {
    const { products, rejects, namedKeys } = readProductRows(
      [
        'name,price,productType,visible,slug',
        'Good,10,physical,true,good',
        ',abc,book,maybe,Bad Slug',
        '"Two',
        'lines",-5,digital,,two-lines',
        'Short,1',
        '!!!,1,,,',
        ',,,,',
        'Again,2,,,good',
      ].join('\n'),
    )
    expect(products.map((p) => p.line)).toEqual([2])
    expect(rejects.map((r) => [r.line, r.reason])).toEqual([
      [
        3,
        'price: must be a number like 12.50, got "abc"; productType: must be physical or digital, got "book"; ' +
          'slug: must be lowercase letters and digits joined by dashes, got "Bad Slug"; visible: must be true or false, got "maybe"',
      ],
      [4, 'price: must be a number like 12.50, got "-5"'],
      [6, 'has 2 fields, the header has 5'],
      [7, 'name: gives no slug to match the product by: add a slug column'],
      [9, 'slug "good" is also on line 2'],
    ])
    // A rejected row still names its product (so --prune keeps it), when its key can be read.
    expect(namedKeys.map((k) => k.value)).toEqual(['good', 'two-lines', 'good'])
    expect(rejects[1]?.records[0]?.fields[0]).toBe('Two\nlines')
  })

  it('refuses unknown and repeated columns, a header that cannot find products, an empty file', () => {
    expect(readProductRows('name,price,colour,name\nx,1,red,y').errors).toEqual([
      {
        line: 1,
        message:
          'unknown column "colour" (known: id, name, slug, productType, price, weight, sku, visible, description, collections)',
      },
      { line: 1, message: 'column "name" appears twice' },
    ])
    expect(readProductRows('price\n1').errors).toEqual([
      { line: 1, message: 'the header needs an id, slug, sku or name column to find each product' },
    ])
    expect(readProductRows('').errors).toEqual([
      { line: 1, message: 'the file is empty: it needs a header line' },
    ])
    expect(readProductRows('name,price\n').errors).toEqual([
      { line: 1, message: 'no product rows after the header' },
    ])
    expect(readProductRows('name,price\n"x,1').errors).toEqual([
      { line: 2, message: 'Quote Not Closed: the parsing is finished with an opening quote' },
    ])
  })

  it('reads a rejects file back: its reason column is ignored', () => {
    const { products, errors } = readProductRows('slug,name,price,reason\nx,X,1,line 2: price was bad\n')
    expect(errors).toEqual([])
    expect(products[0]?.fields).toEqual({ slug: 'x', name: 'X', priceData: { price: 1 } })
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
