import { NetworkError, VitrineError } from '@vitrine/core'
import { adjustPrices } from './adjust-prices'
import { adminClient } from './client'
import { exportProducts } from './export-products'
import { importProducts, type RunState } from './import-products'
import { type Io, say } from './io'
import { parseCommand, USAGE, UsageError } from './options'
import { politeHooks, RateGate } from './rate-gate'
import { RetriesExhausted } from './retry'

/**
 * Runs the CLI and resolves to its exit code: 0 done, 1 something failed (reported), 2 a
 * command line that cannot run, 130 interrupted (Ctrl-C).
 */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  let command: ReturnType<typeof parseCommand>
  try {
    command = parseCommand(argv, io.env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    say(io.stderr, `error: ${error.message}\n\n${USAGE}`)
    return 2
  }
  if (command.name === 'help') {
    say(io.stdout, USAGE)
    return 0
  }
  const run: RunState = { gate: new RateGate(io.retry), counts: { reads: 0, writes: 0 } }
  try {
    const client = adminClient(command, politeHooks(run.gate, run.counts), run.gate.policy, io.fetch)
    if (command.name === 'import') return await importProducts(client, command, io, run)
    if (command.name === 'export') return await exportProducts(client, command, io, run)
    return await adjustPrices(client, command, io)
  } catch (error) {
    const cause = error instanceof RetriesExhausted ? error.cause : error
    if (!VitrineError.is(cause)) throw error
    say(io.stderr, `error: ${(error as Error).message}`)
    if (NetworkError.is(cause)) {
      say(
        io.stderr,
        `nothing answers at ${command.host}: start the emulator with \`npx -y pnpm@10 emulator\`, or pass --host`,
      )
    }
    return 1
  }
}
