// Runs the CLI in this process against an emulator over HTTP, recording every request it sends.
import type { Io } from '../src/io'
import { runCli } from '../src/main'
import type { RetryPolicy } from '../src/rate-gate'

/** A request the CLI sent, with its parsed JSON body. */
export interface Sent {
  method: string
  path: string
  /** The query payload of a read (the `.r` parameter of a GET, or the body of its POST form). */
  query?: unknown
  body: unknown
  /** When it was sent. */
  at: number
  /** The answer's status and when it came (absent while in flight or when the connection failed). */
  status?: number
  answeredAt?: number
}

/** What a run printed and returned. */
export interface Run {
  code: number
  stdout: string
  stderr: string
}

const READ = /\/(query|query-platformized)$/

/** Whether a request may change the store. */
export function isWrite(request: Sent): boolean {
  return request.method !== 'GET' && !READ.test(request.path)
}

/** Short retries for tests: the same behaviour, in milliseconds rather than seconds. */
export const FAST_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20 }

/** Records requests and can fail them after the platform has answered (a lost answer). */
export class Recorder {
  readonly sent: Sent[] = []
  /** Called after each answer; returning `true` throws a network error instead of returning it. */
  loseAnswer: (request: Sent) => boolean = () => false

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const text = request.method === 'GET' ? '' : await request.clone().text()
    const url = new URL(request.url)
    const r = url.searchParams.get('.r')
    const entry: Sent = {
      method: request.method,
      path: url.pathname,
      ...(r === null ? {} : { query: JSON.parse(Buffer.from(r, 'base64url').toString('utf8')) }),
      body: text === '' ? undefined : JSON.parse(text),
      at: Date.now(),
    }
    this.sent.push(entry)
    const response = await globalThis.fetch(request)
    entry.status = response.status
    entry.answeredAt = Date.now()
    if (this.loseAnswer(entry)) {
      await response.arrayBuffer()
      throw new TypeError('fetch failed')
    }
    return response
  }

  writes(): Sent[] {
    return this.sent.filter(isWrite)
  }

  clear(): void {
    this.sent.length = 0
  }
}

/** Runs the CLI with `args`, from `cwd`, against `host`. */
export async function run(
  args: string[],
  options: {
    host: string
    cwd: string
    recorder?: Recorder
    tty?: boolean
    env?: Record<string, string>
    confirm?: Io['confirm']
    signal?: AbortSignal
  },
): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.tty },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty },
    env: { VITRINE_HOST: options.host, ...options.env },
    cwd: options.cwd,
    fetch: options.recorder?.fetch,
    confirm: options.confirm,
    signal: options.signal,
    retry: FAST_RETRY,
  })
  return { code, stdout, stderr }
}
