// CommonJS: `require()` of every entry (Node ≥ 20.19 loads ESM), then a catalogue query through
// the required modules against the emulator, in process.
const { readdirSync, readFileSync } = require('node:fs')

const installed = readdirSync('node_modules/@vitrine').map((folder) =>
  JSON.parse(readFileSync(`node_modules/@vitrine/${folder}/package.json`, 'utf8')),
)
let entries = 0
for (const manifest of installed) {
  for (const key of Object.keys(manifest.exports)) {
    if (key === './package.json') continue
    const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`
    const module = require(specifier)
    if (Object.keys(module).length === 0) throw new Error(`require('${specifier}') gave nothing`)
    entries++
  }
}

const { createClient } = require('@vitrine/core')
const { oauth, memoryStorage } = require('@vitrine/auth')
const { products } = require('@vitrine/catalog')
const { createEmulator } = require('@vitrine/emulator')

const emulator = createEmulator()
const client = createClient({
  host: 'http://127.0.0.1:4010',
  fetch: emulator.fetch,
  auth: oauth({ clientId: 'demo-storefront', storage: memoryStorage() }),
  modules: { products },
})
client.products
  .query()
  .limit(3)
  .find()
  .then((page) => {
    if (page.items.length !== 3) throw new Error(`expected 3 products, got ${page.items.length}`)
    console.log(`required ${entries} entries; queried ${page.items.length} products as a ${client.auth.role}`)
  })
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
