import { describe, expect, it } from 'vitest'
import { createEmulator, DEMO_MEMBER, type Emulator, STORES_APP_ID } from '../src/index'
import { call, formOf, memberTokens, OWNER, postForm, visitorTokens } from './helpers'

const TOTE = '5eed0001-0000-4000-8000-000000000008'
const SESSION = '/_api/redirects-api/v1/redirect-session'
const BACK = 'http://localhost:3000/account'

/** Places an order of `quantity` tote bags as the caller of `auth`, through the hosted checkout; its number. */
async function placeOrder(
  emulator: Emulator,
  auth: Record<string, string>,
  quantity: number,
): Promise<string> {
  await call(
    emulator,
    'POST',
    '/ecom/v1/carts/current/add-to-cart',
    { lineItems: [{ quantity, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
    auth,
  )
  const { body } = await call(
    emulator,
    'POST',
    '/ecom/v1/carts/current/create-checkout',
    { channelType: 'WEB' },
    auth,
  )
  const session = await call(
    emulator,
    'POST',
    SESSION,
    { ecomCheckout: { checkoutId: body.checkoutId } },
    auth,
  )
  const page = await emulator.fetch(new Request(session.body.redirectSession.fullUrl))
  const form = formOf(await page.text())
  const before = emulator.state.orders.size
  await postForm(emulator, new URL(form.action, 'http://127.0.0.1:4010').toString(), {
    email: 'buyer@example.com',
  })
  expect(emulator.state.orders.size).toBe(before + 1)
  return [...emulator.state.orders.values()].at(-1)?.number ?? ''
}

async function membersPage(
  emulator: Emulator,
  auth: Record<string, string>,
  input: Record<string, unknown> = { section: 'ORDERS' },
): Promise<{ url: string; status: number; html: string }> {
  const session = await call(
    emulator,
    'POST',
    SESSION,
    { membersAccount: input, callbacks: { postFlowUrl: BACK } },
    auth,
  )
  expect(session.status).toBe(200)
  const url: string = session.body.redirectSession.fullUrl
  const page = await emulator.fetch(new Request(url))
  return { url, status: page.status, html: await page.text() }
}

describe('hosted members area (membersAccount redirect sessions)', () => {
  it("the ORDERS section lists the member's own orders, newest first, and links back to the shop", async () => {
    const emulator = createEmulator()
    await emulator.members.create({ email: 'bea@example.com', password: 'bea-secret-1' })
    const ann = { authorization: (await memberTokens(emulator)).access_token }
    const bea = {
      authorization: (await memberTokens(emulator, 'bea@example.com', 'bea-secret-1')).access_token,
    }
    const first = `Order #${await placeOrder(emulator, ann, 2)}`
    const beasOrder = `Order #${await placeOrder(emulator, bea, 1)}`
    const last = `Order #${await placeOrder(emulator, ann, 3)}`

    const page = await membersPage(emulator, ann)
    expect(new URL(page.url).pathname).toBe('/hosted/members-account')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<h1>My orders</h1>')
    expect(page.html.indexOf(first)).toBeGreaterThan(-1)
    expect(page.html.indexOf(last)).toBeLessThan(page.html.indexOf(first))
    expect(page.html).toContain('Canvas Tote Bag × 3')
    expect(page.html).not.toContain(beasOrder)
    expect(page.html).toContain(`<a href="${BACK}">Back to the shop</a>`)

    const beas = await membersPage(emulator, bea)
    expect(beas.html).toContain(beasOrder)
    expect(beas.html).not.toContain(first)
    expect(beas.html).not.toContain(last)
  })

  it('a member without orders is told so; the other sections are acknowledged', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await memberTokens(emulator)).access_token }
    expect((await membersPage(emulator, auth)).html).toContain('You have not placed an order yet.')
    const info = await membersPage(emulator, auth, {})
    expect(info.html).toContain('<h1>My account</h1>')
    expect(info.html).not.toContain(DEMO_MEMBER.email)
  })

  it("a visitor's session shows no one's orders; an unknown section or an old link is refused", async () => {
    const emulator = createEmulator()
    const member = { authorization: (await memberTokens(emulator)).access_token }
    await placeOrder(emulator, member, 1)
    const visitor = { authorization: (await visitorTokens(emulator)).access_token }
    const page = await membersPage(emulator, visitor)
    expect(page.status).toBe(403)
    expect(page.html).toContain('Sign in as a member')
    expect(page.html).not.toContain('Order #')

    const bad = await call(emulator, 'POST', SESSION, { membersAccount: { section: '__proto__' } }, member)
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('membersAccount.section')

    const forged = await emulator.fetch(
      new Request('http://127.0.0.1:4010/hosted/members-account?redirect_session_id=nope'),
    )
    expect(await forged.text()).toContain('Link expired')
  })

  it('escapes what the order holds', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await memberTokens(emulator)).access_token }
    const renamed = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TOTE}`,
      { product: { id: TOTE, name: '<img src=x onerror=alert(1)>' } },
      OWNER,
    )
    expect(renamed.status).toBe(200)
    const order = await placeOrder(emulator, auth, 1)
    const page = await membersPage(emulator, auth)
    expect(page.html).toContain(`Order #${order}`)
    expect(page.html).not.toContain('<img src=x')
    expect(page.html).toContain('&#60;img src=x')
  })
})
