import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator, type EmulatorOptions } from '@vitrine/emulator'
import { type OAuthOptions, type OAuthSession, oauth, type Tokens } from '../src/index'

/** The emulator's site origin, as a storefront configures it. */
export const HOST = 'http://127.0.0.1:4010'

/** An emulator, a session on it and a client that owns the session. */
export interface Setup {
  emulator: Emulator
  session: OAuthSession
  client: ReturnType<typeof createClient<Record<never, never>, OAuthSession>>
}

/** A fresh emulator and a session attached to a client that talks to it in process. */
export function setup(
  options: {
    emulator?: EmulatorOptions
    session?: Partial<OAuthOptions>
    /** A `fetch` in front of the emulator (to record or rewrite what crosses the wire). */
    fetch?: (emulator: Emulator) => typeof fetch
    timeout?: number
  } = {},
): Setup {
  const emulator = createEmulator(options.emulator)
  const session = oauth({ clientId: DEMO_CLIENT_ID, ...options.session })
  const client = createClient({
    host: HOST,
    fetch: options.fetch ? options.fetch(emulator) : emulator.fetch,
    auth: session,
    retry: false,
    timeout: options.timeout,
  })
  return { emulator, session, client }
}

/** Reads the current cart: an authenticated call that answers 404 until the visitor has a cart. */
export async function touch(client: Setup['client']): Promise<number> {
  try {
    await client.request({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' })
    return 200
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 404) return 404
    throw error
  }
}

/** Whether any request reached the emulator with this access token, by asking it directly. */
export async function tokenWorks(emulator: Emulator, token: string): Promise<boolean> {
  const response = await emulator.fetch(`${HOST}/_api/ecom-cart/v1/carts/current`, {
    headers: { authorization: token },
  })
  await response.text()
  return response.status !== 401
}

/** Visitor tokens straight from the emulator's token endpoint. */
export async function emulatorVisitor(emulator: Emulator): Promise<Tokens> {
  const response = await emulator.fetch(`${HOST}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
  })
  const body = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number }
  return {
    accessToken: { value: body.access_token, expiresAt: Math.floor(Date.now() / 1000) + body.expires_in },
    refreshToken: { value: body.refresh_token, role: 'visitor' },
  }
}

/** Seconds since the epoch. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/**
 * Plays the member on the emulator's hosted login page, without a browser: opens `url`, posts
 * the form with `action` (`login` or `cancel`), and returns where the page sends the browser.
 */
export async function hostedLogin(
  emulator: Emulator,
  url: string,
  credentials: { email: string; password: string } | 'cancel',
): Promise<string> {
  const page = await emulator.fetch(url)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
  if (!action) throw new Error(`no login form at ${url}: ${page.status} ${html.slice(0, 200)}`)
  const form =
    credentials === 'cancel'
      ? new URLSearchParams({ action: 'cancel' })
      : new URLSearchParams({ action: 'login', email: credentials.email, password: credentials.password })
  const answer = await emulator.fetch(new URL(action, url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  const location = answer.headers.get('location')
  if (!location) throw new Error(`the hosted login did not redirect: ${answer.status}`)
  return location
}
