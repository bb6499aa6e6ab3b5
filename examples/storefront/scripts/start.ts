// `pnpm start`: the emulator on http://127.0.0.1:4010 and the shop on http://127.0.0.1:5173,
// together; Ctrl-C stops both.
import { fileURLToPath } from 'node:url'
import { createEmulator } from '@vitrine/emulator/node'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const EMULATOR_PORT = Number(process.env.VITRINE_EMULATOR_PORT ?? 4010)
const SHOP_PORT = Number(process.env.PORT ?? 5173)

async function main(): Promise<void> {
  const emulator = await createEmulator()
    .listen(EMULATOR_PORT)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        throw new Error(`Port ${EMULATOR_PORT} is taken: stop what runs there, or set VITRINE_EMULATOR_PORT.`)
      }
      throw error
    })
  const vite = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_VITRINE_HOST': JSON.stringify(emulator.url) },
    server: { port: SHOP_PORT, strictPort: true, host: '127.0.0.1' },
  })
  await vite.listen().catch(async (error: NodeJS.ErrnoException) => {
    await emulator.close()
    if (error.code === 'EADDRINUSE')
      throw new Error(`Port ${SHOP_PORT} is taken: stop what runs there, or set PORT.`)
    throw error
  })
  const shop = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${SHOP_PORT}/`
  console.log(`Vitrine shop: ${shop} (emulator on ${emulator.url}; Ctrl-C stops both)`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([vite.close(), emulator.close()])
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
