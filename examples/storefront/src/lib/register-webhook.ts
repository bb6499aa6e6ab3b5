import { onEmulator, vitrineHost, webhookUrl } from './server-config'

/**
 * Registers this shop's webhook URL with the emulator (`POST /_emulator/webhooks`). A failure is
 * one log line: the shop still serves, its catalogue then refreshes on the cache's own schedule.
 */
export async function registerWebhook(): Promise<void> {
  if (!onEmulator()) {
    if (!process.env['VITRINE_WEBHOOK_PUBLIC_KEY'])
      console.warn('[webhooks] VITRINE_WEBHOOK_PUBLIC_KEY is not set: webhook deliveries will be refused')
    return
  }
  const url = webhookUrl()
  try {
    const answer = await fetch(`${vitrineHost()}/_emulator/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
      signal: AbortSignal.timeout(5000),
    })
    if (!answer.ok) throw new Error(`it answered ${answer.status}`)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    console.warn(`[webhooks] could not register ${url} with the emulator at ${vitrineHost()}: ${why}`)
  }
}
