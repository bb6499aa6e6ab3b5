import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request a {@link loopback} server received, body read whole. */
export interface Received {
  method: string
  /** Path and query, as sent. */
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** What a {@link loopback} handler answers: a status, headers and a body (text or chunks). */
export interface Answer {
  status: number
  headers?: Record<string, string>
  body?: string | Iterable<Uint8Array> | AsyncIterable<Uint8Array>
}

/** A real HTTP server on 127.0.0.1, on a free port. */
export interface Loopback {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  /** Every request it received, in order. */
  received: Received[]
  /** Stops it, dropping open connections. */
  close(): Promise<void>
}

/**
 * Starts a real HTTP server on a free loopback port: for tests where the network itself matters
 * (redirects, streamed answers). A body given as chunks is streamed; the stream stops quietly when
 * the client hangs up.
 *
 * @example
 * ```ts
 * const evil = await loopback(() => ({ status: 200, body: '{"access_token":"stolen"}' }))
 * await evil.close()
 * ```
 */
export async function loopback(handler: (request: Received) => Answer | Promise<Answer>): Promise<Loopback> {
  const received: Received[] = []
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
    received.push(request)
    const answer = await handler(request)
    res.writeHead(answer.status, answer.headers)
    if (typeof answer.body === 'string' || answer.body === undefined) return void res.end(answer.body)
    let closed = false
    let drained: (() => void) | undefined
    res.on('close', () => {
      closed = true
      drained?.()
    })
    try {
      for await (const chunk of answer.body) {
        if (closed) break
        if (res.write(chunk)) continue
        await new Promise<void>((resolve) => {
          drained = resolve
          res.once('drain', resolve)
        })
      }
    } finally {
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** `count` chunks of `size` zero bytes, made lazily (a 300 MB answer never sits in memory). */
export function* zeros(count: number, size = 1 << 20): Generator<Uint8Array> {
  const chunk = new Uint8Array(size)
  for (let i = 0; i < count; i++) yield chunk
}

/** A configured host that forwards to the platform, except the paths it is told to redirect. */
export interface RedirectingHost {
  /** The host's origin: what a client under test is configured with. */
  origin: string
  /** Where the redirects point: it answers every request with fresh tokens of its own, and records it. */
  evil: Loopback
  /** Redirects requests whose path starts with `path` (with `status`) from now on; no argument: none. */
  redirect(path?: string, status?: number): void
  close(): Promise<void>
}

/**
 * A gateway in front of `platform` (an emulator's URL) that answers chosen paths with a redirect
 * to another origin, as a proxy set as `host`, an open redirect or a misconfigured gateway would.
 *
 * @example
 * ```ts
 * const host = await redirectingHost(running.url)
 * host.redirect('/oauth2/token', 307)
 * // … a client on host.origin; then: expect(host.evil.received).toEqual([])
 * ```
 */
export async function redirectingHost(platform: string): Promise<RedirectingHost> {
  let rule: { path: string; status: number } | undefined
  const evil = await loopback(() => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: 'evil-access', refresh_token: 'evil-refresh', expires_in: 3600 }),
  }))
  const gateway = await loopback(async (request): Promise<Answer> => {
    if (rule && request.url.startsWith(rule.path)) {
      return { status: rule.status, headers: { location: `${evil.origin}${request.url}` } }
    }
    const answer = await fetch(`${platform}${request.url}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    })
    return {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
      body: await answer.text(),
    }
  })
  return {
    origin: gateway.origin,
    evil,
    redirect: (path, status = 307) => {
      rule = path === undefined ? undefined : { path, status }
    },
    close: async () => {
      await Promise.all([gateway.close(), evil.close()])
    },
  }
}
