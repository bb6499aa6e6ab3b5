#!/usr/bin/env node
// The `vitrine-emulator` command. Installed from the registry, it runs the built `dist/cli.js`.
// Inside the Vitrine repository (`tsconfig.json` sits beside this folder; it is not published),
// it runs the TypeScript sources through tsx, so it works right after `pnpm install`, unbuilt.
import { existsSync } from 'node:fs'

if (existsSync(new URL('../tsconfig.json', import.meta.url))) {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli.ts')
} else {
  await import('../dist/cli.js')
}
