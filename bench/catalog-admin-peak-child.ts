// Child of `catalog-admin-peak.ts`: reads a catalog-admin CSV the way `import` does (the whole
// file, then every row checked into a desired product) and prints its own peak RSS in bytes.
import { readFile } from 'node:fs/promises'
import { readProductRows } from '../examples/catalog-admin/src/product-rows'

const file = process.argv[2]
if (!file) throw new Error('usage: catalog-admin-peak-child <file.csv>')
const read = readProductRows(await readFile(file, 'utf8'))
if (read.products.length === 0) throw new Error('no products read')
console.log(JSON.stringify({ products: read.products.length, maxRss: process.resourceUsage().maxRSS * 1024 }))
