import { createEmulator as createWebEmulator, type Emulator } from './create-emulator'
import { internalsOf } from './internals'
import { listenHttp, type RunningServer } from './listen'
import type { EmulatorOptions } from './options'

/** An emulator that can also serve itself over HTTP. */
export interface NodeEmulator extends Emulator {
  /**
   * Serves the emulator over HTTP (port 0 picks a free port); `origin` becomes the bound URL
   * unless an `origin` option was given (e.g. a public URL in front of the emulator).
   * Closing the server writes the state file (when there is one).
   * @param port - default 4010
   * @param hostname - default `127.0.0.1`
   */
  listen(port?: number, hostname?: string): Promise<RunningServer>
}

/**
 * Serves an emulator over HTTP with Node (port 0 picks a free port). The emulator's `origin`
 * becomes the bound URL unless an `origin` option was given. Closing the server writes the state
 * file (when there is one). A dropped-connection fault destroys the socket.
 *
 * @param port - default 4010
 * @param hostname - default `127.0.0.1`
 * @example
 * ```ts
 * import { createEmulator } from '@vitrine/emulator'
 * import { listen } from '@vitrine/emulator/node'
 *
 * const server = await listen(createEmulator(), 0)
 * console.log(server.url) // http://127.0.0.1:53117
 * await server.close()
 * ```
 */
export async function listen(
  emulator: Emulator,
  port = 4010,
  hostname = '127.0.0.1',
): Promise<RunningServer> {
  const internals = internalsOf(emulator)
  const server = await listenHttp(internals.handle, port, hostname)
  internals.adoptOrigin(server.url)
  return {
    ...server,
    close: async () => {
      await server.close()
      internals.save()
    },
  }
}

/**
 * Creates an emulator (see the main entry's `createEmulator`) that can also `listen()`.
 *
 * @example
 * ```ts
 * import { createEmulator } from '@vitrine/emulator/node'
 *
 * const emulator = createEmulator()
 * const server = await emulator.listen(0)
 * console.log(emulator.origin === server.url) // true
 * await server.close()
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): NodeEmulator {
  const emulator = createWebEmulator(options)
  return Object.assign(emulator, {
    listen: (port?: number, hostname?: string) => listen(emulator, port, hostname),
  })
}
