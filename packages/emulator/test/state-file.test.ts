import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '../src/index'
import { call, OWNER, visitorTokens } from './helpers'

const folder = mkdtempSync(join(tmpdir(), 'vitrine-emulator-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('state file', () => {
  it('saves the state atomically and loads it on the next start', async () => {
    const file = join(folder, 'state.json')
    const first = createEmulator({ stateFile: file })
    const tokens = await visitorTokens(first)
    const auth = { authorization: tokens.access_token }
    await call(
      first,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 2,
            catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
          },
        ],
      },
      auth,
    )
    await call(
      first,
      'POST',
      '/stores/v1/products',
      { product: { name: 'Heavy', productType: 'physical', priceData: { price: 1 }, weight: 'Infinity' } },
      OWNER,
    )
    const key = await first.webhooks.publicKeyPem()
    await first.flush()
    expect(existsSync(file)).toBe(true)
    expect(readdirSync(folder).filter((f) => f.endsWith('.tmp'))).toEqual([])

    const second = createEmulator({ stateFile: file })
    const cart = await call(second, 'GET', '/ecom/v1/carts/current', undefined, auth)
    expect(cart.body.cart.lineItems[0].quantity).toBe(2)
    const refreshed = await call(second, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    const heavy = await call(
      second,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { filter: { name: 'Heavy' } } },
      OWNER,
    )
    expect(heavy.body.products[0].weight).toBe(Number.POSITIVE_INFINITY.toString())
    expect(await second.webhooks.publicKeyPem()).toBe(key)
    // The refresh changed the state: let its save finish before afterAll removes the folder.
    await second.flush()
  })

  it('refuses a file that is not an emulator state', () => {
    const file = join(folder, 'broken.json')
    writeFileSync(file, '{"hello":1}')
    expect(() => createEmulator({ stateFile: file })).toThrow(/Cannot load emulator state/)
  })
})
