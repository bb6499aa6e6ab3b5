import { NetworkError, VitrineError } from '@vitrine/core'
import { adjustPrices } from './adjust-prices'
import { adminClient } from './client'
import { exportProducts } from './export-products'
import { importProducts } from './import-products'
import { type Io, say } from './io'
import { parseCommand, USAGE, UsageError } from './options'

/**
 * Runs the CLI and resolves to its exit code: 0 done, 1 something failed (reported), 2 a
 * command line that cannot run.
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
  try {
    const client = adminClient(command, io.fetch)
    if (command.name === 'import') return await importProducts(client, command, io)
    if (command.name === 'export') return await exportProducts(client, command, io)
    return await adjustPrices(client, command, io)
  } catch (error) {
    if (!VitrineError.is(error)) throw error
    say(io.stderr, `error: ${error.message}`)
    if (NetworkError.is(error)) {
      say(
        io.stderr,
        `nothing answers at ${command.host}: start the emulator with \`pnpm start\`, or pass --host`,
      )
    }
    return 1
  }
}
