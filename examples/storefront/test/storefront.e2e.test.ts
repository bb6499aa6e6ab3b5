import { DEMO_MEMBER } from '@vitrine/emulator'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildShop,
  launchBrowser,
  mailboxCode,
  newVisitor,
  type Shop,
  screenshot,
  startShop,
  watchErrors,
} from './harness'

// The shop's production build, in headless Chromium, against the emulator over HTTP.

let built: Awaited<ReturnType<typeof buildShop>>
let shop: Shop
let browser: Browser

beforeAll(async () => {
  ;[built, browser] = await Promise.all([buildShop(), launchBrowser()])
  shop = await startShop(built.dir)
})

afterAll(async () => {
  await browser?.close()
  await shop?.close()
  built?.remove()
})

const cartCount = (page: Page) => page.getByTestId('cart-count')
const roleBadge = (page: Page) => page.getByTestId('role-badge')

async function openShop(page: Page, path = '/') {
  await page.goto(shop.url + path)
  await page.getByTestId('product-card').first().waitFor()
}

describe('the storefront', () => {
  it('browse → product → options → add → quantity → coupon → estimate → hosted checkout → thank-you', async () => {
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'checkout'

    await openShop(page)
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12)
    await screenshot(page, flow, '01-catalogue')

    // Collection filter, then search.
    await page.getByRole('button', { name: 'Apparel' }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Apparel')
    await page.getByRole('searchbox', { name: 'Search' }).fill('class')
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1)
    await screenshot(page, flow, '02-filtered')

    // The product page: choose the options, see the variant's price and availability.
    await page.getByRole('link', { name: 'Classic Tee' }).click()
    await page.getByRole('heading', { level: 1, name: 'Classic Tee' }).waitFor()
    const add = page.getByRole('button', { name: 'Add to cart' })
    expect(await page.getByRole('button', { name: 'Choose options' }).isDisabled()).toBe(true)
    await page.getByRole('radio', { name: 'XL', exact: true }).check()
    await page.getByRole('radio', { name: 'Navy' }).check()
    await expect.poll(() => page.getByTestId('availability').textContent()).toContain('Out of stock')
    await page.getByRole('radio', { name: 'M', exact: true }).check()
    await expect.poll(() => page.getByTestId('availability').textContent()).toContain('In stock')
    await page.getByRole('radio', { name: 'Black' }).check()
    expect(await page.getByTestId('product-price').textContent()).toBe('$25.00')
    await screenshot(page, flow, '03-product-options')

    // Add: the drawer opens with the line.
    await add.click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await drawer.waitFor()
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1)
    await expect.poll(() => drawer.getByTestId('line-quantity').inputValue()).toBe('1')
    await expect.poll(() => cartCount(page).textContent()).toBe('1')
    await screenshot(page, flow, '04-added')

    // Quantity: two fast clicks on "+", both land.
    const more = drawer.getByRole('button', { name: 'One more Classic Tee' })
    await more.click()
    await more.click()
    await expect.poll(() => drawer.getByTestId('line-quantity').inputValue()).toBe('3')
    await expect.poll(() => drawer.getByTestId('cart-line').textContent()).toContain('$75.00')
    await drawer.getByRole('button', { name: 'One less Classic Tee' }).click()
    await expect.poll(() => drawer.getByTestId('cart-line').textContent()).toContain('$50.00')
    await expect.poll(() => cartCount(page).textContent()).toBe('2')

    // A refused coupon, then a good one.
    await drawer.getByLabel('Coupon code').fill('NOPE')
    await drawer.getByRole('button', { name: 'Apply' }).click()
    await drawer
      .getByRole('alert')
      .filter({ hasText: /coupon/i })
      .waitFor()
    await drawer.getByLabel('Coupon code').fill('SAVE10')
    await drawer.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => drawer.getByTestId('applied-coupon').textContent()).toBe('SAVE10')
    await expect.poll(() => drawer.getByTestId('totals').textContent()).toContain('Discount')
    await screenshot(page, flow, '05-coupon')

    // Estimate: shipping options with a delivery slot and a pickup point; choose the pickup.
    await drawer.getByLabel('City').fill('New York')
    await drawer.getByLabel('Postal code').fill('10001')
    await drawer.getByLabel('Street address').fill('1 Main St')
    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click()
    await expect.poll(() => drawer.getByTestId('shipping-option').count()).toBeGreaterThanOrEqual(3)
    await drawer.getByRole('radio', { name: /Pick up/ }).check()
    await expect.poll(() => drawer.getByTestId('totals').textContent()).toMatch(/ShippingFree/)
    await expect.poll(() => drawer.getByTestId('totals').textContent()).toContain('Tax')
    const total = await drawer.getByTestId('total').textContent()
    expect(total).toMatch(/^\$\d+\.\d\d$/)
    await drawer.getByTestId('shipping-option').filter({ hasText: 'Pick up' }).scrollIntoViewIfNeeded()
    await screenshot(page, flow, '06-estimate')

    // The hosted checkout, then back to the thank-you page.
    await drawer.getByRole('button', { name: 'Check out' }).click()
    await page.waitForURL((url) => url.origin === shop.emulator.url)
    await screenshot(page, flow, '07-hosted-checkout')
    await page.getByLabel(/e-?mail/i).fill('buyer@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(`${shop.url}/thank-you**`)
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    expect(await page.getByTestId('order-id').textContent()).toBeTruthy()
    await expect.poll(() => cartCount(page).textContent()).toBe('0')
    await screenshot(page, flow, '08-thank-you')

    expect(errors).toEqual([])
    await context.close()
  })

  it('register → verify the e-mailed code → member', async () => {
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'register'
    const email = `shopper.${Date.now()}@example.com`

    await openShop(page)
    expect(await roleBadge(page).textContent()).toBe('Visitor')
    await page.getByRole('link', { name: 'Create an account' }).first().click()
    await page.getByLabel('Name').fill('Ada')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByLabel('Password').fill('correct-horse-battery')
    await screenshot(page, flow, '01-form')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
    await screenshot(page, flow, '02-code')

    // A wrong code first.
    const code = await mailboxCode(shop.emulator.url, email)
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('alert').filter({ hasText: 'not right' }).waitFor()
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => roleBadge(page).textContent(), { timeout: 15_000 }).toBe('Member')
    await screenshot(page, flow, '03-member')

    expect(errors).toEqual([])
    await context.close()
  })

  it('signs in by form, through the captcha-required state', async () => {
    shop.emulator.emulator.members.update(DEMO_MEMBER.email, { captchaRequired: true })
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'sign-in-form'
    try {
      await page.goto(`${shop.url}/account/sign-in`)
      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_MEMBER.email)
      await page.getByLabel('Password', { exact: true }).fill('wrong-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'robot' }).waitFor()
      await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password)
      await page.getByRole('checkbox', { name: /not a robot/ }).check()
      await screenshot(page, flow, '01-captcha')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect.poll(() => roleBadge(page).textContent(), { timeout: 15_000 }).toBe('Member')
      await page.getByTestId('product-card').first().waitFor()
      await screenshot(page, flow, '02-member')
    } finally {
      shop.emulator.emulator.members.update(DEMO_MEMBER.email, { captchaRequired: false })
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('resets a forgotten password through the e-mailed link, then signs in with the new one', async () => {
    const email = `forgetful.${Date.now()}@example.com`
    await shop.emulator.emulator.members.create({ email, password: 'old-password-1' })
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'password-reset'

    await page.goto(`${shop.url}/account/sign-in`)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page.getByRole('status').filter({ hasText: 'we have sent it a link' }).waitFor()
    await screenshot(page, flow, '01-link-sent')

    const link = (await (
      await fetch(`${shop.emulator.url}/_emulator/mailbox?email=${encodeURIComponent(email)}`)
    ).json()) as {
      link?: string
    }[]
    const url = link.at(-1)?.link
    expect(url?.startsWith(`${shop.url}/account/reset-password?`)).toBe(true)
    await page.goto(url as string)
    await page.getByLabel('New password').fill('new-password-2')
    await screenshot(page, flow, '02-new-password')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await page.getByRole('heading', { name: 'Password changed' }).waitFor()

    await page.getByRole('link', { name: 'Sign in' }).last().click()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('new-password-2')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => roleBadge(page).textContent(), { timeout: 15_000 }).toBe('Member')
    await screenshot(page, flow, '03-member')

    expect(errors).toEqual([])
    await context.close()
  })

  it('hosted login, then hosted logout', async () => {
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'hosted-login'

    await openShop(page)
    await page.getByRole('link', { name: 'Sign in' }).first().click()
    await page.getByRole('button', { name: 'Sign in on the secure login page' }).click()
    await page.waitForURL((url) => url.origin === shop.emulator.url)
    await screenshot(page, flow, '01-hosted-page')
    await page.getByLabel(/e-?mail/i).fill(DEMO_MEMBER.email)
    await page.getByLabel(/password/i).fill(DEMO_MEMBER.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.origin === shop.url && !url.pathname.startsWith('/callback'))
    await expect.poll(() => roleBadge(page).textContent(), { timeout: 15_000 }).toBe('Member')
    await screenshot(page, flow, '02-member')

    // Local logout, then the hosted logout page, which comes back to the shop: a new document.
    const toLogout = page.waitForRequest(
      (r) => r.isNavigationRequest() && r.url().startsWith(shop.emulator.url),
    )
    const back = page.waitForEvent(
      'framenavigated',
      (f) => f === page.mainFrame() && f.url().startsWith(shop.url),
    )
    await page.getByRole('button', { name: 'Sign out' }).click()
    await toLogout
    await back
    await page.waitForLoadState('load')
    await expect.poll(() => roleBadge(page).textContent()).toBe('Visitor')
    await page.getByTestId('product-card').first().waitFor()
    await screenshot(page, flow, '03-signed-out')

    expect(errors).toEqual([])
    await context.close()
  })

  it('works with the keyboard: the cart drawer takes the focus, keeps it, and gives it back', async () => {
    const context = await newVisitor(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)

    await openShop(page)
    const cartButton = page.getByRole('button', { name: /^Cart/ })
    await cartButton.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await drawer.waitFor()
    // Focus moved into the dialog, and Tab cycles inside it (the page behind is inert).
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    expect(
      await drawer.evaluate(
        (d) => d.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await cartButton.evaluate((b) => b === document.activeElement)).toBe(true)

    // The skip link is the first stop and leads to the content.
    await openShop(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')

    expect(errors).toEqual([])
    await context.close()
  })

  it('is usable on a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const flow = 'phone'

    await openShop(page)
    await screenshot(page, flow, '01-catalogue')
    await page.goto(`${shop.url}/products/organic-hoodie`)
    await page.getByRole('radio', { name: 'L', exact: true }).check()
    await screenshot(page, flow, '02-product')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1)
    await expect.poll(() => drawer.getByTestId('cart-line').textContent()).toContain('Organic Hoodie')
    await screenshot(page, flow, '03-cart')
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the cart across a reload, and in step across two tabs', async () => {
    const context = await newVisitor(browser)
    const first = await context.newPage()
    const errors = watchErrors(first)
    const flow = 'two-tabs'

    await first.goto(`${shop.url}/products/ceramic-mug`)
    await first.getByRole('radio', { name: 'Terracotta' }).check()
    await first.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => cartCount(first).textContent()).toBe('1')
    await first.keyboard.press('Escape')

    await first.reload()
    await expect.poll(() => cartCount(first).textContent()).toBe('1')
    await screenshot(first, flow, '01-after-reload')

    const second = await context.newPage()
    await openShop(second)
    await expect.poll(() => cartCount(second).textContent()).toBe('1')

    // Change the quantity in the second tab: the first follows without a reload.
    await second.getByRole('button', { name: /^Cart/ }).click()
    const drawer = second.getByRole('dialog', { name: 'Your cart' })
    await drawer.getByRole('button', { name: 'One more Ceramic Mug' }).click()
    await expect.poll(() => cartCount(second).textContent()).toBe('2')
    await expect.poll(() => cartCount(first).textContent()).toBe('2')
    await screenshot(second, flow, '02-second-tab')
    await screenshot(first, flow, '03-first-tab-followed')

    expect(errors).toEqual([])
    await context.close()
  })
})
