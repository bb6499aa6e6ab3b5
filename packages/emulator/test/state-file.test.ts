import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
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

  it('writes the state file 0600 (it holds the token key and tokens), even over a 0644 file', async () => {
    const file = join(folder, 'private.json')
    writeFileSync(file, '', { mode: 0o644 })
    rmSync(file)
    const emulator = createEmulator({ stateFile: file })
    await visitorTokens(emulator)
    await emulator.flush()
    expect(statSync(file).mode & 0o777).toBe(0o600)

    const again = createEmulator({ stateFile: file })
    chmodSync(file, 0o644)
    await visitorTokens(again)
    await again.flush()
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('replaces a symlink planted at the state file instead of writing through it', async () => {
    // A dangling link to a file someone wants created (an `authorized_keys`, a shell profile).
    const victim = join(folder, 'victim.txt')
    const file = join(folder, 'planted.json')
    symlinkSync(victim, file)
    const emulator = createEmulator({ stateFile: file })
    await visitorTokens(emulator)
    await emulator.flush()
    expect(existsSync(victim)).toBe(false)
    expect(lstatSync(file).isSymbolicLink()).toBe(false)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('warns once when the state file sits in a folder every user may write to', async () => {
    const open = join(folder, 'open')
    mkdirSync(open)
    chmodSync(open, 0o777)
    const lines: string[] = []
    const emulator = createEmulator({
      stateFile: join(open, 'state.json'),
      logger: (line) => lines.push(line),
    })
    await visitorTokens(emulator)
    await emulator.flush()
    await visitorTokens(emulator)
    await emulator.flush()
    expect(lines.filter((line) => line.includes('writable by every user'))).toHaveLength(1)

    const quiet: string[] = []
    const privateOne = createEmulator({
      stateFile: join(folder, 'quiet.json'),
      logger: (line) => quiet.push(line),
    })
    await visitorTokens(privateOne)
    await privateOne.flush()
    expect(quiet.filter((line) => line.includes('writable by every user'))).toEqual([])
  })

  it('refuses a file that is not an emulator state', () => {
    const file = join(folder, 'broken.json')
    writeFileSync(file, '{"hello":1}')
    expect(() => createEmulator({ stateFile: file })).toThrow(/Cannot load emulator state/)
  })

  it('loads a version-1 file (written by an earlier emulator): sessions go on, only access tokens are renewed', async () => {
    // test/fixtures/state-v1.json: a visitor with two mugs in the cart, another without a cart,
    // and a logged-in member, as the emulator saved them before tokens were sealed.
    const file = join(folder, 'v1.json')
    copyFileSync(join(import.meta.dirname, 'fixtures', 'state-v1.json'), file)
    const v1 = JSON.parse(readFileSync(file, 'utf8'))
    const [shopper, browser, member] = v1.refreshTokens
    const clock = { now: Date.parse('2026-11-24T05:00:00Z') }
    const emulator = createEmulator({ stateFile: file, now: () => clock.now })
    const refresh = (refreshToken: string) =>
      call(emulator, 'POST', '/oauth2/token', {
        clientId: 'my-shop',
        grantType: 'refresh_token',
        refreshToken,
      })

    // Stored access tokens are not carried over: a 401, on which clients renew.
    expect(
      (
        await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
          authorization: v1.accessTokens[0].token,
        })
      ).status,
    ).toBe(401)
    const renewed = await refresh(shopper.token)
    expect(renewed.status).toBe(200)
    expect(renewed.body.refresh_token).toBe(shopper.token)
    const cart = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: renewed.body.access_token,
    })
    expect(cart.body.cart.lineItems[0].quantity).toBe(2)
    const memberTokens = await refresh(member.token)
    expect(memberTokens.status).toBe(200)
    expect(emulator.state.visitors.size).toBe(2)

    // Saved as version 2: the key that seals tokens, no access tokens; the session survives a restart.
    await emulator.flush()
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    expect(saved).toMatchObject({ format: 'vitrine-emulator-state', version: 2 })
    expect(saved.tokenKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(saved).not.toHaveProperty('accessTokens')
    const restarted = createEmulator({ stateFile: file, now: () => clock.now })
    const again = await call(restarted, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: renewed.body.access_token,
    })
    expect(again.body.cart.lineItems[0].quantity).toBe(2)

    // Revocation and the idle sweep work on the old refresh tokens as on new ones.
    expect(restarted.revokeRefreshToken(member.token)).toBe(true)
    expect(
      (
        await call(restarted, 'GET', '/ecom/v1/carts/current', undefined, {
          authorization: memberTokens.body.access_token,
        })
      ).status,
    ).toBe(401)
    clock.now += 8 * 86_400_000
    await call(restarted, 'GET', '/ecom/v1/carts/current', undefined, { authorization: 'AT.none' })
    expect([...restarted.state.visitors.keys()]).toEqual([shopper.subject.visitorId])
    expect(restarted.state.refreshTokens.has(browser.token)).toBe(false)
    expect(restarted.state.refreshTokens.has(member.token)).toBe(false)
    expect(
      (
        await call(restarted, 'POST', '/oauth2/token', {
          clientId: 'my-shop',
          grantType: 'refresh_token',
          refreshToken: shopper.token,
        })
      ).status,
    ).toBe(200)
    await restarted.flush()
  })

  it('refuses a file of a newer version, or with a malformed token key, saying why', () => {
    const newer = join(folder, 'newer.json')
    writeFileSync(newer, JSON.stringify({ format: 'vitrine-emulator-state', version: 3 }))
    expect(() => createEmulator({ stateFile: newer })).toThrow(
      /Cannot load emulator state from .*newer\.json: Version 3 .* a newer @vitrine\/emulator wrote it/,
    )
    const badKey = join(folder, 'bad-key.json')
    writeFileSync(badKey, JSON.stringify({ format: 'vitrine-emulator-state', version: 2, tokenKey: 'short' }))
    expect(() => createEmulator({ stateFile: badKey })).toThrow(/tokenKey must be 43 base64url characters/)
  })
})
