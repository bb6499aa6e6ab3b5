/**
 * Just enough of a page for the hidden-frame flow in Node: a `window` that dispatches `message`
 * events and counts its listeners, and a `document` whose iframes record where they point and
 * whether they were removed. The real browser run is `hidden-frame.e2e.test.ts`; this one lets
 * tests send exactly the messages a hostile page could.
 */
import { vi } from 'vitest'

/** A hidden iframe as the flow creates it. */
export interface FakeFrame {
  src: string
  title: string
  style: Record<string, string>
  attributes: Record<string, string>
  /** The frame's window: what `event.source` is for messages the frame posts. */
  contentWindow: object
  removed: boolean
  setAttribute(name: string, value: string): void
  remove(): void
}

/** The fake page. */
export interface FakePage {
  readonly origin: string
  readonly frames: FakeFrame[]
  /** `message` listeners currently registered on `window`. */
  listeners(): number
  /** Resolves with the next frame appended to the document. */
  nextFrame(): Promise<FakeFrame>
  /** Dispatches a `message` event on `window`, as `postMessage` from `source` at `origin` would. */
  post(data: unknown, origin: string, source: object | null): void
}

/** Installs the fake `window` and `document` as globals (undo with `vi.unstubAllGlobals()`). */
export function installFakePage(origin = 'http://localhost:3000'): FakePage {
  const target = new EventTarget()
  let count = 0
  const frames: FakeFrame[] = []
  let waiting: ((frame: FakeFrame) => void)[] = []
  const window = {
    location: { origin, href: `${origin}/` },
    addEventListener(type: string, listener: EventListener) {
      if (type === 'message') count++
      target.addEventListener(type, listener)
    },
    removeEventListener(type: string, listener: EventListener) {
      if (type === 'message') count--
      target.removeEventListener(type, listener)
    },
  }
  const appendChild = (frame: FakeFrame): FakeFrame => {
    frames.push(frame)
    const resolvers = waiting
    waiting = []
    for (const resolve of resolvers) resolve(frame)
    return frame
  }
  const document = {
    createElement(tag: string): FakeFrame {
      if (tag !== 'iframe') throw new Error(`unexpected element ${tag}`)
      return {
        src: '',
        title: '',
        style: {},
        attributes: {},
        contentWindow: {},
        removed: false,
        setAttribute(name, value) {
          this.attributes[name] = value
        },
        remove() {
          this.removed = true
        },
      }
    },
    body: { appendChild },
    documentElement: { appendChild },
  }
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', document)
  return {
    origin,
    frames,
    listeners: () => count,
    nextFrame: () => new Promise((resolve) => waiting.push(resolve)),
    post(data, from, source) {
      const event = new Event('message')
      Object.defineProperties(event, {
        data: { value: data },
        origin: { value: from },
        source: { value: source },
      })
      target.dispatchEvent(event)
    },
  }
}

/**
 * Loads a frame's URL from the emulator as the browser would (the page's origin as `Referer`)
 * and returns what the hosted page's script would post to its parent.
 */
export async function framePost(
  fetchPage: (url: string, init: RequestInit) => Promise<Response>,
  frame: FakeFrame,
  pageOrigin: string,
): Promise<{ data: Record<string, unknown>; targetOrigin: string }> {
  const html = await (await fetchPage(frame.src, { headers: { referer: `${pageOrigin}/` } })).text()
  const match = /postMessage\((\{.*?\}), ("[^"]*")\)/s.exec(html)
  if (!match?.[1] || !match[2]) throw new Error(`the hosted page posts nothing: ${html.slice(0, 300)}`)
  return { data: JSON.parse(match[1]), targetOrigin: JSON.parse(match[2]) }
}
