// A CommonJS file of an ESM project: TypeScript (≥ 5.8, `"module": "nodenext"`) types a
// `require()` of the packages as Node ≥ 20.19 runs it.
import core = require('@vitrine/core')
import auth = require('@vitrine/auth')

export const client: ReturnType<typeof core.createClient> = core.createClient({
  host: 'http://127.0.0.1:4010',
  auth: auth.oauth({ clientId: 'demo-storefront', storage: auth.memoryStorage() }),
})
