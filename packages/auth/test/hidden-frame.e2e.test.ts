/**
 * The hidden-frame login (`loginInBackground`) in headless Chromium: a real cross-origin frame
 * from the emulator, a real foreign-origin frame posting forged answers, and the 120 000 ms
 * time-out on Playwright's clock.
 */
import { DEMO_MEMBER } from '@vitrine/emulator'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bench, openShop, startBench } from './e2e-harness'

let bench: Bench

beforeAll(async () => {
  bench = await startBench()
}, 60_000)

afterAll(async () => {
  await bench?.close()
})

/** Logs in directly and starts the hidden-frame flow; its outcome lands on `window.outcome`. */
async function startBackgroundLogin(page: Page): Promise<void> {
  await page.evaluate(async (member) => {
    const result = await window.session.login(member)
    if (result.state !== 'SUCCESS') throw new Error(`login: ${result.state}`)
    const w = window as unknown as { outcome?: unknown }
    window.session.loginInBackground().then(
      (tokens) => {
        w.outcome = { ok: tokens.refreshToken.role }
      },
      (error: Error) => {
        w.outcome = { error: error.message, name: error.name }
      },
    )
  }, DEMO_MEMBER)
}

function outcome(page: Page): Promise<unknown> {
  return page
    .waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome)
    .then((handle) => handle.jsonValue())
}

const FRAME = 'iframe[title="Signing in"]'

describe('hidden-frame login in a browser', () => {
  it('turns a direct login into member tokens; frame and listener are removed', async () => {
    const context = await bench.browser.newContext()
    try {
      const page = await openShop(context, bench)
      const baseline = await page.evaluate(() => window.listeners.message)
      await startBackgroundLogin(page)
      expect(await outcome(page)).toEqual({ ok: 'member' })
      expect(await page.locator('iframe').count()).toBe(0)
      expect(await page.evaluate(() => window.listeners.message)).toBe(baseline)
      expect(await page.evaluate(() => window.session.loggedIn())).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('ignores a foreign origin’s message, another window’s and junk; takes the platform frame’s answer', async () => {
    const context = await bench.browser.newContext()
    try {
      const page = await openShop(context, bench)
      bench.emulator.resetStats()
      // Hold the platform's answer back long enough for the forgeries to arrive first.
      bench.emulator.faults.add({ match: '/oauth2/authorize', method: 'GET', delayMs: 1500, times: 1 })
      await startBackgroundLogin(page)
      const frame = page.locator(FRAME)
      await frame.waitFor({ state: 'attached' })
      const state = new URL((await frame.getAttribute('src')) as string).searchParams.get('state') as string
      const forged = JSON.stringify({ code: 'AC.forged', state })
      const received = await page.evaluate(
        async ({ foreign, forged, platform, state }) => {
          // A real frame on a foreign origin posts a forged answer with the right state.
          const seen = new Promise<string>((resolve) => {
            const spy = (event: MessageEvent) => {
              if (event.origin === foreign) {
                window.removeEventListener('message', spy)
                resolve(event.origin)
              }
            }
            window.addEventListener('message', spy)
          })
          const evil = document.createElement('iframe')
          evil.src = `${foreign}/post?data=${encodeURIComponent(forged)}`
          document.body.appendChild(evil)
          const from = await seen
          // The platform's origin, but another window; then junk of every kind.
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { code: 'AC.other', state },
              origin: platform,
              source: window,
            }),
          )
          for (const junk of [
            '',
            null,
            {},
            [],
            'x'.repeat(10 * 1024 * 1024),
            { state: 'other', code: 'AC.x' },
          ]) {
            window.dispatchEvent(new MessageEvent('message', { data: junk, origin: platform }))
          }
          evil.remove()
          return from
        },
        { foreign: bench.foreign, forged, platform: bench.platform, state },
      )
      expect(received).toBe(bench.foreign)
      expect(await outcome(page)).toEqual({ ok: 'member' })
      expect(bench.emulator.stats().tokenRequests.authorization_code).toBe(1)
      expect(await page.locator(FRAME).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('gives up after 120 000 ms with "OAuth flow timed out", removing frame, listener and timer', async () => {
    const context = await bench.browser.newContext()
    try {
      const shop = await openShopWithClock(context)
      const baseline = await shop.evaluate(() => window.listeners.message)
      // The platform's page never answers.
      bench.emulator.faults.add({ match: '/oauth2/authorize', method: 'GET', status: 204, times: 1 })
      await startBackgroundLogin(shop)
      await shop.locator(FRAME).waitFor({ state: 'attached' })
      await shop.clock.runFor(119_000)
      expect(await shop.evaluate(() => (window as unknown as { outcome?: unknown }).outcome)).toBeUndefined()
      expect(await shop.locator(FRAME).count()).toBe(1)
      await shop.clock.runFor(1_000)
      expect(await outcome(shop)).toEqual({ error: 'OAuth flow timed out', name: 'OAuthTimeoutError' })
      expect(await shop.locator(FRAME).count()).toBe(0)
      expect(await shop.evaluate(() => window.listeners.message)).toBe(baseline)
      expect(await shop.evaluate(() => window.session.loggedIn())).toBe(false)
    } finally {
      await context.close()
    }
  })
})

/** The shop in a page whose clock Playwright controls. */
async function openShopWithClock(context: import('playwright-core').BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.clock.install()
  await page.goto(`${bench.app}/`)
  await page.waitForFunction(() => window.ready === true)
  await page.evaluate(() => {
    const { oauth, localStorageStore, createClient } = window.vitrine
    window.session = oauth({ clientId: 'demo-storefront', storage: localStorageStore() })
    window.client = createClient({ host: location.origin, auth: window.session })
  })
  return page
}
