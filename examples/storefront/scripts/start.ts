// `pnpm start`: the emulator on http://127.0.0.1:4010 and the shop (Next.js's dev server) on
// http://127.0.0.1:3000, together; prints the shop's URL; Ctrl-C stops both. `PORT` and
// `VITRINE_EMULATOR_PORT` choose other ports (0: any free one).
import { startEmulator } from './emulator'
import { freePort, startShopServer } from './next-server'

const EMULATOR_PORT = Number(process.env['VITRINE_EMULATOR_PORT'] ?? 4010)
const SHOP_PORT = Number(process.env['PORT'] ?? 3000)

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
  console.log(`Vitrine shop: ${shop.url} (emulator on ${emulator.url}; Ctrl-C stops both)`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([shop.close(), emulator.close()])
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
