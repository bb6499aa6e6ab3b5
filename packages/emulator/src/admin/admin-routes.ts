import { Hono } from 'hono'
import {
  DEMO_API_KEY,
  DEMO_APP_ID,
  DEMO_CAPTCHA_TOKEN,
  DEMO_CLIENT_ID,
  DEMO_INSTANCE_ID,
  DEMO_MEMBER,
  DEMO_SITE_ID,
  WEBHOOK_AUDIENCE,
  WEBHOOK_ISSUER,
} from '../constants'
import { clearMailbox } from '../identity/mailbox'
import type { MemberControls, MemberToggles, NewMemberInput } from '../identity/member-controls'
import type { FaultRule } from '../options'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { EmulatorStats } from '../pipeline/stats'
import { placeholderSvg } from '../state/placeholder-media'
import type { WebhookDelivery } from '../webhooks/dispatcher'
import { readJsonBody } from '../wire/json-body'
import { applicationError, invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'

/** What the emulator-only endpoints control. */
export interface AdminServices {
  reset(): void
  revokeRefreshToken(refreshToken: string): boolean
  stats(): EmulatorStats
  resetStats(): void
  publicKeyPem(): Promise<string>
  members: MemberControls
  registerWebhook(url: string): void
  unregisterWebhook(url: string): void
  webhookUrls(): string[]
  deliveries(): WebhookDelivery[]
}

const TOGGLES = [
  'status',
  'emailVerified',
  'requireOwnerApproval',
  'captchaRequired',
  'passwordResetRequired',
] as const

function readToggles(body: Record<string, unknown>): MemberToggles {
  const toggles: Record<string, unknown> = {}
  for (const key of TOGGLES) if (body[key] !== undefined) toggles[key] = body[key]
  return toggles as MemberToggles
}

function readFault(body: Record<string, unknown>): FaultRule {
  const rule: FaultRule = {}
  if (typeof body['match'] === 'string') rule.match = body['match']
  if (typeof body['matchRegExp'] === 'string') rule.match = new RegExp(body['matchRegExp'])
  if (typeof body['method'] === 'string') rule.method = body['method']
  if (typeof body['status'] === 'number') rule.status = body['status']
  if (typeof body['body'] === 'string') rule.body = body['body']
  if (typeof body['delayMs'] === 'number') rule.delayMs = body['delayMs']
  if (typeof body['drop'] === 'boolean') rule.drop = body['drop']
  if (typeof body['times'] === 'number') rule.times = body['times']
  const headers = body['headers']
  if (headers && typeof headers === 'object') {
    rule.headers = Object.fromEntries(
      Object.entries(headers).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>
  }
  return rule
}

/** Emulator-only endpoints under `/_emulator/…`: mailbox, webhook key, counters, faults, members, media. */
export function emulatorAdminRoutes(context: EmulatorContext, services: AdminServices): Hono {
  const app = new Hono()
  const body = (request: Request) => readJsonBody(request, context.options.maxBodyBytes)

  app.get('/_emulator', () =>
    jsonResponse({
      origin: context.origin,
      clientId: DEMO_CLIENT_ID,
      clientIds:
        context.options.clientMode === 'any' ? 'any' : context.options.clients.map((c) => c.clientId),
      apiKey: DEMO_API_KEY,
      siteId: DEMO_SITE_ID,
      appId: DEMO_APP_ID,
      instanceId: DEMO_INSTANCE_ID,
      demoMember: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      captchaToken: DEMO_CAPTCHA_TOKEN,
      webhooks: { issuer: WEBHOOK_ISSUER, audience: WEBHOOK_AUDIENCE, urls: services.webhookUrls() },
    }),
  )

  app.get('/_emulator/mailbox', (c) => {
    const email = c.req.query('email')
    if (!email) throw invalidArgument('email', 'is required', 'REQUIRED_FIELD')
    const wanted = email.trim().toLowerCase()
    return jsonResponse(context.state.mailbox.filter((m) => m.to === wanted))
  })
  app.delete('/_emulator/mailbox', () => {
    clearMailbox(context)
    return jsonResponse({})
  })

  app.get(
    '/_emulator/webhook-public-key',
    async () =>
      new Response(await services.publicKeyPem(), {
        headers: { 'content-type': 'application/x-pem-file; charset=utf-8' },
      }),
  )
  app.get('/_emulator/webhooks', () =>
    jsonResponse({ urls: services.webhookUrls(), deliveries: services.deliveries() }),
  )
  app.post('/_emulator/webhooks', async (c) => {
    const { url } = await body(c.req.raw)
    if (typeof url !== 'string' || !URL.canParse(url))
      throw invalidArgument('url', 'must be an absolute URL', 'FORMAT')
    services.registerWebhook(url)
    return jsonResponse({ urls: services.webhookUrls() })
  })
  app.delete('/_emulator/webhooks', async (c) => {
    const { url } = await body(c.req.raw)
    if (typeof url === 'string') services.unregisterWebhook(url)
    return jsonResponse({ urls: services.webhookUrls() })
  })

  app.get('/_emulator/stats', () => jsonResponse(services.stats()))
  app.post('/_emulator/stats/reset', () => {
    services.resetStats()
    return jsonResponse(services.stats())
  })
  app.post('/_emulator/reset', () => {
    services.reset()
    return jsonResponse({})
  })

  app.post('/_emulator/tokens/revoke', async (c) => {
    const { refreshToken } = await body(c.req.raw)
    if (typeof refreshToken !== 'string')
      throw invalidArgument('refreshToken', 'is required', 'REQUIRED_FIELD')
    return jsonResponse({ revoked: services.revokeRefreshToken(refreshToken) })
  })

  app.get('/_emulator/faults', () =>
    jsonResponse(
      context.faults
        .list()
        .map((f) => ({ ...f, match: f.match === undefined ? undefined : String(f.match) })),
    ),
  )
  app.post('/_emulator/faults', async (c) => {
    context.faults.add(readFault(await body(c.req.raw)))
    return jsonResponse({ count: context.faults.list().length })
  })
  app.delete('/_emulator/faults', () => {
    context.faults.clear()
    return jsonResponse({})
  })

  app.get('/_emulator/members', () => jsonResponse(services.members.list()))
  app.post('/_emulator/members', async (c) => {
    const input = await body(c.req.raw)
    if (typeof input['email'] !== 'string') throw invalidArgument('email', 'is required', 'REQUIRED_FIELD')
    try {
      const created = await services.members.create({
        ...readToggles(input),
        email: input['email'],
        ...(typeof input['password'] === 'string' ? { password: input['password'] } : {}),
        ...(input['profile'] && typeof input['profile'] === 'object'
          ? { profile: input['profile'] as NewMemberInput['profile'] }
          : {}),
      } as NewMemberInput)
      return jsonResponse(created)
    } catch (error) {
      throw applicationError(400, 'INVALID_MEMBER', (error as Error).message)
    }
  })
  app.patch('/_emulator/members', async (c) => {
    const input = await body(c.req.raw)
    const email = c.req.query('email') ?? input['email']
    if (typeof email !== 'string' || !services.members.get(email))
      throw applicationError(404, 'MEMBER_NOT_FOUND', 'No such member')
    return jsonResponse(services.members.update(email, readToggles(input)))
  })
  app.post('/_emulator/members/approve', async (c) => {
    const { email } = await body(c.req.raw)
    if (typeof email !== 'string' || !services.members.get(email))
      throw applicationError(404, 'MEMBER_NOT_FOUND', 'No such member')
    return jsonResponse(services.members.approve(email))
  })

  app.get('/_emulator/media/:file', (c) => {
    const file = c.req.param('file')
    if (!/^[a-z0-9-]{1,80}\.svg$/.test(file)) throw applicationError(404, 'NOT_FOUND', 'No such media file')
    return new Response(placeholderSvg(file), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    })
  })

  return app
}
