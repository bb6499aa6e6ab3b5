// Counts how often product cards render while the cart changes, in a real React tree (jsdom),
// against the in-process emulator. Used by `bench/react-renders.ts` (`pnpm bench`) and by a test.
import { QueryClient } from '@tanstack/react-query'
import { oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, type Product, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'
import { type CartActions, useCart, useProducts, VitrineProvider } from '@vitrine/react'
import { createElement as h, memo, Profiler, type ReactNode } from 'react'

/** What {@link measureCardRenders} counted. */
export interface CardRenders {
  /** Product cards on screen. */
  cards: number
  /** Cart changes made (each a write that changed what the cart holds). */
  cartChanges: number
  /** Renders of all the cards together during those changes (the target is 0). */
  cardRenders: number
  /** Renders of a component that shows the cart, for comparison (more than 0). */
  cartViewRenders: number
}

/** Installs jsdom's window as the globals React DOM needs; returns the function that removes them. */
async function installDom(): Promise<() => void> {
  const { JSDOM } = await import('jsdom')
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  })
  const added: string[] = []
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in globalThis) continue
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => (dom.window as unknown as Record<string, unknown>)[key],
    })
    added.push(key)
  }
  Object.defineProperty(globalThis, 'window', { configurable: true, value: dom.window })
  added.push('window')
  return () => {
    for (const key of added) Reflect.deleteProperty(globalThis, key)
    dom.window.close()
  }
}

/** Counters and the actions, shared by the measured components and the measurement. */
interface Probe {
  cards: number
  cartView: number
  actions: CartActions | undefined
  lines: number
  quantity: number
}

/** A product card like the storefront's: it uses the cart's actions only (and is memoised). */
const Card = memo(function Card({ id }: { id: string }): ReactNode {
  const { addItems } = useCart()
  return h('button', { type: 'button', onClick: () => addItems({ lineItems: [] }) }, id)
})

// Typed for any client (this file is also compiled by the bench, where no client is registered).
function Grid({ probe }: { probe: Probe }): ReactNode {
  const { data } = useProducts()
  return h(
    Profiler,
    {
      id: 'cards',
      onRender: () => {
        probe.cards++
      },
    },
    data?.items.slice(0, 12).map((product) => h(Card, { key: product.id, id: product.id })),
  )
}

/** Shows the cart (and hands its actions to the measurement). */
function CartView({ probe }: { probe: Probe }): ReactNode {
  const state = useCart()
  probe.actions = state
  const cart = state.data
  probe.lines = cart?.lineItems?.length ?? (cart === null ? 0 : -1)
  probe.quantity = cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0
  return h(
    Profiler,
    {
      id: 'cart',
      onRender: () => {
        probe.cartView++
      },
    },
    h('span', null, `${probe.lines} lines`),
  )
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * Renders a grid of product cards (each calling `useCart()` for `addItems`, like the storefront's)
 * next to a cart badge, makes `changes` cart changes through `useCart`, and counts renders with
 * React's Profiler.
 */
export async function measureCardRenders(changes = 10): Promise<CardRenders> {
  const removeDom = await installDom()
  const { createRoot } = await import('react-dom/client')
  const emulator = createEmulator()
  const client = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: DEMO_CLIENT_ID }),
    modules: { cart: currentCart, products, collections },
  })
  const queryClient = new QueryClient()
  const probe: Probe = { cards: 0, cartView: 0, actions: undefined, lines: -1, quantity: -1 }

  const container = document.getElementById('root') as HTMLElement
  const root = createRoot(container)
  try {
    root.render(h(VitrineProvider, { client, queryClient }, h(Grid, { probe }), h(CartView, { probe })))
    await until(
      () => container.querySelectorAll('button').length === 12 && probe.lines === 0,
      'the grid and the cart',
    )
    const page = await client.products.query().limit(12).find()
    const mug = page.items.find((p) => (p.productOptions ?? []).length === 0) ?? (page.items[0] as Product)
    const line = {
      catalogReference: { catalogItemId: mug.id, options: { variantId: mug.variants?.[0]?.id } },
      quantity: 1,
    }
    const cardsBefore = probe.cards
    const viewBefore = probe.cartView
    for (let i = 0; i < changes; i++) {
      const expected = i + 1
      await (probe.actions as CartActions).addItems({ lineItems: [line] })
      await until(() => probe.quantity === expected, `quantity ${expected}`)
    }
    return {
      cards: container.querySelectorAll('button').length,
      cartChanges: changes,
      cardRenders: probe.cards - cardsBefore,
      cartViewRenders: probe.cartView - viewBefore,
    }
  } finally {
    root.unmount()
    // Let React's scheduler finish its last tasks before the window they use goes away.
    await new Promise((resolve) => setTimeout(resolve, 50))
    removeDom()
  }
}
