// `pnpm start`: the emulator on http://127.0.0.1:4010 and the shop (Next.js's dev server) on
// http://127.0.0.1:3000, together. The dev server compiles a page on its first visit (10–20 s
// for the home page on a laptop), so this asks for the home page itself, says what it waits for
// meanwhile, and prints the shop's URL once the page answers. Ctrl-C stops both with one line.
// `PORT` and `VITRINE_EMULATOR_PORT` choose other ports (0: any free one).
import { startEmulator } from './emulator'
import { freePort, type ShopServer, startShopServer } from './next-server'

const EMULATOR_PORT = Number(process.env['VITRINE_EMULATOR_PORT'] ?? 4010)
const SHOP_PORT = Number(process.env['PORT'] ?? 3000)
/** How often a line says the shop is still being prepared. */
const PROGRESS_EVERY_MS = 10_000
/** Past this, the first page is not coming: say so instead of waiting forever. */
const FIRST_PAGE_LIMIT_MS = 180_000

/** Asks for `url` until it answers 200, printing a progress line every few seconds. */
async function warm(shop: ShopServer): Promise<void> {
  const started = performance.now()
  console.log('Preparing the shop: Next.js compiles the home page on its first visit…')
  const progress = setInterval(() => {
    const seconds = Math.round((performance.now() - started) / 1000)
    console.log(`  still compiling (${seconds} s)…`)
  }, PROGRESS_EVERY_MS)
  try {
    for (;;) {
      if (shop.process.exitCode !== null) throw new Error(`The shop's server stopped:\n${shop.output()}`)
      if (performance.now() - started > FIRST_PAGE_LIMIT_MS) {
        throw new Error(
          `The shop's home page did not answer in ${FIRST_PAGE_LIMIT_MS / 1000} s:\n${shop.output()}`,
        )
      }
      const status = await fetch(shop.url, { signal: AbortSignal.timeout(FIRST_PAGE_LIMIT_MS) }).then(
        async (response) => {
          await response.body?.cancel()
          return response.status
        },
        () => 0,
      )
      if (status === 200) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    clearInterval(progress)
  }
}

async function main(): Promise<void> {
  const emulator = await startEmulator(EMULATOR_PORT).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      throw new Error(`Port ${EMULATOR_PORT} is taken: stop what runs there, or set VITRINE_EMULATOR_PORT.`)
    }
    throw error
  })
  const port = SHOP_PORT === 0 ? await freePort() : SHOP_PORT
  const shop = await startShopServer(
    'dev',
    port,
    { host: emulator.url, distDir: '.next' },
    { quiet: true },
  ).catch(async (error: Error) => {
    await emulator.close()
    throw /EADDRINUSE/.test(error.message)
      ? new Error(`Port ${port} is taken: stop what runs there, or set PORT.`)
      : error
  })

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([shop.close(), emulator.close()])
    console.log('Stopped the shop and the emulator.')
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  await warm(shop).catch(async (error: unknown) => {
    await Promise.allSettled([shop.close(), emulator.close()])
    throw error
  })
  console.log(`Vitrine shop: ${shop.url} (emulator on ${emulator.url}; Ctrl-C stops both)`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
