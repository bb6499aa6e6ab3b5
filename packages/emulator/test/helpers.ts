import { createHash } from 'node:crypto'
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER, DEMO_SITE_ID, type Emulator } from '../src/index'

/** The platform API host, as the official client calls it. */
export const API = 'https://www.wixapis.com'

/** A JSON request. */
export function jsonRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

/** A JSON answer read by a test: arbitrary wire data. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export type Json = any

/** Calls the emulator and parses the JSON answer (or `null` for an empty body). */
export async function call(
  emulator: Pick<Emulator, 'fetch'>,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await emulator.fetch(
    jsonRequest(method, url.startsWith('http') ? url : `${API}${url}`, body, headers),
  )
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers }
}

/** Anonymous visitor tokens. */
export async function visitorTokens(
  emulator: Pick<Emulator, 'fetch'>,
): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const { status, body } = await call(emulator, 'POST', '/oauth2/token', {
    clientId: DEMO_CLIENT_ID,
    grantType: 'anonymous',
  })
  if (status !== 200) throw new Error(`anonymous grant failed: ${status}`)
  return body
}

/** The demo member's tokens: a password login, then the `authorized_client` grant. */
export async function memberTokens(
  emulator: Pick<Emulator, 'fetch'>,
  email: string = DEMO_MEMBER.email,
  password: string = DEMO_MEMBER.password,
): Promise<{ access_token: string; refresh_token: string }> {
  const visitor = await visitorTokens(emulator)
  const login = await call(
    emulator,
    'POST',
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password },
    { authorization: visitor.access_token },
  )
  if (login.body?.state !== 'SUCCESS') throw new Error(`login failed: ${JSON.stringify(login.body)}`)
  const granted = await call(
    emulator,
    'POST',
    '/oauth2/token',
    {
      grant_type: 'authorized_client',
      scope: 'offline_access',
      member_id: login.body.identity.id,
      session_token: login.body.sessionToken,
    },
    { authorization: `${visitor.access_token},${DEMO_API_KEY}` },
  )
  if (granted.status !== 200) throw new Error(`authorized_client grant failed: ${granted.status}`)
  return granted.body
}

/** Headers of an owner/app call. */
export const OWNER: Record<string, string> = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID }

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

/** The form fields of an HTML page's first form, and its action. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? ''
  const fields: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1]
    if (name) fields[name] = /value="([^"]*)"/.exec(tag)?.[1] ?? ''
  }
  return { action, fields }
}

/** Posts an HTML form (urlencoded) without following redirects. */
export function postForm(
  emulator: Pick<Emulator, 'fetch'>,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return emulator.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  )
}
