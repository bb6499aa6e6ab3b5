// The emulator's throughput over HTTP on loopback (get-cart, query-products): a bounded loop
// that stops by itself. The measuring code lives with the emulator.
import { emulatorThroughput } from '../packages/emulator/bench/throughput'

export async function benchEmulator(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {}
  for (const row of await emulatorThroughput()) {
    figures[`${row.name}, requests/s`] =
      `${Math.round(row.requestsPerSecond)} (${row.requests} requests in ${row.seconds.toFixed(2)} s)`
  }
  return figures
}
