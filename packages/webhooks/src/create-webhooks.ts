import { checkInput, inputValue } from '@vitrine/core/module'
import { compactVerify } from 'jose'
import { ServicePluginError, WebhookVerificationError } from './errors'
import { escapeForLog } from './escape-for-log'
import { type ClaimRules, type Claims, checkClaims, readClaims } from './lib/check-claims'
import { bounded, decodeDelivery, invalidPayload, objectAt } from './lib/decode-delivery'
import { fromJoseError } from './lib/from-jose-error'
import { importPublicKey, type VerificationKey } from './lib/import-public-key'
import { readInput, unreadable } from './lib/read-input'
import { readNodeBody } from './lib/read-node-body'
import { statusOf } from './lib/respond'
import { memorySeenStore } from './memory-seen-store'
import type { ServicePluginMetadata, ServicePluginMethod, ServicePlugins } from './service-plugins'
import type { AnyWebhookEvent, WebhookEvent } from './webhook-event'
import type { EventHandler, WebhookInput, Webhooks, WebhooksOptions } from './webhooks'

/** The default reporter: one line, whatever the error's text holds (a handler's error may quote a delivery). */
function reportToConsole(error: unknown): void {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  console.warn(
    escapeForLog(
      `[@vitrine/webhooks] ${typeof code === 'string' ? `${code}: ` : ''}${String(message ?? error)}`,
    ),
  )
}

function unexpected(event: AnyWebhookEvent): WebhookVerificationError {
  return new WebhookVerificationError(
    'UNEXPECTED_EVENT_TYPE',
    `Unexpected event type: ${event.eventType.slice(0, 200)}`,
    {
      eventType: event.eventType,
      eventId: event.eventId,
    },
  )
}

/** A byte count or a lifetime in seconds. */
const positiveWhole = /* @__PURE__ */ inputValue(
  (v) => Number.isSafeInteger(v) && (v as number) > 0,
  'a positive whole number',
)

/**
 * Creates the verifier of the platform's signed deliveries (webhooks and service plugins).
 * The public key is checked now (format, type, RSA ≥ 2048 bits: an `InvalidInputError` naming
 * the field) and imported once.
 *
 * @param options - the public key and the verification policy.
 * @returns the verifier, its handler registry and HTTP adapters.
 * @example
 * ```ts
 * import { createWebhooks } from '@vitrine/webhooks'
 *
 * const webhooks = createWebhooks({ publicKey: process.env.WEBHOOK_PUBLIC_KEY! })
 *
 * webhooks.on('wix.ecom.v1.cart_created', async (event) => {
 *   console.log('cart', event.entity.id, 'created at', event.entity.createdDate)
 * })
 *
 * // Next.js route handler, edge runtimes, Bun, Deno…
 * export const POST = webhooks.handler()
 * ```
 */
export function createWebhooks(options: WebhooksOptions): Webhooks {
  const {
    publicKey,
    algorithms = ['RS256'],
    issuer,
    audience,
    clockTolerance = 5,
    maxBytes = 262_144,
    maxExpiresIn = 604_800,
    seenStore = memorySeenStore(),
    onError = reportToConsole,
  } = options
  checkInput(
    [
      inputValue((v) => typeof v === 'number' && v >= 0 && v <= 60, 'a number of seconds from 0 to 60'),
      clockTolerance,
      'clockTolerance',
    ],
    [positiveWhole, maxBytes, 'maxBytes'],
    [positiveWhole, maxExpiresIn, 'maxExpiresIn'],
  )

  let key: VerificationKey | undefined
  const keyReady = importPublicKey(publicKey, algorithms).then((imported) => (key = imported))
  keyReady.catch(() => {}) // surfaced by the first verification, never as an unhandled rejection

  const verifyOptions = { algorithms: [...algorithms] }
  const rules: ClaimRules = {
    issuer: typeof issuer === 'string' ? [issuer] : issuer && [...issuer],
    audience: typeof audience === 'string' ? [audience] : audience && [...audience],
    clockTolerance,
    maxExpiresIn,
  }

  const report = (error: unknown): void => {
    try {
      onError(error)
    } catch {
      // a reporter that throws must not turn an answer into a crash
    }
  }

  /**
   * Verifies a delivery — the size cap first, then the signature (jose's `compactVerify`, with
   * the algorithm allow-list), then the claims ({@link checkClaims}) — and, with `decode`,
   * decodes its event. WebCrypto checks the signature off the main thread (jose hands it over
   * within a tick): the claims are parsed and the event decoded meanwhile, so that decoding adds
   * (almost) no latency. That early result is used only once jose has verified this very payload
   * segment, and a decoding error only counts if verification and the claims checks succeeded.
   * Only small tokens are read early, so that a forged token never costs more parsing than a
   * signature check; bigger ones are read from jose's verified payload.
   */
  async function verified(input: WebhookInput, decode?: boolean): Promise<[Claims, AnyWebhookEvent]> {
    // Strings (the common case) skip the async reader.
    const token =
      typeof input === 'string' && input.length <= maxBytes ? input.trim() : await readInput(input, maxBytes)
    // A key WebCrypto refused rejects here with an InvalidInputError: not the delivery's fault.
    const verifying = compactVerify(token, key ?? (await keyReady), verifyOptions)
    let claims: unknown
    let early: AnyWebhookEvent | undefined
    let earlyError: unknown
    if (token.length <= 16_384) {
      verifying.catch(() => {}) // awaited below: never reported as unhandled meanwhile
      await undefined
      await undefined
      claims = readClaims(token.split('.')[1] ?? '')
      try {
        if (decode && claims) early = decodeDelivery(claims as Claims, token)
      } catch (error) {
        earlyError = error
      }
    }
    let result: Awaited<typeof verifying>
    try {
      result = await verifying
    } catch (error) {
      throw fromJoseError(error)
    }
    // An unencoded payload (RFC 7797) is no JWT: the claims would not be what was decoded above.
    if (result.protectedHeader.b64 === false) throw unreadable('the payload is not base64url-encoded')
    const checked = checkClaims(claims ?? readClaims(result.payload), rules)
    if (earlyError !== undefined) throw earlyError
    return [checked, (decode && (early ?? decodeDelivery(checked, token))) as AnyWebhookEvent]
  }

  const typeHandlers = new Map<string, EventHandler<never>[]>()
  const anyHandlers: EventHandler<AnyWebhookEvent>[] = []

  function subscribe<H>(list: H[], handler: H): () => void {
    list.push(handler)
    return () => {
      const at = list.indexOf(handler)
      if (at >= 0) list.splice(at, 1)
    }
  }

  async function process(input: WebhookInput): Promise<AnyWebhookEvent> {
    const [claims, event] = await verified(input, true)
    const known = !('payload' in event)
    if (!known && anyHandlers.length === 0) throw unexpected(event)
    // The id is remembered as long as this token is accepted: until `exp` plus the tolerance.
    const expiresAt = new Date(((claims.exp as number) + clockTolerance) * 1000)
    if (seenStore && !(await seenStore.add(event.eventId, expiresAt))) {
      throw new WebhookVerificationError('DUPLICATE', `Duplicate delivery of event ${event.eventId}`, {
        eventType: event.eventType,
        eventId: event.eventId,
      })
    }
    const handlers = [
      ...(typeHandlers.get(event.eventType) ?? []),
      ...anyHandlers,
    ] as EventHandler<AnyWebhookEvent>[]
    try {
      for (const handler of handlers) await handler(event)
    } catch (error) {
      if (seenStore) await Promise.resolve(seenStore.delete(event.eventId)).catch(() => {})
      throw error
    }
    // Processed: a store that only reserved the id (in case the process dies mid-handler) keeps it.
    if (seenStore) await seenStore.commit?.(event.eventId, expiresAt)
    return event
  }

  // Bodies stay empty whatever the outcome: nothing about a failure is leaked to the caller.
  const answer = async (input: WebhookInput): Promise<number> => {
    try {
      await process(input)
      return 200
    } catch (error) {
      report(error)
      return statusOf(error)
    }
  }
  const notPost = (method: string | undefined): boolean => (method ?? 'POST').toUpperCase() !== 'POST'

  const plugins = new Map<string, Record<string, ServicePluginMethod>>()

  const servicePlugins: ServicePlugins = {
    register(componentType, methods) {
      const type = componentType.toLowerCase()
      const copy = { ...methods }
      plugins.set(type, copy)
      return () => {
        if (plugins.get(type) === copy) plugins.delete(type)
      }
    },
    async processRequest(request) {
      if (notPost(request.method)) return new Response(null, { status: 405, headers: { allow: 'POST' } })
      try {
        const data = objectAt(bounded((await verified(request))[0].data, 'data'), 'data')!
        const metadata = objectAt(data.metadata, 'data.metadata') as unknown as ServicePluginMetadata
        const type = metadata.appExtensionType
        if (typeof type !== 'string') throw invalidPayload('data.metadata.appExtensionType is not a string')
        const path = new URL(request.url).pathname
        const methods = plugins.get(type.toLowerCase()) ?? {}
        const method = Object.keys(methods).find((suffix) => path.endsWith(suffix))
        if (!method) {
          report(new Error(escapeForLog(`No service plugin method registered for ${type} at ${path}`)))
          return new Response(null, { status: 404 })
        }
        return Response.json(
          (await methods[method]!({ request: data.request, metadata, url: request.url })) ?? {},
        )
      } catch (error) {
        if (ServicePluginError.is(error)) {
          const { code, description, data, status } = error
          return Response.json({ applicationError: { code, description, data } }, { status })
        }
        report(error)
        return new Response(null, { status: statusOf(error) })
      }
    },
  }

  return {
    async verify(input): Promise<WebhookEvent> {
      const [, event] = await verified(input, true)
      if ('payload' in event) throw unexpected(event)
      return event
    },
    on(type, handler) {
      const list = typeHandlers.get(type) ?? []
      typeHandlers.set(type, list)
      return subscribe(list, handler as EventHandler<never>)
    },
    onAny: (handler) => subscribe(anyHandlers, handler),
    process,
    handler: () => async (request) =>
      notPost(request.method)
        ? new Response(null, { status: 405, headers: { allow: 'POST' } })
        : new Response(null, { status: await answer(request) }),
    nodeHandler: () => (req, res) => {
      const send = (status: number): void => {
        if (!res.headersSent) {
          res.statusCode = status
          if (status === 405) res.setHeader('allow', 'POST')
          if (status === 413) res.setHeader('connection', 'close') // the rest of the body is not read
        }
        res.end()
      }
      if (notPost(req.method)) return send(405)
      readNodeBody(req, maxBytes)
        .then(answer, (error: unknown) => {
          report(error)
          return statusOf(error)
        })
        .then(send)
        .catch(report) // the socket is gone: nothing left to answer
    },
    servicePlugins,
  }
}
