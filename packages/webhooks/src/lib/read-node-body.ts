import type { NodeRequestLike } from '../node-handler'
import { concat, tooLarge, unreadable } from './read-input'

/**
 * The raw body of a Node request, with the size cap enforced while streaming: past `maxBytes`
 * nothing more is kept (the rest is drained and discarded) and the promise rejects with
 * `TOO_LARGE`. A raw `req.body` left by `express.raw()` / `express.text()` is used as is; a body
 * a JSON parser consumed is refused (the signed bytes are gone).
 */
export function readNodeBody(req: NodeRequestLike, maxBytes: number): Promise<Uint8Array | string> {
  const parsed = req.body
  if (parsed instanceof Uint8Array || typeof parsed === 'string') return Promise.resolve(parsed)
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > maxBytes) throw tooLarge(maxBytes)
    if ((parsed != null && Object.keys(parsed).length > 0) || req.readableEnded) {
      throw unreadable('the body was consumed by a body parser (use express.raw() on this route)')
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const listeners: Record<string, (chunk: unknown) => void> = {
      data(data) {
        // A string after req.setEncoding(), else a Buffer.
        const chunk = typeof data === 'string' ? new TextEncoder().encode(data) : (data as Uint8Array)
        size += chunk.length
        if (size > maxBytes) {
          stop(tooLarge(maxBytes))
          req.resume() // drain and discard the rest
        } else chunks.push(chunk)
      },
      end() {
        stop()
        resolve(concat(chunks, size))
      },
      error: () => stop(unreadable('the request body could not be read')),
      close: () => stop(unreadable('the connection closed before the body ended')),
    }
    const stop = (error?: unknown): void => {
      for (const name in listeners) req.removeListener(name, listeners[name]!)
      if (error) reject(error)
    }
    for (const name in listeners) req.on(name, listeners[name]!)
  })
}
