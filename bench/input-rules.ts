// Input rules on crafted 50 KB values (issue 21: the old e-mail and URL regular expressions took
// 1.9–3.6 s on 50 KB before anything was sent). Each value goes through the public call that
// checks it, on the built packages, and is refused before a request is sent; the figures are the
// median and the slowest of 20 refusals after one that loads the call's code, beside the goal (< 5 ms). Print-only.
import { performance } from 'node:perf_hooks'
import { apiKey, memoryStorage, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { products } from '@vitrine/catalog'
import { createClient, InvalidInputError } from '@vitrine/core'
import { createEmulator, DEFAULT_ORIGIN, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID } from '@vitrine/emulator'

const RUNS = 20
const GOAL_MS = 5

/** The median and slowest of `RUNS` refusals of `call`, in ms; throws when a call is not refused as invalid input. */
async function refusals(call: () => Promise<unknown>): Promise<{ median: number; slowest: number }> {
  await call().catch(() => undefined) // loads the call's lazy chunk, if it has one
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const outcome = await call().then(
      (result) => result,
      (error: unknown) => error,
    )
    times.push(performance.now() - start)
    const refused =
      InvalidInputError.is(outcome) || InvalidInputError.is((outcome as Error | undefined)?.cause)
    if (!refused) throw new Error(`not refused as invalid input: ${String(outcome)}`)
  }
  times.sort((a, b) => a - b)
  return { median: times[RUNS >> 1] ?? 0, slowest: times[RUNS - 1] ?? 0 }
}

export async function benchInputRules(): Promise<Record<string, string>> {
  const emulator = createEmulator()
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() })
  const visitor = createClient({
    host: DEFAULT_ORIGIN,
    fetch: emulator.fetch,
    auth: session,
    modules: { cart: currentCart },
  })
  const owner = createClient({
    host: DEFAULT_ORIGIN,
    fetch: emulator.fetch,
    auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    modules: { products },
  })
  const email = `a@${'b'.repeat(50_000)}`
  const emailDots = `${'a@a.'.repeat(12_500)} `
  const url = `http://${'a'.repeat(50_000)} `
  const cases: Record<string, () => Promise<unknown>> = {
    'cart.createCheckout, e-mail "a@" + 50 000 × "b"': () => visitor.cart.createCheckout({ email }),
    'cart.update buyer e-mail, 12 500 × "a@a." + " "': () =>
      visitor.cart.update({ cartInfo: { buyerInfo: { email: emailDots } } }),
    'login, e-mail "a@" + 50 000 × "b"': () => session.login({ email, password: 'secret' }),
    'products.addMedia, URL "http://" + 50 000 × "a" + " "': () => owner.products.addMedia('p-1', [{ url }]),
  }
  const figures: Record<string, string> = {}
  for (const [name, call] of Object.entries(cases)) {
    const { median, slowest } = await refusals(call)
    figures[name] =
      `${median.toFixed(2)} ms median, ${slowest.toFixed(2)} ms slowest of ${RUNS} / goal < ${GOAL_MS} ms ` +
      (median < GOAL_MS ? 'ok' : 'OVER')
  }
  return figures
}
