#!/usr/bin/env node
import { runCli, USAGE } from './run-cli'

runCli(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(USAGE)
    process.exit(2)
  },
)
