import { createApp } from './create-app'
import type { MailMessage } from './identity/identity-records'
import { createMemberControls, type MemberControls } from './identity/member-controls'
import { attachInternals } from './internals'
import { revokeRefreshToken } from './oauth/token-service'
import { type EmulatorOptions, resolveOptions } from './options'
import type { EmulatorContext } from './pipeline/emulator-context'
import { DroppedConnection, FaultRegistry, type Faults } from './pipeline/fault-registry'
import { createRequestHandler } from './pipeline/handle-request'
import { copyStats, type EmulatorStats, emptyStats } from './pipeline/stats'
import { createState, type EmulatorState } from './state/state'
import { loadStateFile, saveStateFile } from './state/state-file'
import { type WebhookDelivery, WebhookDispatcher } from './webhooks/dispatcher'
import { EventBus, type PlatformEvent } from './webhooks/events'
import { WebhookSigner } from './webhooks/signer'
import { standardResponse } from './wire/wire-json'

/** Webhook controls of an emulator. */
export interface WebhookControls {
  /** Registers a URL every later event is delivered to. */
  register(url: string): void
  /** Stops delivering to a URL. */
  unregister(url: string): void
  /** The registered URLs. */
  urls(): string[]
  /** Every delivery so far, with its attempts and outcome. */
  deliveries(): WebhookDelivery[]
  /** Resolves when all queued deliveries have finished (delivered or out of attempts). */
  flush(): Promise<void>
  /** The public key deliveries verify with, PEM (SPKI). */
  publicKeyPem(): Promise<string>
  /** Every event the site emitted so far (delivered or not). */
  events(): PlatformEvent[]
}

/**
 * An emulator: one web-standard app behind `fetch`. Serve it over HTTP with
 * `@vitrine/emulator/node` (`listen`), or under msw with `@vitrine/emulator/msw` (`handlers`).
 */
export interface Emulator {
  /**
   * Answers a request in process. A dropped-connection fault rejects with a `TypeError`, like
   * `fetch` on a network error; an aborted `signal` rejects with its reason. Bound: pass it as a
   * custom `fetch` (`createClient({ fetch: emulator.fetch })`).
   */
  readonly fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>
  /** The public origin of hosted pages and media. */
  readonly origin: string
  /** Back to the seed data: catalogue, members, no carts, tokens, mail or counters (faults stay). */
  reset(): void
  /** Runtime fault injection. */
  readonly faults: Faults
  /** A snapshot of the counters (token requests per grant type, requests, webhook deliveries). */
  stats(): EmulatorStats
  /** Zeroes the counters. */
  resetStats(): void
  /** Messages sent to an address (verification codes, reset links), oldest first. */
  mailbox(email: string): MailMessage[]
  /** Members: create with a status, per-member toggles for captcha, owner approval, password reset. */
  readonly members: MemberControls
  /** Webhook registration and the delivery log. */
  readonly webhooks: WebhookControls
  /** Revokes a refresh token: its access tokens stop at once; refreshing gives `invalid_grant`. */
  revokeRefreshToken(refreshToken: string): boolean
  /** The live state, for assertions in tests. Treat it as read-only. */
  readonly state: EmulatorState
  /** Waits for webhook deliveries and writes the state file now. */
  flush(): Promise<void>
}

/**
 * Creates an emulator of the platform: every call of the spec at both path forms, hosted pages,
 * OAuth, identity with a mailbox, webhooks, fault injection.
 *
 * @example
 * ```ts
 * import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'
 *
 * const emulator = createEmulator({ accessTokenTtlSeconds: 5 })
 * const response = await emulator.fetch(
 *   new Request('https://www.wixapis.com/oauth2/token', {
 *     method: 'POST',
 *     headers: { 'content-type': 'application/json' },
 *     body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
 *   }),
 * )
 * const { access_token } = await response.json()
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const resolved = resolveOptions(options)
  const loaded = resolved.stateFile ? loadStateFile(resolved.stateFile) : undefined
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  let warnedFolder = false
  const recorded: PlatformEvent[] = []
  let isoAt = Number.NaN
  let iso = ''
  const save = (): void => {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = undefined
    if (!resolved.stateFile) return
    const warning = saveStateFile(resolved.stateFile, context.state)
    if (warning && !warnedFolder) context.log(`warning: ${warning}`)
    warnedFolder ||= warning !== undefined
  }
  const context: EmulatorContext = {
    options: resolved,
    state: loaded ?? createState(resolved.seed, resolved.webhooks.urls),
    origin: resolved.origin,
    stats: emptyStats(),
    clients: new Map(resolved.clients.map((client) => [client.clientId, client])),
    faults: new FaultRegistry(resolved.faults),
    events: new EventBus(),
    now: () => resolved.now(),
    nowIso: () => {
      // One string per millisecond: records made in the same instant share it.
      const now = resolved.now()
      if (now !== isoAt) {
        isoAt = now
        iso = new Date(now).toISOString()
      }
      return iso
    },
    revision: 0,
    nextSweepAt: 0,
    changed: () => {
      context.revision += 1
      context.saveLater()
    },
    saveLater: () => {
      if (!resolved.stateFile || saveTimer) return
      // A background save that fails (disk full, folder gone) is logged, never thrown from a timer.
      saveTimer = setTimeout(() => {
        try {
          save()
        } catch (error) {
          resolved.logger(`vitrine-emulator: could not save the state file: ${(error as Error).message}`)
        }
      }, 25)
      ;(saveTimer as { unref?: () => void }).unref?.()
    },
    log: resolved.logger,
  }
  if (loaded)
    for (const url of resolved.webhooks.urls)
      if (!loaded.webhookUrls.includes(url)) loaded.webhookUrls.push(url)
  const signer = new WebhookSigner(context)
  const dispatcher = new WebhookDispatcher(context, signer)
  context.events.subscribe((event) => {
    recorded.push(event)
    dispatcher.dispatch(event)
  })

  const members = createMemberControls(context)
  const reset = (): void => {
    context.state = createState(resolved.seed, context.state.webhookUrls)
    context.stats = emptyStats()
    recorded.length = 0
    dispatcher.deliveries.length = 0
    context.changed()
  }
  const webhooks: WebhookControls = {
    register: (url) => {
      if (!URL.canParse(url)) throw new TypeError(`Not an absolute URL: ${url}`)
      if (!context.state.webhookUrls.includes(url)) context.state.webhookUrls.push(url)
      context.changed()
    },
    unregister: (url) => {
      context.state.webhookUrls = context.state.webhookUrls.filter((u) => u !== url)
      context.changed()
    },
    urls: () => [...context.state.webhookUrls],
    deliveries: () => dispatcher.deliveries.map((d) => ({ ...d })),
    flush: () => dispatcher.flush(),
    publicKeyPem: () => signer.publicKeyPem(),
    events: () => [...recorded],
  }
  const handle = createRequestHandler(
    context,
    createApp(context, {
      reset,
      revokeRefreshToken: (token) => revokeRefreshToken(context, token),
      stats: () => copyStats(context.stats),
      resetStats: () => {
        context.stats = emptyStats()
      },
      publicKeyPem: () => signer.publicKeyPem(),
      members,
      registerWebhook: webhooks.register,
      unregisterWebhook: webhooks.unregister,
      webhookUrls: webhooks.urls,
      deliveries: webhooks.deliveries,
    }),
  )

  const answer = async (request: Request): Promise<Response> => {
    try {
      return standardResponse(await handle(request))
    } catch (error) {
      if (error instanceof DroppedConnection) throw new TypeError('fetch failed', { cause: error })
      throw error
    }
  }

  const emulatorFetch = (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request && init === undefined) return answer(input)
    // The caller's signal is watched here rather than copied into the new Request: a Request
    // follows its signal until a GC finaliser runs, and finalisers wait for the event loop to
    // turn, so a loop of calls that never yields would pile them up (and slow every abort).
    const signal = init?.signal ?? undefined
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), context.origin),
      signal ? { ...init, signal: undefined } : init,
    )
    if (!signal) return answer(request)
    if (signal.aborted) return Promise.reject(signal.reason)
    return new Promise<Response>((resolve, reject) => {
      const onAbort = (): void => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      answer(request)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort))
    })
  }

  const emulator: Emulator = {
    fetch: emulatorFetch,
    get origin(): string {
      return context.origin
    },
    reset,
    faults: context.faults,
    stats: () => copyStats(context.stats),
    resetStats: () => {
      context.stats = emptyStats()
    },
    mailbox: (email) => context.state.mailbox.filter((m) => m.to === email.trim().toLowerCase()),
    members,
    webhooks,
    revokeRefreshToken: (token) => revokeRefreshToken(context, token),
    get state(): EmulatorState {
      return context.state
    },
    flush: async () => {
      await dispatcher.flush()
      save()
    },
  }
  return attachInternals(emulator, {
    handle,
    adoptOrigin: (origin) => {
      if (options.origin === undefined) context.origin = origin
    },
    save,
  })
}
