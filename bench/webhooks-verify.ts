// Webhook verification rate (DESIGN §5 and issue 24.2: the SDK at ≥ 95 % of raw jose `jwtVerify`
// on the same tokens) and the gzip size of the verify bundle, both on the BUILT package (`pnpm bench` builds
// first). Bounded: a warm-up, then 40 short rounds of each, SDK and raw jose side by side in
// alternating order (2 s each in all). The ratio is the median of the per-round ratios, so that
// load from other processes, which shifts both members of a pair alike, does not skew it.
// The SDK decodes the payload while WebCrypto checks the signature on another thread: with no idle
// core (other processes saturating the machine) that overlap is lost and the ratio drops.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { measure, scenarios } from './bundle-size'

const ROUNDS = 40
const ROUND_MS = 50 // 2 s of measurement per contender
const WARM_UP_MS = 300
const TOKENS = 256
/** The goal of issue 24.2: the SDK's deliveries per second at least this share of jose's. */
const GOAL = 0.95
/** What `node --cpu-prof` and CPU timings showed of the SDK's own time per delivery (issue 24.2). */
const PROFILE =
  "jose's compactVerify (the RSA check, the header) is shared; WebCrypto's verify starts at the first microtask " +
  "tick, so the SDK's decoding runs while it verifies when a core is idle. The SDK's own work is the event: the " +
  'claims (base64url, strict UTF-8, JSON.parse, as jwtVerify does), then two JSON strings nested in them (the ' +
  'envelope, 729 chars, and the payload, 494, ~60 % of decodeDelivery), their depth bound, 3 dates. In a hot loop ' +
  'that is ~14 µs (readClaims 4.7, checkClaims 0.7, decodeDelivery 8.6–9.3); between two WebCrypto hops on a loaded ' +
  'machine the same work costs ~45 µs of CPU (CPU per delivery, in one process, median of 9 rounds: compactVerify ' +
  '94.5, jwtVerify 105.7, compactVerify then our checks and decoding in sequence 141.6, verify() 144.2). So the ' +
  'promise choreography costs ~nothing and no copy is made twice; what jwtVerify never does — parsing the ' +
  "platform's doubly encoded JSON — is what keeps the ratio under 0.95 when no core is idle. Unchanged this time"

type Verify = (token: string) => Promise<unknown>

/**
 * Verifications of `verify` over `tokens`, one at a time, for `ms` milliseconds: how many, the wall
 * milliseconds and the CPU milliseconds of the process (WebCrypto's worker thread included).
 */
async function rate(
  verify: Verify,
  tokens: string[],
  ms: number,
): Promise<[count: number, elapsed: number, cpu: number]> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  let count = 0
  while (performance.now() - started < ms) {
    for (let i = 0; i < 16; i++) await verify(tokens[count++ % tokens.length]!)
  }
  const used = process.cpuUsage(cpu)
  return [count, performance.now() - started, (used.user + used.system) / 1000]
}

export async function benchWebhooks(): Promise<Record<string, number | string>> {
  const dist = new URL('../packages/webhooks/dist/index.js', import.meta.url)
  if (!existsSync(dist)) throw new Error('@vitrine/webhooks is not built: run `pnpm build` first')
  const { createWebhooks } = await import('@vitrine/webhooks')
  const { generateSigningKeys, signDelivery } = await import('@vitrine/webhooks/testing')
  // jose as the package itself resolves it (the bench does not depend on jose directly).
  const jose: typeof import('jose') = await import(
    pathToFileURL(
      createRequire(new URL('../packages/webhooks/package.json', import.meta.url)).resolve('jose'),
    ).href
  )

  const { publicKey, privateKey } = await generateSigningKeys('RS256')
  const tokens: string[] = []
  for (let i = 0; i < TOKENS; i++) {
    tokens.push(
      await signDelivery(
        {
          eventType: 'wix.ecom.v1.cart_updated',
          eventId: `evt-${i}`,
          instanceId: 'inst-1',
          identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: `visitor-${i}` },
          entity: {
            id: `cart-${i}`,
            currency: 'EUR',
            createdDate: new Date(),
            updatedDate: new Date(),
            lineItems: [
              {
                id: 'li-1',
                quantity: 1 + (i % 3),
                catalogReference: { catalogItemId: 'prod-1', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
                price: { amount: '10.50', formattedAmount: '€10.50' },
                physicalProperties: { weight: 0.5 },
              },
            ],
          },
        },
        privateKey,
        { expiresIn: 3600 },
      ),
    )
  }

  const webhooks = createWebhooks({ publicKey })
  const key = await jose.importSPKI(publicKey, 'RS256')
  const sdk: Verify = (token) => webhooks.verify(token)
  const raw: Verify = (token) => jose.jwtVerify(token, key, { algorithms: ['RS256'] })

  await rate(sdk, tokens, WARM_UP_MS)
  await rate(raw, tokens, WARM_UP_MS)
  const totals = { sdk: [0, 0, 0], raw: [0, 0, 0] }
  const ratios: number[] = []
  const cpuRatios: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['sdk', 'raw'] as const) : (['raw', 'sdk'] as const)
    const perSecond = { sdk: 0, raw: 0 }
    const perCpuSecond = { sdk: 0, raw: 0 }
    for (const name of order) {
      const [count, elapsed, cpu] = await rate(name === 'sdk' ? sdk : raw, tokens, ROUND_MS)
      totals[name][0]! += count
      totals[name][1]! += elapsed
      totals[name][2]! += cpu
      perSecond[name] = count / elapsed
      perCpuSecond[name] = count / cpu
    }
    ratios.push(perSecond.sdk / perSecond.raw)
    cpuRatios.push(perCpuSecond.sdk / perCpuSecond.raw)
  }
  ratios.sort((a, b) => a - b)
  cpuRatios.sort((a, b) => a - b)
  const sdkRate = (totals.sdk[0]! / totals.sdk[1]!) * 1000
  const rawRate = (totals.raw[0]! / totals.raw[1]!) * 1000
  const ratio = ratios[ROUNDS >> 1]!
  const cpuRatio = cpuRatios[ROUNDS >> 1]!
  const cpuUs = (name: 'sdk' | 'raw') => Math.round((totals[name][2]! / totals[name][0]!) * 10_000) / 10

  const scenario = scenarios.find((s) => s.name.startsWith('webhooks verify'))
  const bundle = scenario
    ? await measure(scenario)
    : await measure({
        name: 'webhooks verify (with jose)',
        entry: `import { createWebhooks } from '@vitrine/webhooks'
          const webhooks = createWebhooks({ publicKey: 'x' })
          export const run = (token) => webhooks.verify(token)`,
      })

  return {
    'webhooks verify/s (SDK)': Math.round(sdkRate),
    'webhooks verify/s (raw jose jwtVerify)': Math.round(rawRate),
    [`webhooks verify ratio SDK/raw, median of rounds (goal ≥ ${GOAL})`]: `${ratio.toFixed(3)} ${ratio >= GOAL ? 'ok' : 'UNDER'}`,
    'webhooks verify CPU µs per delivery (WebCrypto thread included): SDK / raw jose': `${cpuUs('sdk')} / ${cpuUs('raw')}`,
    [`webhooks verify deliveries per CPU second, SDK/raw, median of rounds (goal ≥ ${GOAL})`]: `${cpuRatio.toFixed(3)} ${cpuRatio >= GOAL ? 'ok' : 'UNDER'}`,
    'webhooks verify bundle gzip bytes (ceiling 10240)': bundle.gzip,
    'webhooks verify bundle minified bytes': bundle.minified,
    'webhooks verify profile': PROFILE,
  }
}

// `tsx bench/webhooks-verify.ts` runs it alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await benchWebhooks())
}
