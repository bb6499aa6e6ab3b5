// The forms' zod schemas (`@vitrine/cart/schemas`) in the production build: loaded with the forms
// only — no page carries zod up front; the registration form loads it with its first check — and
// their per-field messages shown in Chromium, on the registration and account pages.
import { describe, expect, it } from 'vitest'
import { browserPerFile, createMember, hydratedElement, newVisitor, shopPerSuite } from './harness'

const browser = browserPerFile()

/** The scripts a page at `url` loads up front (module scripts and preloads), each with its text. */
async function scriptsOf(url: string): Promise<{ src: string; text: string }[]> {
  const html = await (await fetch(url)).text()
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    const src = /src="([^"]+)"/.exec(tag)?.[1]
    if (src && !/\snomodule\b/i.test(tag)) sources.add(src)
  }
  for (const [tag] of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (href && /as="script"|modulepreload/.test(tag)) sources.add(href)
  }
  return Promise.all(
    [...sources].map(async (src) => ({ src, text: await (await fetch(new URL(src, url))).text() })),
  )
}

/** Whether any script carries zod: every zod 4 schema keeps its internals under `_zod`, which no minifier renames. */
const carriesZod = (scripts: { text: string }[]) => scripts.some(({ text }) => text.includes('_zod'))

describe('form schemas', () => {
  const shop = shopPerSuite()

  it('load with the forms only: no page carries zod up front, the registration form loads it once used', async () => {
    for (const path of ['/', '/collections/accessories', '/products/canvas-tote', '/register']) {
      const scripts = await scriptsOf(`${shop().url}${path}`)
      expect(scripts.length, path).toBeGreaterThan(0)
      expect(carriesZod(scripts), path).toBe(false)
    }
    // In the browser, the first check of the registration form loads the SDK's schema, and with it zod.
    const context = await newVisitor(browser(), 1280)
    const page = await context.newPage()
    const loaded: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) loaded.push(response.text().catch(() => ''))
    })
    await page.goto(`${shop().url}/register`)
    const create = await hydratedElement(page.getByRole('button', { name: 'Create account' }))
    expect(carriesZod((await Promise.all(loaded)).map((text) => ({ text }))), 'before the form is used').toBe(
      false,
    )
    await page.getByLabel('E-mail').fill('ann@localhost')
    await create.click()
    await page.getByText('Enter a valid e-mail address, like name@example.com.').first().waitFor()
    expect(carriesZod((await Promise.all(loaded)).map((text) => ({ text }))), 'once the form is used').toBe(
      true,
    )
    await context.close()
  })

  it('the account page’s password change names what to fix, the rule first, then a repeat that differs', async () => {
    const email = 'schema-member@example.com'
    await createMember(shop(), email, 'first-secret')
    const context = await newVisitor(browser(), 1280)
    const page = await context.newPage()
    await page.goto(`${shop().url}/sign-in?returnTo=/account`)
    await (await hydratedElement(page.getByRole('button', { name: 'Sign in', exact: true }))).waitFor()
    await page.getByLabel('E-mail').locator('visible=true').fill(email)
    await page.getByLabel('Password').locator('visible=true').fill('first-secret')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/account')

    const change = await hydratedElement(page.getByRole('button', { name: 'Change password' }))
    const password = page.getByLabel('New password', { exact: true })
    const repeat = page.getByLabel('New password, again')
    await password.fill('abc')
    await repeat.fill('abc')
    await change.click()
    await page.getByText('The password must have at least 4 characters.').waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')

    await password.fill('second-secret')
    await repeat.fill('second-secreT')
    await change.click()
    await page.getByText('The two passwords are not the same.').waitFor()
    expect(await page.getByText('The password must have at least 4 characters.').count()).toBe(0)

    await repeat.fill('second-secret')
    await change.click()
    await page.getByText('Your password is changed.').waitFor()
    await context.close()
  })
})
