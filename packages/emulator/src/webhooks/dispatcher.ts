import type { EmulatorContext } from '../pipeline/emulator-context'
import type { PlatformEvent } from './events'
import type { WebhookSigner } from './signer'

/** The record of one event delivered to one URL. */
export interface WebhookDelivery {
  eventId: string
  eventType: string
  url: string
  /** The signed token that was POSTed. */
  token: string
  attempts: number
  status: 'pending' | 'delivered' | 'failed'
  /** HTTP status of the last attempt, if it got an answer. */
  lastStatus?: number
  lastError?: string
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Delivers site events to the registered URLs, with retries, and keeps a log of deliveries. */
export class WebhookDispatcher {
  private readonly pending = new Set<Promise<void>>()
  readonly deliveries: WebhookDelivery[] = []

  constructor(
    private readonly context: EmulatorContext,
    private readonly signer: WebhookSigner,
  ) {}

  /** Queues an event for every registered URL. */
  dispatch(event: PlatformEvent): void {
    const urls = [...this.context.state.webhookUrls]
    if (urls.length === 0) return
    const job = this.signer
      .sign(event)
      .then((token) => Promise.all(urls.map((url) => this.deliver(event, url, token))))
      .then(() => undefined)
      .catch((error: unknown) => this.context.log(`webhook signing failed: ${String(error)}`))
    this.pending.add(job)
    void job.finally(() => this.pending.delete(job))
  }

  /** Resolves when every queued delivery has succeeded or run out of attempts. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }

  private async deliver(event: PlatformEvent, url: string, token: string): Promise<void> {
    const { maxAttempts, retryDelaysMs } = this.context.options.webhooks
    const send =
      this.context.options.webhooks.fetch ?? ((input: string, init: RequestInit) => fetch(input, init))
    const delivery: WebhookDelivery = {
      eventId: event.id,
      eventType: event.eventType,
      url,
      token,
      attempts: 0,
      status: 'pending',
    }
    this.deliveries.push(delivery)
    while (delivery.attempts < maxAttempts) {
      if (delivery.attempts > 0) {
        await sleep(retryDelaysMs[Math.min(delivery.attempts - 1, retryDelaysMs.length - 1)] ?? 1000)
      }
      delivery.attempts += 1
      this.context.stats.webhookDeliveries.attempts += 1
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain; charset=utf-8', 'user-agent': 'vitrine-emulator' },
          body: token,
        })
        delivery.lastStatus = response.status
        await response.body?.cancel().catch(() => undefined)
        if (response.ok) {
          delivery.status = 'delivered'
          this.context.stats.webhookDeliveries.delivered += 1
          if (this.context.options.verbose)
            this.context.log(`webhook ${event.eventType} → ${url}: ${response.status}`)
          return
        }
      } catch (error) {
        delivery.lastError = error instanceof Error ? error.message : String(error)
      }
    }
    delivery.status = 'failed'
    this.context.stats.webhookDeliveries.failed += 1
    this.context.log(`webhook ${event.eventType} → ${url}: failed after ${delivery.attempts} attempts`)
  }
}
