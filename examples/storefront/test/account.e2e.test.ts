// The account, sign-in and registration pages and the page frame as a shopper meets them, in
// Chromium at 390 px and 1280 px against the production build: orders on the platform's members
// area, two members on one browser, signing in back to where the shopper was, the registration
// form's messages (its e-mail checked by the SDK's schema), a long e-mail, the footer, 404 titles and the no-JavaScript note.
import { DEMO_MEMBER } from '@vitrine/emulator'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserPerFile,
  buyElsewhere,
  createMember,
  newVisitor,
  type Shop,
  screenshot,
  shopPerSuite,
  signOutWithButton,
  WIDTHS,
} from './harness'

/** Page content on screen: Next.js keeps the page navigated away from in the document, hidden. */
const VISIBLE = 'visible=true'

const browser = browserPerFile()

const footerOf = (page: Page) => page.getByRole('contentinfo')
const profileOf = (page: Page) => page.getByTestId('profile').locator(VISIBLE)

/** Whether the page's path is `path` (a sign-in page's `?returnTo=/account` is not the account). */
const at = (path: string) => (url: URL) => url.pathname === path

/** Signs in with the shop's form on the page it is on, and waits to land on the path `landing`. */
async function signInWithForm(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.getByLabel('E-mail').locator(VISIBLE).fill(email)
  await page.getByLabel('Password').locator(VISIBLE).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(at(landing))
  await expect.poll(() => page.getByTestId('role-badge').textContent()).toBe('Member')
}

/** Signs in on the platform's hosted page from the shop's sign-in page, and waits to land on the path `landing`. */
async function signInOnHostedPage(
  shop: Shop,
  page: Page,
  email: string,
  password: string,
  landing: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in on the secure sign-in page' }).click()
  await page.waitForURL((url) => url.origin === shop.emulator.url)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.origin === shop.url && at(landing)(url))
  await expect.poll(() => page.getByTestId('role-badge').textContent()).toBe('Member')
}

describe.each(WIDTHS)('account and sign-in at %i px', (width) => {
  const shop = shopPerSuite()

  it('a member clicks "See your orders" and lands on the members area showing the order they placed', async () => {
    const email = `orders-${width}@example.com`
    await createMember(shop(), email, 'orders-secret')
    const number = await buyElsewhere(shop(), 'canvas-tote', 2, email)
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/sign-in?returnTo=/account`)
    await signInWithForm(page, email, 'orders-secret', '/account')
    await page.getByRole('heading', { name: 'Orders' }).waitFor()
    await page.getByRole('button', { name: 'See your orders' }).click()
    await page.waitForURL(
      (url) => url.origin === shop().emulator.url && url.pathname === '/hosted/members-account',
    )
    await page.getByRole('heading', { name: 'My orders' }).waitFor()
    const order = page.getByRole('region', { name: `Order #${number}` })
    expect(await order.textContent()).toContain('Canvas Tote Bag × 2')
    await screenshot(page, 'members-area-orders')
    // Someone else's orders are not there, and the page leads back to the account.
    expect(await page.getByRole('region').count()).toBe(1)
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.waitForURL(`${shop().url}/account`)
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    await context.close()
  })

  it("member B's account page never shows member A's profile on a shared browser", async () => {
    const ann = `ann-${width}@example.com`
    await createMember(shop(), ann, 'ann-secret')
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/sign-in?returnTo=/account`)
    await signInWithForm(page, ann, 'ann-secret', '/account')
    await expect.poll(() => profileOf(page).textContent()).toContain(ann)

    // Ann's session ends without her signing out here (it expired, or she signed out elsewhere);
    // the demo member signs in on the platform's page in the same browser.
    await context.clearCookies()
    await page.goto(`${shop().url}/sign-in?returnTo=/account`)
    await signInOnHostedPage(shop(), page, DEMO_MEMBER.email, DEMO_MEMBER.password, '/account')
    await profileOf(page).waitFor()
    expect(await profileOf(page).textContent()).not.toContain(ann)
    expect(await page.content()).not.toContain(ann)

    // Signed out with the button, then Ann again with the form: hers, and only hers.
    await signOutWithButton(page)
    await signInWithForm(page, ann, 'ann-secret', '/account')
    await expect.poll(() => profileOf(page).textContent()).toContain(ann)
    await signOutWithButton(page)
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(ann)
    await context.close()
  })

  it('signing in from a product page lands back on it, with the form or on the secure page; the footer then offers the account', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const product = `${shop().url}/products/canvas-tote`
    await page.goto(product)
    const signIn = footerOf(page).getByRole('link', { name: 'Sign in' })
    await expect.poll(() => signIn.getAttribute('href')).toBe('/sign-in?returnTo=%2Fproducts%2Fcanvas-tote')
    await signIn.click()
    await page.waitForURL(/\/sign-in\?returnTo=/)
    await signInWithForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password, '/products/canvas-tote')
    await page.getByRole('heading', { level: 1 }).locator(VISIBLE).waitFor()
    // A member's footer: the account, no "Sign in".
    const footer = footerOf(page)
    await footer.getByRole('link', { name: 'Your account' }).waitFor()
    expect(await footer.getByRole('link', { name: 'Sign in' }).count()).toBe(0)
    expect(await footer.getByRole('link', { name: 'Create an account' }).count()).toBe(0)
    await screenshot(page, 'footer-member')
    await context.close()

    // The secure sign-in page comes back to the collection the shopper was looking at.
    const second = await newVisitor(browser(), width)
    const other = await second.newPage()
    await other.goto(`${shop().url}/collections/accessories`)
    const link = footerOf(other).getByRole('link', { name: 'Sign in' })
    await expect.poll(() => link.getAttribute('href')).toBe('/sign-in?returnTo=%2Fcollections%2Faccessories')
    await link.click()
    await other.waitForURL(/\/sign-in\?returnTo=/)
    await signInOnHostedPage(
      shop(),
      other,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      '/collections/accessories',
    )
    await second.close()
  })

  it('registering: an empty form flags every field; a bad e-mail reads as registration, and the message goes on the next submit', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/register`)
    const email = page.getByLabel('E-mail')
    const password = page.getByLabel('Password', { exact: true })
    const create = page.getByRole('button', { name: 'Create account' })
    await create.click()
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('Enter your e-mail address.').count()).toBe(1)
    expect(await page.getByText('Choose a password of 4 to 100 characters.').count()).toBe(1)
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    await screenshot(page, 'register-empty')

    // A malformed address, caught before sending, in registration words.
    await email.fill('ann@example')
    await password.fill('long enough')
    await create.click()
    await page.getByText('Enter a valid e-mail address, like name@example.com.').first().waitFor()
    expect(await password.getAttribute('aria-invalid')).toBeNull()

    // Over 64 characters before the @: the SDK's one e-mail rule (checkout's, sign-in's), which the
    // form's schema is, refuses it before sending.
    await email.fill(`${'a'.repeat(65)}@example.com`)
    await create.click()
    await page.getByText('Enter a valid e-mail address, like name@example.com.').first().waitFor()
    expect(await email.getAttribute('aria-invalid')).toBe('true')

    // One the platform refuses: its answer reads as registration too, never as a sign-in.
    shop().emulator.emulator.faults.add({
      match: '/v2/register',
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'INVALID_ARGUMENT: "loginId.email" must be a valid e-mail address',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'loginId.email',
                description: 'must be a valid e-mail address',
                violatedRule: 'FORMAT',
                data: { type: 'EMAIL' },
              },
            ],
          },
        },
      }),
      times: 1,
    })
    await email.fill('ann.refused@example.com')
    await create.click()
    const refused = page.getByText('This e-mail address cannot be used for an account.')
    await refused.waitFor()
    expect(await page.getByRole('main').textContent()).not.toMatch(/no account with this e-mail/i)
    await screenshot(page, 'register-bad-email')

    // The next submit starts afresh: the platform's message goes.
    await email.fill('ann@example.com')
    await password.fill('')
    await create.click()
    await page.getByText('Choose a password of 4 to 100 characters.').first().waitFor()
    expect(await refused.count()).toBe(0)
    expect(await email.getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('a long e-mail stays inside the profile card; "Member since" reads the US way, as prices do', async () => {
    const email = `${'long.address.of.a.member'.padEnd(60, 'x')}@${'subdomain-of-a-long-name.'.repeat(3)}example.com`
    await createMember(shop(), email, 'long-secret')
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/sign-in?returnTo=/account`)
    await signInWithForm(page, email, 'long-secret', '/account')
    const profile = profileOf(page)
    await expect.poll(() => profile.textContent()).toContain(email)
    const card = page.locator('.form-card', { has: profile })
    const [cardBox, value, scroll] = await Promise.all([
      card.boundingBox(),
      profile.getByText(email).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return {
          left: box.left,
          right: box.right,
          scrollWidth: element.scrollWidth,
          width: element.clientWidth,
        }
      }),
      page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth })),
    ])
    expect(cardBox).not.toBeNull()
    expect(value.right).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0))
    expect(value.left).toBeGreaterThanOrEqual(cardBox?.x ?? 0)
    expect(value.scrollWidth).toBeLessThanOrEqual(value.width + 1)
    expect(scroll.page).toBeLessThanOrEqual(scroll.viewport)
    const since = await profile.getByText('Member since').locator('xpath=following-sibling::dd').textContent()
    expect(since).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    )
    await screenshot(page, 'account-long-email')
    await context.close()
  })

  it('a missing page has its own title, and without JavaScript a note says why the cart and checkout need it', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/`)
    const home = await page.title()
    const titles: string[] = []
    for (const path of ['/no-such-page', '/products/no-such-product', '/collections/no-such-collection']) {
      const response = await page.goto(`${shop().url}${path}`)
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { name: 'We could not find that' }).waitFor()
      titles.push(await page.title())
    }
    expect(titles[0]).toBe('Page not found · Vitrine Shop')
    for (const title of titles) {
      expect(title).not.toBe(home)
      expect(title).toMatch(/^(Page not found|No such \w+) · Vitrine Shop$/)
    }
    // With JavaScript on, the note is not shown.
    expect(await page.getByTestId('noscript-note').count()).toBe(0)
    await context.close()

    const noScript = await newVisitor(browser(), width, { javaScript: false })
    const plain = await noScript.newPage()
    await plain.goto(`${shop().url}/products/canvas-tote`)
    const note = plain.getByTestId('noscript-note')
    expect(await note.isVisible()).toBe(true)
    expect(await note.textContent()).toMatch(/cart, checkout and signing in need JavaScript/)
    await screenshot(plain, 'noscript-note')
    await noScript.close()
  })
})
