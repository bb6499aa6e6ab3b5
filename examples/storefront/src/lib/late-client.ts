import { SESSION_COOKIE } from './config'
import type { ShopClient } from './vitrine'

type Session = ShopClient['auth']
type Listener = Parameters<Session['subscribe']>[0]
type Role = Session['role']

/**
 * The role the shop's session route announces in its script-readable `<name>.role` cookie (the
 * `__Host-` one first), as `routeSession()` reads it to seed its session: the same answer before
 * the client has loaded as after.
 */
export function announcedRole(cookie: string, name: string = SESSION_COOKIE): Role {
  for (const wanted of [`__Host-${name}.role`, `${name}.role`]) {
    for (const pair of cookie.split(';')) {
      const at = pair.indexOf('=')
      if (at < 0 || pair.slice(0, at).trim() !== wanted) continue
      const value = pair.slice(at + 1).trim()
      return value === 'member' || value === 'visitor' ? value : 'none'
    }
  }
  return 'none'
}

/**
 * The browser's client, loaded late: the object the hooks of `@vitrine/react` are given at once,
 * while the SDK behind it (`@vitrine/core`, the session, the cart module: `makeBrowserClient`)
 * is a chunk of its own, fetched by {@link LateClient.load} — which the providers call right after
 * hydration, and which any call (a cart read, "Add to cart", a sign-in) awaits. Until then the
 * session's role is the one its cookie announces (what `routeSession()` starts from) and its
 * subscribers are kept, then handed to the real session.
 */
export interface LateClient {
  /** The client for `VitrineProvider`. */
  client: ShopClient
  /** Loads the SDK (once) and resolves to the real client. */
  load(): Promise<ShopClient>
}

/** A {@link LateClient} on the platform at `host`; `make` builds the real client (imported lazily by the caller). */
export function lateClient(make: () => Promise<ShopClient>): LateClient {
  let real: ShopClient | undefined
  let loading: Promise<ShopClient> | undefined
  const waiting = new Map<Listener, (() => void) | undefined>()
  const load = (): Promise<ShopClient> => {
    loading ??= make().then((client) => {
      real = client
      for (const listener of waiting.keys()) waiting.set(listener, client.auth.subscribe(listener))
      return client
    })
    return loading
  }
  /** A module of the client: its methods call the real one's, once loaded. */
  const module = (name: 'cart' | 'identity' | 'redirects' | 'auth', own: Record<PropertyKey, unknown> = {}) =>
    new Proxy(own, {
      get(target, key) {
        if (key in target) return target[key]
        if (real) {
          const value = (real[name] as unknown as Record<PropertyKey, unknown>)[key]
          return typeof value === 'function' ? value.bind(real[name]) : value
        }
        // Not a thenable: the module is no promise.
        if (key === 'then' || typeof key === 'symbol') return undefined
        return (...args: unknown[]) =>
          load().then((client) =>
            (client[name] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[key]?.(...args),
          )
      },
    })
  /**
   * The role the cookie announced, read once per task: hydrating a page asks for it a dozen times
   * or more (every `useSession`, each render and commit), and each `document.cookie` read cost
   * 0.1-2 ms in Chromium (8 ms a page, counted). A cookie set since (another tab's sign-in) is
   * read in the next task.
   */
  let announced: Role | undefined
  const auth = module('auth', {
    get role(): Role {
      if (real) return real.auth.role
      if (typeof document === 'undefined') return 'none'
      if (announced === undefined) {
        announced = announcedRole(document.cookie)
        setTimeout(() => {
          announced = undefined
        })
      }
      return announced
    },
    subscribe(listener: Listener): () => void {
      if (real) return real.auth.subscribe(listener)
      waiting.set(listener, undefined)
      return () => {
        waiting.get(listener)?.()
        waiting.delete(listener)
      }
    },
  })
  const client = {
    auth,
    cart: module('cart'),
    identity: module('identity'),
    redirects: module('redirects'),
  } as unknown as ShopClient
  return { client, load }
}

/** What shows a visitor is about to use the page: a pointer over it or pressed, a touch, focus, a key. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/**
 * Loads the SDK when the visitor may need it: at once for a visitor whose cookie announces a
 * session (their cart and role come from it), and at the first sign of use (see
 * {@link INTENT_EVENTS}) for one without — a first visit, who browses the catalogue with no cart
 * to read (`useCart` answers `null` without the SDK for the role `none`). Such a visitor's phone
 * then spends no main-thread time on the SDK while the page loads; a call made before it arrived
 * (an "Add to cart" tapped at once) waits for it, as any call does. Returns what stops listening.
 */
export function loadWhenNeeded(late: LateClient, target: EventTarget): () => void {
  if (late.client.auth.role !== 'none') {
    void late.load()
    return () => {}
  }
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, start, true)
  }
  const start = () => {
    stop()
    void late.load()
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, start, { capture: true, passive: true })
  return stop
}
