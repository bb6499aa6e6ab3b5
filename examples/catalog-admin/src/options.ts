import { parseArgs } from 'node:util'

/** The emulator's address: the CLI works against it unless told otherwise. */
export const DEFAULT_HOST = 'http://127.0.0.1:4010'
/** The emulator's demo API key (`vitrine-emulator` prints it too). */
export const DEMO_API_KEY = 'IST.vitrine-emulator-demo-api-key'
/** The emulator's demo site id. */
export const DEMO_SITE_ID = '5e1f0000-0000-4000-8000-00000000517e'

export const USAGE = `Usage: catalog-admin <command> [options]

Commands:
  import <file.csv>                              sync products from a CSV file (own or Shopify format):
                                                 creates new ones, updates changed ones, skips the rest
  export <file.csv>                              write every product to a CSV file
  adjust-prices --collection <slug> --percent <n> change the prices of a collection by n percent

Options:
  --host <url>        where the platform is (env VITRINE_HOST, default ${DEFAULT_HOST})
  --api-key <key>     owner or app API key (env VITRINE_API_KEY, default: the emulator's demo key)
  --site-id <id>      site id (env VITRINE_SITE_ID, default: the emulator's demo site)
  --dry-run           print the plan (or what would change), change nothing
  --prune             import: also delete the products that are not in the file (asks first)
  --yes               import: do not ask before deleting with --prune
  --format <f>        import: auto (default), own or shopify
  --concurrency <n>   requests in flight at once (default 4)
  --help              show this help

Files are read and written relative to the directory the command was run from.
Negative percentages: --percent=-10 or --percent -10.`

/** The CSV formats `import` reads. */
export type ImportFormat = 'auto' | 'own' | 'shopify'

/** What the command line asks for. */
export interface Command {
  name: 'import' | 'export' | 'adjust-prices' | 'help'
  /** The CSV file of import and export, as given (relative to where the command runs). */
  file?: string
  collection?: string
  percent?: number
  host: string
  apiKey: string
  siteId: string
  dryRun: boolean
  prune: boolean
  yes: boolean
  format: ImportFormat
  concurrency: number
}

/** A command line that cannot be run. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new UsageError(`${name} must be a whole number from 1 to 64, got "${value}"`)
  return n
}

/**
 * Parses the arguments (without `node` and the script) and the environment. A leading `--` is
 * dropped: `pnpm … start -- import x.csv` passes it through to the script.
 */
export function parseCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Command {
  const given = argv[0] === '--' ? argv.slice(1) : argv
  // `--percent -10`: parseArgs would read `-10` as a flag, so the value is joined to its option.
  const args: string[] = []
  for (let i = 0; i < given.length; i++) {
    const arg = given[i]!
    args.push(arg === '--percent' && i + 1 < given.length ? `--percent=${given[++i]}` : arg)
  }
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals } = parsed
  const format = values.format ?? 'auto'
  if (format !== 'auto' && format !== 'own' && format !== 'shopify')
    throw new UsageError(`--format must be auto, own or shopify, got "${format}"`)
  const common = {
    host: values.host ?? env['VITRINE_HOST'] ?? DEFAULT_HOST,
    apiKey: values['api-key'] ?? env['VITRINE_API_KEY'] ?? DEMO_API_KEY,
    siteId: values['site-id'] ?? env['VITRINE_SITE_ID'] ?? DEMO_SITE_ID,
    dryRun: values['dry-run'] ?? false,
    prune: values.prune ?? false,
    yes: values.yes ?? false,
    format: format as ImportFormat,
    concurrency: positiveInt(values.concurrency, '--concurrency', 4),
  }
  const [name, ...rest] = positionals
  if (values.help || name === undefined || name === 'help') return { name: 'help', ...common }
  if (name === 'import' || name === 'export') {
    if (rest.length !== 1) throw new UsageError(`${name} takes one CSV file`)
    if (name === 'export' && (common.prune || values.format !== undefined))
      throw new UsageError('--prune and --format are options of import')
    return { name, file: rest[0], ...common }
  }
  if (name === 'adjust-prices') {
    if (rest.length > 0) throw new UsageError(`adjust-prices takes no file, got "${rest[0]}"`)
    if (!values.collection) throw new UsageError('adjust-prices needs --collection <slug>')
    if (values.percent === undefined) throw new UsageError('adjust-prices needs --percent <n>')
    const percent = Number(values.percent)
    if (!Number.isFinite(percent) || values.percent.trim() === '' || percent < -100) {
      throw new UsageError(`--percent must be a number of at least -100, got "${values.percent}"`)
    }
    return { name, collection: values.collection, percent, ...common }
  }
  throw new UsageError(`unknown command "${name}"`)
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      host: { type: 'string' },
      'api-key': { type: 'string' },
      'site-id': { type: 'string' },
      'dry-run': { type: 'boolean' },
      prune: { type: 'boolean' },
      yes: { type: 'boolean', short: 'y' },
      format: { type: 'string' },
      concurrency: { type: 'string' },
      collection: { type: 'string' },
      percent: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
