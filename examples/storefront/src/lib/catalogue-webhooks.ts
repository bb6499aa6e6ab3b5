// The platform's signed deliveries, turned into cache revalidation: each verified catalogue event
// names the tags it makes stale (`catalogTagsFor`); the tags of every delivery in a short window
// are collected and revalidated once. Forged, unsigned, expired, replayed or oversized deliveries
// are refused (4xx) and revalidate nothing.

import { catalogTagsFor } from '@vitrine/catalog'
import { createWebhooks, type Webhooks, WebhookVerificationError } from '@vitrine/webhooks'
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { onEmulator, vitrineHost } from './server-config'
import { sharedSeenStore } from './shared-seen-store'

/** The largest delivery read (a token is a few KB): past it, 413 before the rest is read. */
export const MAX_DELIVERY_BYTES = 65_536

/** Deliveries within this many ms share one revalidation per tag. */
const WINDOW_MS = 500

/** The delivery's answer for each refusal: a 4xx, never a crash. */
function statusFor(error: WebhookVerificationError): number {
  switch (error.code) {
    case 'DUPLICATE':
      return 409 // this event was processed already
    case 'TOO_LARGE':
      return 413
    case 'INVALID_TOKEN':
    case 'INVALID_PAYLOAD':
    case 'UNEXPECTED_EVENT_TYPE':
      return 400
    default:
      return 401 // a bad signature, an expired token, claims that do not hold
  }
}

/**
 * The public key deliveries are signed with: `VITRINE_WEBHOOK_PUBLIC_KEY` (PEM, from the
 * platform's dashboard), else, on the emulator, the key it publishes.
 */
async function publicKey(): Promise<string> {
  const configured = process.env['VITRINE_WEBHOOK_PUBLIC_KEY']
  if (configured) return configured.replace(/\\n/g, '\n')
  if (!onEmulator()) throw new Error('VITRINE_WEBHOOK_PUBLIC_KEY is not set')
  const answer = await fetch(`${vitrineHost()}/_emulator/webhook-public-key`, {
    signal: AbortSignal.timeout(5000),
  })
  if (!answer.ok) throw new Error(`the emulator answered ${answer.status} for its webhook key`)
  return answer.text()
}

let verifier: Promise<Webhooks> | undefined

/** The verifier, created on the first delivery (and again after a failure to get the key). */
function webhooks(): Promise<Webhooks> {
  verifier ??= Promise.all([publicKey(), sharedSeenStore()]).then(([key, seenStore]) => {
    const created = createWebhooks({
      publicKey: key,
      maxBytes: MAX_DELIVERY_BYTES,
      ...(seenStore && { seenStore }),
    })
    // Other events (carts, an event type this version does not know) are accepted and ignored.
    created.onAny(() => {})
    return created
  })
  verifier.catch(() => {
    verifier = undefined
  })
  return verifier
}

/** Tags waiting for the next revalidation, and when the last one ran. */
const pending = new Set<string>()
let scheduled = false
let lastFlush = Number.NEGATIVE_INFINITY
let deliveriesSinceFlush = 0

function flush(): void {
  scheduled = false
  lastFlush = performance.now()
  const tags = [...pending]
  pending.clear()
  // `expire: 0`: the next request renders fresh data instead of being served the stale page.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  console.log(
    `[webhooks] revalidated ${tags.length} tags for ${deliveriesSinceFlush} deliveries: ${tags.join(' ')}`,
  )
  deliveriesSinceFlush = 0
}

/** Collects tags; the first delivery after a quiet window revalidates at once, later ones at the window's end. */
function revalidateSoon(tags: readonly string[]): void {
  if (tags.length === 0) return
  for (const tag of tags) pending.add(tag)
  deliveriesSinceFlush += 1
  if (scheduled) return
  scheduled = true
  const wait = Math.max(0, lastFlush + WINDOW_MS - performance.now())
  // After the answer is sent, inside this request's context (where `revalidateTag` works).
  after(async () => {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    flush()
  })
}

/** Answers one delivery: verified, deduplicated, its tags revalidated. */
export async function receiveDelivery(request: Request): Promise<Response> {
  // The cap before anything is read: a declared length past it is refused unread; a body that
  // streams past it is cut off there (the verifier stops reading).
  if (Number(request.headers.get('content-length')) > MAX_DELIVERY_BYTES) {
    await request.body?.cancel().catch(() => {})
    return new Response(null, { status: 413 })
  }
  let verify: Webhooks
  try {
    verify = await webhooks()
  } catch (error) {
    console.error(`[webhooks] cannot verify deliveries: ${error instanceof Error ? error.message : error}`)
    return new Response(null, { status: 503, headers: { 'retry-after': '10' } })
  }
  try {
    const event = await verify.process(request)
    revalidateSoon(catalogTagsFor(event))
    return new Response(null, { status: 200 })
  } catch (error) {
    if (WebhookVerificationError.is(error)) return new Response(null, { status: statusFor(error) })
    throw error
  }
}
