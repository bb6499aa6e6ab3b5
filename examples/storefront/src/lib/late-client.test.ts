import { identity, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announcedRole, lateClient, loadWhenNeeded } from './late-client'
import type { ShopClient } from './vitrine'

// The browser's client loaded late: a real SDK client on the in-process emulator stands behind it
// (an `oauth()` session: the shop's `routeSession()` needs the shop's session route).
const emulator = createEmulator()

function realClient(): ShopClient {
  return createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { cart: currentCart, identity },
  }) as unknown as ShopClient
}

/** A product without options of the demo catalogue. */
async function tote(): Promise<string> {
  const owner = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { products },
  })
  const [product] = (await owner.products.query().eq('slug', 'canvas-tote').find()).items
  return product?.id ?? ''
}

/** A loader the test releases by hand: the SDK chunk still on its way. */
function slowLoader() {
  let loads = 0
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  const real = realClient()
  const make = async () => {
    loads++
    await arrived
    return real
  }
  return { make, release, real, loads: () => loads }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lateClient', () => {
  it('loads nothing when created, and the SDK once however many calls wait for it', async () => {
    const { make, release, loads } = slowLoader()
    const late = lateClient(make)
    expect(loads()).toBe(0)
    const id = await tote()
    const first = late.client.cart.addItems({
      lineItems: [{ catalogReference: { catalogItemId: id }, quantity: 1 }],
    })
    const second = late.client.cart.addItems({
      lineItems: [{ catalogReference: { catalogItemId: id }, quantity: 2 }],
    })
    void late.load()
    release()
    await Promise.all([first, second])
    expect(loads()).toBe(1)
    expect(await late.load()).toBe(await late.load())
  })

  it('keeps an "Add to cart" clicked before the SDK arrived: the cart has it once it did', async () => {
    const { make, release, real } = slowLoader()
    const late = lateClient(make)
    const id = await tote()
    const added = late.client.cart.addItems({
      lineItems: [{ catalogReference: { catalogItemId: id }, quantity: 3 }],
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await added
    const cart = await real.cart.get()
    expect(cart.lineItems?.map((line) => [line.catalogReference?.catalogItemId, line.quantity])).toEqual([
      [id, 3],
    ])
    // Once loaded, the modules are the real client's.
    expect((await late.client.cart.get()).id).toBe(cart.id)
  })

  it('hands the subscribers of the session to the real session, and forgets those that left', async () => {
    const { make, release } = slowLoader()
    const late = lateClient(make)
    const heard: string[] = []
    const left: string[] = []
    late.client.auth.subscribe((change) => heard.push(`${change.reason}:${change.role}`))
    const unsubscribe = late.client.auth.subscribe((change) => left.push(change.reason))
    unsubscribe()
    release()
    await late.load()
    const id = await tote()
    // The first cart write makes the visitor: a session change.
    await late.client.cart.addItems({ lineItems: [{ catalogReference: { catalogItemId: id }, quantity: 1 }] })
    expect(heard).toContain('visitor:visitor')
    expect(left).toEqual([])
    expect(late.client.auth.role).toBe('visitor')
  })

  it('answers the role the session cookie announces before the SDK arrived, as the session starts from it', () => {
    const late = lateClient(async () => realClient())
    expect(late.client.auth.role).toBe('none') // on the server: no cookie
    vi.stubGlobal('document', { cookie: 'theme=dark; vitrine_shop.role=member' })
    expect(late.client.auth.role).toBe('member')
  })

  it('reads the cookie once per task while a page hydrates, and a cookie set since in the next task', async () => {
    let reads = 0
    let cookie = 'vitrine_shop.role=visitor'
    vi.stubGlobal('document', {
      get cookie() {
        reads++
        return cookie
      },
    })
    const late = lateClient(async () => realClient())
    for (let i = 0; i < 20; i++) expect(late.client.auth.role).toBe('visitor')
    expect(reads).toBe(1)
    // Another tab signs in: this tab's next task sees it.
    cookie = 'vitrine_shop.role=member'
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(late.client.auth.role).toBe('member')
    expect(reads).toBe(2)
  })

  it('is no promise: awaiting a module does not call the platform', async () => {
    const { make, loads } = slowLoader()
    const late = lateClient(make)
    expect(await Promise.resolve(late.client.cart)).toBe(late.client.cart)
    expect(loads()).toBe(0)
  })
})

/**
 * A page's event target: listeners by type, removed as the browser removes them (Node's own
 * `EventTarget` keeps a capturing listener that `removeEventListener(type, fn, true)` names).
 */
function pageTarget() {
  const listeners = new Map<string, Set<EventListenerOrEventListenerObject>>()
  const target = {
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener))
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      listeners.get(type)?.delete(listener)
    },
    dispatchEvent(event: Event) {
      for (const listener of [...(listeners.get(event.type) ?? [])])
        typeof listener === 'function' ? listener(event) : listener.handleEvent(event)
      return true
    },
    /** How many listeners are left. */
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
  return target
}

describe('loadWhenNeeded', () => {
  it('loads the SDK at once for a visitor whose cookie announces a session', () => {
    vi.stubGlobal('document', { cookie: 'vitrine_shop.role=visitor' })
    const { make, loads } = slowLoader()
    const page = pageTarget()
    loadWhenNeeded(lateClient(make), page)
    expect(loads()).toBe(1)
    expect(page.listening()).toBe(0)
  })

  it('leaves it for a first visit until the visitor shows intent (a touch, focus, a key, a pointer), once', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' })
    for (const intent of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      const { make, loads } = slowLoader()
      const page = pageTarget()
      loadWhenNeeded(lateClient(make), page)
      page.dispatchEvent(new Event('scroll'))
      expect(loads()).toBe(0)
      page.dispatchEvent(new Event(intent))
      expect(loads(), intent).toBe(1)
      expect(page.listening(), intent).toBe(0)
    }
  })

  it('stops listening when the page is left before any intent', () => {
    vi.stubGlobal('document', { cookie: '' })
    const { make, loads } = slowLoader()
    const page = pageTarget()
    const stop = loadWhenNeeded(lateClient(make), page)
    expect(page.listening()).toBe(5)
    stop()
    expect(page.listening()).toBe(0)
    page.dispatchEvent(new Event('pointerdown'))
    expect(loads()).toBe(0)
  })
})

describe('announcedRole', () => {
  it('reads the `__Host-` cookie first, then the plain one; anything else is no role', () => {
    expect(announcedRole('__Host-vitrine_shop.role=member; vitrine_shop.role=visitor')).toBe('member')
    expect(announcedRole('a=1; vitrine_shop.role=visitor')).toBe('visitor')
    expect(announcedRole('vitrine_shop.role=admin')).toBe('none')
    expect(announcedRole('other_shop.role=member; xvitrine_shop.role=member')).toBe('none')
    expect(announcedRole('')).toBe('none')
    expect(announcedRole('vitrine_shop.role')).toBe('none')
  })
})
