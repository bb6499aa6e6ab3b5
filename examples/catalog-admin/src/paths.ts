import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path'

/**
 * The directory the user ran the command from. A package script (`pnpm --filter … start`) runs
 * in the package's own folder; pnpm and npm keep the caller's directory in `INIT_CWD`.
 */
export function invocationDir(env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  const init = env['INIT_CWD']
  return env['npm_lifecycle_event'] !== undefined && init !== undefined && isAbsolute(init) ? init : cwd
}

/** A file named on the command line, resolved against the directory the command was run from. */
export function resolveFile(file: string, base: string): string {
  return resolve(base, file)
}

/** `products.csv` → `products.rejects.csv`, beside it. */
export function rejectsFileFor(input: string): string {
  const ext = extname(input)
  return join(dirname(input), `${basename(input, ext)}.rejects${ext === '' ? '.csv' : ext}`)
}

/** `products.csv` → `products.csv.journal`, beside it. */
export function journalFileFor(input: string): string {
  return `${input}.journal`
}
