// `pnpm bench`: builds the packages (the root script does), then prints every figure DESIGN §5
// and the issues ask for. Figures only: nothing here fails on wall time. `pnpm bench <word…>` runs
// only the sections whose title contains a word (`pnpm bench storefront`).
import { benchAnswerCap } from './answer-cap'
import { benchAuthFanIn } from './auth-fan-in'
import { measure, scenarios } from './bundle-size'
import { benchCatalogAdminImport } from './catalog-admin-import'
import { benchCatalogAdminPeak } from './catalog-admin-peak'
import { benchCatalogBulkCreate } from './catalog-bulk-create'
import { benchCatalogIterate } from './catalog-iterate'
import { benchEmulatorMemory } from './emulator-memory'
import { benchEmulatorPaging } from './emulator-paging'
import { benchEmulatorThroughput } from './emulator-throughput'
import { benchInputRules } from './input-rules'
import { benchLighthouse } from './lighthouse'
import { benchOverhead } from './overhead'
import { benchReact } from './react-renders'
import { benchStorefront } from './storefront'
import { benchStorefrontSearch } from './storefront-search'
import { benchWebhooks } from './webhooks-verify'

type Figures = Record<string, number | string>

function print(title: string, figures: Figures): void {
  console.log(`\n## ${title}`)
  const width = Math.max(...Object.keys(figures).map((k) => k.length))
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value}`)
}

/**
 * `pnpm bench storefront` (any words) runs only the sections whose title contains one of them
 * (case-insensitive); without words, every section.
 */
const only = process.argv.slice(2).map((word) => word.toLowerCase())

async function section(title: string, run: () => Promise<Figures>): Promise<void> {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) return
  try {
    print(title, await run())
  } catch (error) {
    print(title, { error: (error as Error).stack ?? String(error) })
    process.exitCode = 1
  }
}

console.log('Vitrine benchmarks (Node %s, %s)', process.version, new Date().toISOString())

await section('Bundle size (esbuild, minify, ESM, browser, splitting, gzip -9, built packages)', async () => {
  const figures: Figures = {}
  for (const scenario of scenarios) {
    const f = await measure(scenario)
    const ceiling =
      f.ceiling === undefined
        ? ''
        : ` / ceiling ${(f.ceiling / 1024).toFixed(1)} KB ${f.gzip <= f.ceiling ? 'ok' : 'OVER'}`
    figures[f.name] =
      `${(f.gzip / 1024).toFixed(2)} KB gz up front${ceiling}; ` +
      `${(f.gzipTotal / 1024).toFixed(2)} KB with lazy chunks; ${(f.gzipSingleFile / 1024).toFixed(2)} KB as one file`
  }
  figures['official client, anchors (DESIGN §5)'] =
    'oauth+cart 24.1 KB, +products 31.1 KB, react 23.3 KB, webhooks 32.6 KB'
  return figures
})
await section(
  'Per-call overhead: cart read, product read and product query on the in-process emulator',
  benchOverhead,
)
await section('Token requests under concurrency and a failing endpoint', benchAuthFanIn)
await section(
  'Answer size cap: a 300 MB answer against the default maxResponseSize (issue 21)',
  benchAnswerCap,
)
await section('Webhook verification', benchWebhooks)
await section('Input rules on crafted 50 KB values (refused before sending)', benchInputRules)
await section('Catalogue paging', benchCatalogIterate)
await section(
  'Catalogue bulk create: 10 000 creates, bulkCreate vs a bare create loop',
  benchCatalogBulkCreate,
)
await section('Catalogue sync: catalog-admin import, 10 000 rows', benchCatalogAdminImport)
await section(
  'Catalogue sync: catalog-admin peak memory on 10 000, 100 000 and 1 000 000-row files',
  benchCatalogAdminPeak,
)
await section('React renders', benchReact)
await section(
  'Example storefront (Next.js production build, against the emulator over HTTP)',
  benchStorefront,
)
await section('Storefront search: 150 products with long descriptions (issue 20)', benchStorefrontSearch)
await section(
  'Lighthouse: the example shop’s home and product pages (mobile preset, simulated throttling, median of 3)',
  benchLighthouse,
)
await section('Emulator memory: 100k anonymous grants, 100k in-process SDK calls', benchEmulatorMemory)
await section('Emulator paging: a sorted, filtered catalogue, 100 per page', benchEmulatorPaging)
await section(
  'Emulator throughput over HTTP on loopback (autocannon) vs a bare node:http server',
  benchEmulatorThroughput,
)
