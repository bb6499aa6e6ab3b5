import { isRecord } from '../../env'
import { OAuthTimeoutError } from '../../errors'

/** The hidden-frame flow's time-out (spec section 9). */
export const FRAME_TIMEOUT = 120_000

/**
 * Loads `url` in a hidden frame and resolves to the first message that comes from that URL's
 * origin, from that frame's window, and carries `state`. Anything else (another origin,
 * another window, junk data) is ignored. The frame, the listener and the timer are removed on
 * every outcome; no answer within {@link FRAME_TIMEOUT} rejects with `OAuth flow timed out`, an
 * abort of `signal` with its reason.
 */
export function frameAnswer(
  url: string,
  state: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const origin = new URL(url).origin
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.setAttribute('tabindex', '-1')
  frame.title = 'Signing in'
  frame.style.display = 'none'
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (): void => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      frame.remove()
    }
    const onAbort = (): void => {
      finish()
      reject(signal?.reason)
    }
    const onMessage = (event: MessageEvent): void => {
      try {
        if (event.origin !== origin || event.source === null || event.source !== frame.contentWindow) return
        const data: unknown = event.data
        if (!isRecord(data) || data['state'] !== state) return
        finish()
        resolve(data)
      } catch {
        // Whatever a hostile message holds, it must not break the page.
      }
    }
    window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
    timer = setTimeout(() => {
      finish()
      reject(new OAuthTimeoutError())
    }, FRAME_TIMEOUT)
    frame.src = url
    ;(document.body ?? document.documentElement).appendChild(frame)
  })
}
