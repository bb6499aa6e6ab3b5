/**
 * Two tabs of one storefront in headless Chromium, sharing `localStorage`: a refresh at the
 * same moment in both makes one token request (Web Locks, and the localStorage lock where Web
 * Locks are missing), both tabs converge, and a login or logout in one is seen in the other.
 */
import { DEMO_MEMBER } from '@vitrine/emulator'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bench, openShop, startBench, touchCart } from './e2e-harness'

let bench: Bench

beforeAll(async () => {
  bench = await startBench()
}, 60_000)

afterAll(async () => {
  await bench?.close()
})

async function twoTabs(context: BrowserContext): Promise<[Page, Page]> {
  const a = await openShop(context, bench)
  const b = await openShop(context, bench)
  return [a, b]
}

const tokensOf = (page: Page) => page.evaluate(() => window.session.getTokens())

async function refreshBothAtOnce(context: BrowserContext): Promise<void> {
  const [a, b] = await twoTabs(context)
  await touchCart(a)
  // Tab A's token expires; tab B learns it from the shared storage.
  await a.evaluate(async () => {
    const tokens = window.session.getTokens()
    await window.session.setTokens({ ...tokens, accessToken: { value: 'expired', expiresAt: 1 } })
  })
  await b.waitForFunction(() => window.session.getTokens().accessToken.value === 'expired')
  bench.emulator.resetStats()
  // A slow token endpoint makes sure both tabs ask while the first refresh is in flight.
  bench.emulator.faults.add({ match: '/oauth2/token', delayMs: 300, times: 1 })
  const [cartA, cartB] = await Promise.all([touchCart(a), touchCart(b)])
  expect(bench.emulator.stats().tokenRequests).toMatchObject({ total: 1, refresh_token: 1 })
  expect(cartA).toBe(cartB)
  const [tokensA, tokensB] = await Promise.all([tokensOf(a), tokensOf(b)])
  expect(tokensA).toEqual(tokensB)
  expect(tokensA.accessToken.value).not.toBe('expired')
  const stored = await a.evaluate(() => JSON.parse(localStorage.getItem('vitrine.session') ?? 'null'))
  expect(stored).toEqual(tokensA)
}

describe('two tabs', () => {
  it('refreshing at the same moment make one refresh and converge (Web Locks)', async () => {
    const context = await bench.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${bench.app}/`)
      expect(await page.evaluate(() => typeof navigator.locks?.request)).toBe('function')
      await page.close()
      await refreshBothAtOnce(context)
    } finally {
      await context.close()
    }
  })

  it('refreshing at the same moment make one refresh and converge (localStorage lock, no Web Locks)', async () => {
    const context = await bench.browser.newContext()
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined })
    })
    try {
      const page = await context.newPage()
      await page.goto(`${bench.app}/`)
      expect(await page.evaluate(() => navigator.locks)).toBeUndefined()
      await page.close()
      await refreshBothAtOnce(context)
    } finally {
      await context.close()
    }
  })

  it('a login in one tab is seen in the other, and so is the logout', async () => {
    const context = await bench.browser.newContext()
    try {
      const [a, b] = await twoTabs(context)
      await touchCart(b)
      await a.evaluate(async (member) => {
        const result = await window.session.login(member)
        if (result.state !== 'SUCCESS') throw new Error(result.state)
        await window.session.loginInBackground()
      }, DEMO_MEMBER)
      await b.waitForFunction(() => window.session.loggedIn())
      expect(await b.evaluate(() => window.changes.at(-1))).toEqual({
        role: 'member',
        previousRole: 'visitor',
        reason: 'other-tab',
      })
      expect(await tokensOf(b)).toEqual(await tokensOf(a))
      await a.evaluate(() => window.session.logout())
      await b.waitForFunction(() => window.session.role === 'none')
    } finally {
      await context.close()
    }
  })
})
