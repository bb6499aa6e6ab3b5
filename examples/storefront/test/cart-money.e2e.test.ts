// Money a shopper can trust, in Chromium at 390 px and 1280 px against the production build:
// quantity fields that take what is typed (and send one change when the shopper is done), line
// totals and totals that follow a change at once on a slow network, the drawer opening at once,
// the delivery option kept across a reload and used by the hosted checkout, the estimate's field
// messages, focus coming back to what opened the drawer or the menu, and a clean URL after the
// hosted checkout's way back.
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  browserPerFile,
  hydratedElement,
  newVisitor,
  type Shop,
  screenshot,
  shopPerSuite,
  WIDTHS,
} from './harness'

/** Page content on screen (Next.js keeps the page navigated away from, hidden). */
const VISIBLE = 'visible=true'

const browser = browserPerFile()

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Your cart' })

/** Counts the cart writes of one kind the page sends to the platform (`add-to-cart`, …). */
function countRequests(page: Page, path: string): { count(): number } {
  let count = 0
  page.on('request', (request) => {
    if (request.url().includes(path) && request.method() === 'POST') count++
  })
  return { count: () => count }
}

/** Opens a product page and waits until its form is live (hydrated). */
async function openProduct(page: Page, shop: Shop, slug: string): Promise<void> {
  await page.goto(`${shop.url}/products/${slug}`)
  await hydratedElement(page.getByLabel('Quantity').locator(VISIBLE))
}

/** What has focus, as a shopper would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    return active === document.body
      ? 'body'
      : (active?.getAttribute('aria-label') ?? active?.textContent ?? '')
  })

/** Puts one Canvas Tote Bag ($18, 40 in stock) in the cart from its page; the drawer shows it. */
async function addTote(page: Page, shop: Shop): Promise<void> {
  await openProduct(page, shop, 'canvas-tote')
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect.poll(() => drawerOf(page).getByTestId('line-total').textContent()).toBe('$18.00')
  await expect.poll(() => drawerOf(page).locator('[data-estimating]').count()).toBe(0)
}

/** Fills the drawer's estimate form with a New York address and asks for the estimate. */
async function estimateToNewYork(drawer: Locator): Promise<void> {
  await drawer.getByLabel('City').fill('New York')
  await drawer.getByLabel('Postal code').fill('10001')
  await drawer.getByLabel('Street address').fill('1 Main St')
  await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click()
}

describe.each(WIDTHS)('money in the cart at %i px', (width) => {
  const shopOf = shopPerSuite()
  const slowdowns: (() => void)[] = []
  afterEach(() => {
    for (const remove of slowdowns.splice(0)) remove()
  })
  /** Makes the platform answer a kind of request `ms` late (Slow 4G and a busy platform). */
  const slow = (path: string, ms: number) =>
    slowdowns.push(shopOf().emulator.emulator.faults.add({ match: path, delayMs: ms }))

  it('adds 3 tees for $75 when the shopper clears the quantity and types 3 (not 13 for $325)', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await openProduct(page, shop, 'classic-tee')
    await page.getByRole('radio', { name: 'M', exact: true }).check()
    await page.getByRole('radio', { name: 'Black' }).check()
    const adds = countRequests(page, '/add-to-cart')
    const quantity = page.getByLabel('Quantity').locator(VISIBLE)
    await quantity.click()
    await quantity.press('End')
    await quantity.press('Backspace')
    // Cleared, the field stays empty: it does not turn back into "1".
    expect(await quantity.inputValue()).toBe('')
    await page.waitForTimeout(800) // longer than the pause after which typing is taken
    expect(await quantity.inputValue()).toBe('')
    // An empty field is never added as 1: the shopper is told what to enter.
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect
      .poll(() => page.getByTestId('quantity-limit').locator(VISIBLE).textContent())
      .toMatch(/^Enter a quantity from 1 to \d+\./)
    expect(await quantity.getAttribute('aria-invalid')).toBe('true')
    expect(await drawerOf(page).isVisible()).toBe(false)
    expect(adds.count()).toBe(0)

    await quantity.pressSequentially('3', { delay: 50 })
    expect(await quantity.inputValue()).toBe('3')
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const drawer = drawerOf(page)
    await expect.poll(() => drawer.getByTestId('line-quantity').inputValue()).toBe('3')
    await expect.poll(() => drawer.getByTestId('line-total').textContent()).toBe('$75.00')
    await expect.poll(() => drawer.locator('[data-estimating]').count()).toBe(0)
    expect(await drawer.getByTestId('subtotal').textContent()).toBe('$75.00')
    expect(adds.count()).toBe(1)
    await screenshot(page, 'cart-three-tees')
    await context.close()
  })

  it('changes a cart line to 13 (not 12) with one request once the shopper is done typing', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await addTote(page, shop)
    const drawer = drawerOf(page)
    const changes = countRequests(page, '/update-line-items-quantity')
    const quantity = drawer.getByTestId('line-quantity')
    await quantity.click()
    await quantity.press('End')
    await quantity.press('Backspace')
    expect(await quantity.inputValue()).toBe('') // not "1"
    await quantity.pressSequentially('13', { delay: 80 })
    expect(await quantity.inputValue()).toBe('13')
    await quantity.press('Enter')
    await expect.poll(() => drawer.getByTestId('line-total').textContent()).toBe('$234.00')
    await expect.poll(() => drawer.locator('[data-estimating]').count()).toBe(0)
    expect(await quantity.inputValue()).toBe('13')
    expect(changes.count()).toBe(1)

    // A pause is enough (no blur, no Enter): 13 → 12, one more request.
    await quantity.press('Backspace')
    await quantity.pressSequentially('2', { delay: 80 })
    await expect.poll(() => drawer.getByTestId('line-total').textContent()).toBe('$216.00')
    expect(await quantity.inputValue()).toBe('12')
    await page.waitForTimeout(800)
    expect(changes.count()).toBe(2)

    // Cleared and left: nothing is sent, the field says what to enter, the cart keeps 12.
    await quantity.fill('')
    await drawer.getByRole('heading', { name: 'Shipping and tax' }).click()
    expect(await drawer.getByTestId('line-quantity-problem').textContent()).toBe(
      'Enter a quantity from 1 to 40.',
    )
    expect(await quantity.getAttribute('aria-invalid')).toBe('true')
    await page.waitForTimeout(800)
    expect(changes.count()).toBe(2)
    expect(await drawer.getByTestId('line-total').textContent()).toBe('$216.00')

    // More than the stock: lowered to it, with the cart's message.
    await quantity.fill('55')
    await quantity.press('Enter')
    await expect.poll(() => quantity.inputValue()).toBe('40')
    expect(await drawer.getByText('That is all we have.').count()).toBe(1)
    await expect.poll(() => drawer.getByTestId('line-total').textContent()).toBe('$720.00')
    expect(changes.count()).toBe(3)
    await context.close()
  })

  it('shows the new line total and total at once on a slow network, then the platform’s', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await addTote(page, shop)
    const drawer = drawerOf(page)
    const settledTotal = await drawer.getByTestId('total').textContent()
    expect(settledTotal).toMatch(/^\$\d+\.\d\d$/)

    slow('/update-line-items-quantity', 3000)
    slow('/estimate-totals', 3000)
    await drawer.getByRole('button', { name: 'One more Canvas Tote Bag' }).click()
    // At once, worked out from the price — before the platform (3 s late) answered, as the marks
    // below say: the line, the subtotal and a total (never "—").
    await expect.poll(() => drawer.getByTestId('line-total').textContent(), { timeout: 2000 }).toBe('$36.00')
    expect(await drawer.getByTestId('subtotal').textContent()).toBe('$36.00')
    const estimated = await drawer.getByTestId('total').textContent()
    expect(estimated).toMatch(/^\$\d+\.\d\d$/)
    expect(estimated).not.toBe(settledTotal)
    expect(await drawer.getByTestId('total').getAttribute('data-estimating')).toBe('')
    expect(await drawer.getByTestId('line-total').getAttribute('data-estimating')).toBe('')
    await screenshot(page, 'cart-estimating')
    // Then the platform's figures, unmarked.
    await expect.poll(() => drawer.locator('[data-estimating]').count(), { timeout: 10_000 }).toBe(0)
    expect(await drawer.getByTestId('line-total').textContent()).toBe('$36.00')
    expect(await drawer.getByTestId('subtotal').textContent()).toBe('$36.00')
    expect(await drawer.getByTestId('total').textContent()).toMatch(/^\$\d+\.\d\d$/)
    await context.close()
  })

  it('opens the drawer at once on “Add to cart”, the line pending, before the platform answers', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await openProduct(page, shop, 'canvas-tote')
    slow('/add-to-cart', 3000)
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const drawer = drawerOf(page)
    await drawer.waitFor({ timeout: 2000 })
    // Open before the platform (3 s late) answered: the line is still pending in it.
    expect(await drawer.getByTestId('cart-line').getAttribute('class')).toContain('line-pending')
    expect(await drawer.getByTestId('total').textContent()).not.toBe('—')
    await screenshot(page, 'cart-adding')
    await expect
      .poll(() => drawer.getByTestId('line-total').textContent(), { timeout: 10_000 })
      .toBe('$18.00')
    expect(await drawer.getByTestId('cart-line').getAttribute('class')).not.toContain('line-pending')
    await context.close()
  })

  it('refuses to estimate without a city, postal code and street, saying which is missing', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await addTote(page, shop)
    const drawer = drawerOf(page)
    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click()
    expect(await drawer.getByTestId('address-problem').allTextContents()).toEqual([
      'Enter a city.',
      'Enter a postal code.',
      'Enter a street address.',
    ])
    expect(await drawer.getByLabel('City').getAttribute('aria-invalid')).toBe('true')
    expect(await drawer.getByLabel('City').evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await drawer.getByTestId('shipping-option').count()).toBe(0)
    await screenshot(page, 'estimate-missing')

    // Spaces are no city either; the fields filled lose their message.
    await drawer.getByLabel('City').fill('   ')
    await drawer.getByLabel('Postal code').fill('10001')
    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click()
    expect(await drawer.getByTestId('address-problem').allTextContents()).toEqual([
      'Enter a city.',
      'Enter a street address.',
    ])
    await estimateToNewYork(drawer)
    await expect.poll(() => drawer.getByTestId('shipping-option').count()).toBe(3)
    expect(await drawer.getByTestId('address-problem').count()).toBe(0)
    await context.close()
  })

  it('keeps Express across a reload, charges it at checkout, and “Back to the shop” leaves a clean URL', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await addTote(page, shop)
    let drawer = drawerOf(page)
    await estimateToNewYork(drawer)
    await drawer.getByRole('radio', { name: /Express delivery/ }).check()
    await expect.poll(() => drawer.getByTestId('totals').textContent()).toMatch(/Shipping\$15\.00/)
    await expect.poll(() => drawer.locator('[data-estimating]').count()).toBe(0)
    const total = await drawer.getByTestId('total').textContent()

    await page.reload()
    await (await hydratedElement(page.getByRole('button', { name: /^Cart/ }))).click()
    drawer = drawerOf(page)
    await expect
      .poll(() => drawer.getByRole('radio', { name: /Express delivery/ }).isChecked(), { timeout: 10_000 })
      .toBe(true)
    await expect.poll(() => drawer.getByTestId('totals').textContent()).toMatch(/Shipping\$15\.00/)
    await expect.poll(() => drawer.getByTestId('total').textContent()).toBe(total)
    await screenshot(page, 'cart-express-after-reload')

    await drawer.getByRole('button', { name: 'Check out' }).click()
    await page.waitForURL((url) => url.origin === shop.emulator.url)
    const summary = page.getByRole('table', { name: 'Order summary' })
    expect(await summary.getByRole('row', { name: /^Shipping/ }).textContent()).toBe('Shipping$15.00')
    expect(await summary.getByRole('row', { name: /^Total/ }).textContent()).toBe(`Total${total}`)
    await page.locator('#email').fill('express@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/thank-you\?/)

    // The hosted page's way back opens the drawer once; the address it leaves does not reopen it.
    await page.goBack()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.waitForURL((url) => url.origin === shop.url)
    await drawerOf(page).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await drawerOf(page).getByRole('button', { name: 'Close the cart' }).click()
    await page.reload()
    await hydratedElement(page.getByRole('button', { name: /^Cart/ }))
    await page.waitForTimeout(500)
    expect(await drawerOf(page).isVisible()).toBe(false)
    await context.close()
  })

  it('gives focus back to “Add to cart”, the cart button and the menu button, and holds the page still behind the drawer', async () => {
    const shop = shopOf()
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await openProduct(page, shop, 'canvas-tote')
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const drawer = drawerOf(page)
    await drawer.getByTestId('line-total').waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toBe('Add to cart')

    // The cart button, closed with the drawer's own button.
    const cartButton = page.getByRole('button', { name: /^Cart/ })
    await cartButton.click()
    await drawer.getByTestId('line-total').waitFor()
    await drawer.getByRole('button', { name: 'Close the cart' }).click()
    await expect.poll(() => cartButton.evaluate((button) => button === document.activeElement)).toBe(true)

    // The page behind the open drawer does not scroll.
    await page.goto(shop.url)
    const button = await hydratedElement(page.getByRole('button', { name: /^Cart/ }))
    await button.click()
    await drawer.waitFor()
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(5, 400)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)

    if (width < 600) {
      // The phone menu: Escape from a link inside it gives focus back to its button.
      await page.evaluate(() => window.scrollTo(0, 0))
      const menu = page.getByRole('button', { name: 'Menu' })
      await menu.click()
      await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'All products' }).focus()
      await page.keyboard.press('Escape')
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
      await expect.poll(() => menu.evaluate((element) => element === document.activeElement)).toBe(true)
    }
    await context.close()
  })
})
