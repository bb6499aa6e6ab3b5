#!/usr/bin/env node
// Runs the CLI's TypeScript sources with tsx, resolving workspace packages to their sources.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const tsx = require.resolve('tsx/cli')
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const { status } = spawnSync(
  process.execPath,
  [tsx, '--conditions=@vitrine/source', cli, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)
process.exitCode = status ?? 1
