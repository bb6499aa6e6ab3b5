#!/usr/bin/env node
// Runs the CLI's TypeScript sources with tsx's loader in one Node process (so that signals reach
// it directly), resolving workspace packages to their sources.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const tsx = pathToFileURL(require.resolve('tsx')).href
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const { status, signal } = spawnSync(
  process.execPath,
  ['--conditions=@vitrine/source', '--import', tsx, cli, ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exitCode = status ?? (signal === 'SIGINT' ? 130 : 1)
