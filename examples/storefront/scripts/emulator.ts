// The one place that serves the emulator over HTTP for the shop (`pnpm start`, the browser tests,
// the bench).
import { createEmulator, type EmulatorOptions, type NodeEmulator } from '@vitrine/emulator/node'

/** An emulator served on a port of 127.0.0.1. */
export interface RunningEmulator {
  emulator: NodeEmulator
  /** Its origin, e.g. `http://127.0.0.1:4010`. */
  url: string
  close(): Promise<void>
}

/** Serves a new emulator on `port` (0: any free port). */
export async function startEmulator(port: number, options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = createEmulator(options)
  const server = await emulator.listen(port)
  return { emulator, url: server.url, close: () => server.close() }
}
