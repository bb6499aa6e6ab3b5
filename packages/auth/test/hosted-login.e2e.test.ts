/**
 * Hosted login in headless Chromium against the emulator over HTTP: the redirect to the
 * platform's login page, the callback, the cleaned URL, and a replayed callback.
 */
import { DEMO_MEMBER } from '@vitrine/emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bench, openShop, startBench, touchCart } from './e2e-harness'

let bench: Bench

beforeAll(async () => {
  bench = await startBench()
}, 60_000)

afterAll(async () => {
  await bench?.close()
})

describe('hosted login in a browser', () => {
  for (const responseMode of ['fragment', 'query'] as const) {
    it(`redirects to the hosted page and back (${responseMode}); the member's session survives the navigation`, async () => {
      const context = await bench.browser.newContext()
      try {
        const page = await openShop(context, bench)
        await touchCart(page)
        await page.evaluate(
          ({ redirectUri, responseMode }) => {
            void window.session.loginWithRedirect({ redirectUri, responseMode, originalUri: '/account' })
          },
          { redirectUri: `${bench.app}/callback?from=shop`, responseMode },
        )
        await page.waitForURL(`${bench.platform}/oauth2/authorize**`)
        await page.fill('#email', DEMO_MEMBER.email)
        await page.fill('#password', DEMO_MEMBER.password)
        await page.click('button[value="login"]')
        await page.waitForURL(`${bench.app}/callback**`)
        expect(page.url()).toMatch(responseMode === 'query' ? /\?from=shop&code=/ : /#code=/)

        await page.waitForFunction(() => window.ready === true)
        const result = await page.evaluate(async () => {
          const { oauth, localStorageStore, createClient } = window.vitrine
          window.session = oauth({ clientId: 'demo-storefront', storage: localStorageStore() })
          window.client = createClient({ host: location.origin, auth: window.session })
          const { originalUri } = await window.session.handleRedirect()
          return { originalUri, loggedIn: window.session.loggedIn(), href: location.href }
        })
        expect(result).toEqual({
          originalUri: '/account',
          loggedIn: true,
          href: `${bench.app}/callback?from=shop`,
        })
        // Calls now go out as the member.
        expect(await touchCart(page)).toEqual(expect.any(String))
        expect(await page.evaluate(() => window.session.role)).toBe('member')

        // A reload with the old callback URL (or a second tab) cannot use the code again.
        const replay = await page.evaluate(async (url) => {
          try {
            await window.session.handleRedirect(url)
            return 'exchanged twice'
          } catch (error) {
            return (error as Error).message
          }
        }, `${bench.app}/callback?code=AC.reused&state=whatever`)
        expect(replay).toBe('Invalid _state')
      } finally {
        await context.close()
      }
    })
  }

  it('a cancelled hosted login comes back as a typed OAuth error', async () => {
    const context = await bench.browser.newContext()
    try {
      const page = await openShop(context, bench)
      await page.evaluate((redirectUri) => {
        void window.session.loginWithRedirect({ redirectUri })
      }, `${bench.app}/callback`)
      await page.waitForURL(`${bench.platform}/oauth2/authorize**`)
      await page.click('button[value="cancel"]')
      await page.waitForURL(`${bench.app}/callback**`)
      await page.waitForFunction(() => window.ready === true)
      const outcome = await page.evaluate(async () => {
        const { oauth, localStorageStore } = window.vitrine
        const session = oauth({ clientId: 'demo-storefront', storage: localStorageStore() })
        window.vitrine.createClient({ host: location.origin, auth: session })
        try {
          await session.handleRedirect()
          return 'logged in'
        } catch (error) {
          const e = error as { name: string; oauthError: string; description: string }
          return { name: e.name, oauthError: e.oauthError, description: e.description, href: location.href }
        }
      })
      expect(outcome).toEqual({
        name: 'OAuthError',
        oauthError: 'access_denied',
        description: 'The member cancelled the login',
        href: `${bench.app}/callback`,
      })
    } finally {
      await context.close()
    }
  })
})
