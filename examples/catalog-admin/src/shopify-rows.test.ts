import { describe, expect, it } from 'vitest'
import { isShopifyHeader, MAX_VARIANTS, readShopifyRows } from './shopify-rows'

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,' +
  'Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,' +
  'Variant Requires Shipping,Image Src,Image Position,Variant Image,Status'

/** A Shopify CSV from rows given by column name. */
function shopify(...rows: Record<string, string>[]): string {
  const columns = HEADER.split(',')
  const line = (row: Record<string, string>) =>
    columns.map((c) => {
      const v = row[c] ?? ''
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
    })
  return [HEADER, ...rows.map((r) => line(r).join(','))].join('\n')
}

const first = { Handle: 'tee', Title: 'Tee', 'Option1 Name': 'Size', 'Variant Price': '10.00' }

describe('readShopifyRows', () => {
  it('knows the header of a Shopify export', () => {
    expect(isShopifyHeader(HEADER.split(','))).toBe(true)
    expect(isShopifyHeader(['slug', 'name', 'price'])).toBe(false)
  })

  it('maps a product without options (the "Default Title" variant) to a plain product', () => {
    const { products, rejects } = readShopifyRows(
      shopify({
        Handle: 'mug',
        Title: 'Mug',
        'Option1 Name': 'Title',
        'Option1 Value': 'Default Title',
        'Variant SKU': 'MUG-1',
        'Variant Grams': '350',
        'Variant Price': '16.00',
        'Variant Requires Shipping': 'FALSE',
        Published: 'TRUE',
      }),
    )
    expect(rejects).toEqual([])
    expect(products[0]).toMatchObject({
      match: { by: 'slug', value: 'mug' },
      fields: {
        name: 'Mug',
        slug: 'mug',
        sku: 'MUG-1',
        weight: 0.35,
        priceData: { price: 16 },
        productType: 'digital',
        visible: true,
        manageVariants: false,
        discount: { type: 'NONE', value: 0 },
      },
      options: [],
      stock: { trackInventory: false, inStock: true },
      collections: { slugs: [], exact: false },
    })
  })

  it('maps a percentage off when every variant has the same rate but not the same amount', () => {
    const { products } = readShopifyRows(
      shopify(
        { ...first, 'Option1 Value': 'S', 'Variant Price': '8.00', 'Variant Compare At Price': '10.00' },
        {
          Handle: 'tee',
          'Option1 Value': 'M',
          'Variant Price': '16.00',
          'Variant Compare At Price': '20.00',
        },
      ),
    )
    expect(products[0]?.fields.discount).toEqual({ type: 'PERCENT', value: 20 })
    expect(products[0]?.variants?.map((v) => v.price)).toEqual([10, 20])
    expect(products[0]?.fields.priceData).toEqual({ price: 10 })
  })

  it('warns when compare-at prices cannot be one product discount, and keeps the sale prices', () => {
    const { products } = readShopifyRows(
      shopify(
        { ...first, 'Option1 Value': 'S', 'Variant Price': '8.00', 'Variant Compare At Price': '10.00' },
        { Handle: 'tee', 'Option1 Value': 'M', 'Variant Price': '15.00' },
      ),
    )
    expect(products[0]?.fields.discount).toEqual({ type: 'NONE', value: 0 })
    expect(products[0]?.variants?.map((v) => v.price)).toEqual([8, 15])
    expect(products[0]?.warnings[0]).toMatch(/^compare-at prices differ/)
  })

  it('rejects a product with what is wrong in any of its rows, and keeps the others', () => {
    const { products, rejects, namedKeys } = readShopifyRows(
      shopify(
        { ...first, 'Option1 Value': 'S', 'Variant Price': 'ten' },
        { Handle: 'tee', 'Option1 Value': 'S', 'Variant Price': '10' },
        { Handle: 'tee', 'Variant Price': '10' },
        { Handle: 'tee', 'Option1 Value': 'L', 'Variant Price': '10', 'Variant Inventory Qty': 'many' },
        { Handle: 'tee', 'Image Src': 'javascript:alert(1)' },
        { Handle: 'untitled', 'Option1 Value': 'x', 'Variant Price': '1' },
        { Handle: '', Title: 'No handle', 'Variant Price': '1' },
        { Handle: 'ok', Title: 'Ok', 'Variant Price': '1' },
        { Handle: 'Ok', Title: 'Twin', 'Variant Price': '1' },
      ),
    )
    expect(products.map((p) => p.match.value)).toEqual(['ok'])
    // In the order read: a product is read when the next handle starts (the rejects file sorts by line).
    expect(rejects.map((r) => [r.line, r.reason])).toEqual([
      [
        2,
        'line 2: Variant Price: must be a number like 12.50, got "ten"; line 3: the same choices as line 2 (S); ' +
          'line 4: Option1 Value: is required (the product has option Size); ' +
          'line 5: Variant Inventory Qty: must be a whole number, got "many"; ' +
          'line 6: Image Src: must be an http(s) URL, got "javascript:alert(1)"',
      ],
      [8, 'Handle: is required'],
      [7, 'Title: the first row of a product needs a title'],
      [10, 'Handle: "Ok" gives the slug ok, as "ok" does'],
    ])
    expect(rejects[0]?.records.map((r) => r.line)).toEqual([2, 3, 4, 5, 6])
    expect(namedKeys.map((k) => k.value)).toEqual(['tee', 'untitled', 'ok', 'ok'])
  })

  it("checks pictures with the catalogue's own URL rule (@vitrine/catalog/schemas): one past its cap is refused", () => {
    const long = `https://example.com/${'a'.repeat(8200)}.jpg` // over MAX_URL_LENGTH (8 192)
    const { products, rejects } = readShopifyRows(
      shopify(
        { Handle: 'long', Title: 'Long', 'Variant Price': '1', 'Image Src': long },
        {
          Handle: 'spaced',
          Title: 'Spaced',
          'Variant Price': '1',
          'Image Src': 'https://exa mple.com/a.jpg',
        },
        { Handle: 'ok', Title: 'Ok', 'Variant Price': '1', 'Image Src': 'https://example.com/ok.jpg' },
      ),
    )
    expect(products.map((p) => p.match.value)).toEqual(['ok'])
    expect(products[0]?.media).toEqual(['https://example.com/ok.jpg'])
    expect(rejects.map((r) => r.reason.slice(0, 53))).toEqual([
      'line 2: Image Src: must be an http(s) URL, got "https',
      'line 3: Image Src: must be an http(s) URL, got "https',
    ])
  })

  it('reads a product when the next handle starts; rows of a handle that come back later are rejected, naming the first', () => {
    const { products, rejects } = readShopifyRows(
      shopify(
        { ...first, 'Option1 Value': 'S' },
        { Handle: 'mug', Title: 'Mug', 'Variant Price': '16.00' },
        // Not as Shopify exports: a row of "tee" after "mug".
        { Handle: 'tee', 'Option1 Value': 'M', 'Variant Price': '10.00' },
        { Handle: 'cap', Title: 'Cap', 'Variant Price': '8.00' },
      ),
    )
    expect(products.map((p) => [p.match.value, p.line, p.variants?.length ?? 0])).toEqual([
      ['tee', 2, 1],
      ['mug', 3, 0],
      ['cap', 5, 0],
    ])
    expect(rejects.map((r) => [r.line, r.reason])).toEqual([
      [
        4,
        'Handle: "tee" comes back after other products\' rows: a product\'s rows must be next to each other, ' +
          'as Shopify exports them (the product was read from line 2; these rows are not imported)',
      ],
    ])
  })

  it('keeps negative inventory at 0 with a warning, and says when quantities differ', () => {
    const { products } = readShopifyRows(
      shopify(
        {
          ...first,
          'Option1 Value': 'S',
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': '-3',
        },
        {
          Handle: 'tee',
          'Option1 Value': 'M',
          'Variant Price': '10',
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': '-1',
        },
      ),
    )
    expect(products[0]?.stock).toEqual({ trackInventory: true, quantity: 0 })
    expect(products[0]?.warnings).toEqual([
      'line 2: negative inventory -3 imported as 0',
      'line 3: negative inventory -1 imported as 0',
    ])
  })

  it('reports a file that is not a Shopify export, or has no products', () => {
    expect(readShopifyRows('slug,name\na,A\n').errors).toEqual([
      { line: 1, message: 'a Shopify product export needs Handle and Title columns' },
    ])
    expect(readShopifyRows(`${HEADER}\n`).errors).toEqual([
      { line: 1, message: 'no product rows after the header' },
    ])
  })
})

describe('the variant bomb: options × choices bounded before any variant is built', () => {
  it('rejects a product of 3 options × 300 values in one 8.8 KB file at once, naming the product and the row', () => {
    const header =
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant Price'
    const rows = [header, 'bomb,Bomb,A,a0,B,b0,C,c0,1']
    for (let i = 1; i < 300; i++) rows.push(`bomb,,,a-${i},,b-${i},,c-${i},1`)
    rows.push('tee,Tee,,,,,,,5')
    const text = rows.join('\n')
    expect(text.length).toBeGreaterThan(8_000)
    expect(text.length).toBeLessThan(10_000)
    const started = performance.now()
    const { products, rejects } = readShopifyRows(text)
    // Generous: the expansion it replaces ran out of memory after 24–34 s.
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(products.map((p) => p.fields.slug)).toEqual(['tee'])
    expect(rejects).toHaveLength(1)
    // 11 × 11 × 11 = 1331 > 1000: the row that adds the 11th choice of each option (line 12).
    expect(rejects[0]!.reason).toBe(
      `line 12: product "bomb": its options make 11 A × 11 B × 11 C = 1331 variants, more than the ${MAX_VARIANTS} a product may have (every combination of choices is a variant); split it into several products`,
    )
    expect(rejects[0]!.records).toHaveLength(300)
  })

  it('accepts a product of exactly 1000 variants', () => {
    const header =
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant Price'
    const rows = [header]
    for (let i = 0; i < 1000; i++) {
      const [a, b, c] = [Math.floor(i / 100), Math.floor(i / 10) % 10, i % 10]
      rows.push(i === 0 ? `box,Box,A,a${a},B,b${b},C,c${c},1` : `box,,,a${a},,b${b},,c${c},1`)
    }
    const { products, rejects } = readShopifyRows(rows.join('\n'))
    expect(rejects).toEqual([])
    expect(products[0]!.variants).toHaveLength(MAX_VARIANTS)
  })
})
