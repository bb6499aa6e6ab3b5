// CONTRIBUTING's "adding an endpoint", followed literally: its code blocks are applied to scratch
// copies of the cart, catalog and auth packages, each with its own blocks (the file blocks written
// where they say; the table row, the `methods` entry, the abort entry, the module lines and the
// interface method inserted where the recipe puts them), then each copy must type-check and the
// recipe's own tests, the package's operation table and abort test among them, must pass. Before
// the `methods` entry is in, the copy must NOT type-check: the completeness guard holds. Each
// package is its own test (a tsc run twice and a few test files each). The recipe's emulator step
// is applied the same way to a scratch copy of the emulator (the route inserted into the cart
// service's routes, its test written beside it): the test must fail without the route (the
// emulator answers 404) and pass with it, mounted where the cart's routes are. A recipe that no
// longer matches the code fails here. The real packages are never changed: each copy is a
// `packages/.recipe-*` folder, removed afterwards.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const recipe = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
/** The scratch copies made so far, removed after the tests. */
const scratches: string[] = []
const emulatorName = `.recipe-emulator-${process.pid}`
const emulatorScratch = join(root, 'packages', emulatorName)

interface Block {
  kind: 'file' | 'row' | 'method' | 'line' | 'interface' | 'abort' | 'route'
  path: string
  code: string
}

/** The recipe's annotated blocks: ```ts file=… / row=… / method=… / line=… / interface=… / abort=… / route=…, indented as a list item. */
function blocks(markdown: string): Block[] {
  const out: Block[] = []
  for (const match of markdown.matchAll(
    /^( *)(`{3,4})ts (file|row|method|line|interface|abort|route)=(\S+)\n([\s\S]*?)^\1\2$/gm,
  )) {
    const indent = match[1] ?? ''
    const code = (match[5] ?? '')
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n')
    out.push({ kind: match[3] as Block['kind'], path: match[4] ?? '', code })
  }
  return out
}

/** `source` with `code` inserted right after the one match of `anchor`. */
function insertAfter(source: string, anchor: RegExp, code: string, step: string): string {
  const match = anchor.exec(source)
  expect(match, `${step}: the recipe's place for it`).not.toBeNull()
  const at = (match?.index ?? 0) + (match?.[0].length ?? 0)
  return `${source.slice(0, at)}${code.trim()}\n${source.slice(at)}`
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const env = { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' }
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what we strip
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '')
  return { status: result.status, output }
}

afterAll(() => {
  for (const copy of scratches) rmSync(copy, { recursive: true, force: true })
  rmSync(emulatorScratch, { recursive: true, force: true })
})

/** A scratch copy of a package (its sources, tests and settings; its `node_modules` linked). */
function copyPackage(name: string, to: string): void {
  for (const part of ['src', 'test', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, 'packages', name, part), join(to, part), { recursive: true })
  }
  symlinkSync(join(root, 'packages', name, 'node_modules'), join(to, 'node_modules'), 'dir')
}

/** Runs test files of a scratch project; each test's file, full name and status. */
function vitest(project: string, files: string[]): { file: string; fullName: string; status: string }[] {
  const report = join(root, 'packages', project, 'report.json')
  rmSync(report, { force: true })
  run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    ...files,
    '--typecheck.enabled=false',
    '--reporter=json',
    `--outputFile=${report}`,
  ])
  return (
    JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
    }
  ).testResults.flatMap((file) => file.assertionResults.map((t) => ({ file: file.name, ...t })))
}

/** Where a package's recipe blocks go: an anchor per block (the code goes right after it). */
interface Plan {
  /** The folder under `packages/`. */
  name: string
  /** The method, as hooks and the `methods` table name it. */
  method: string
  /** The block kinds, in the recipe's order, each with its path inside the package. */
  steps: string[]
  /** Per `kind path`: what the code goes after (`end`: the end of the file), and an import it needs. */
  anchors: Record<string, { after: RegExp | 'end'; import?: string }>
  /** The module's interface, to which the `interface` block is added before its closing brace. */
  api: string
  /** The test files to run: the recipe's own, the operation table, the abort test. */
  tests: string[]
  /** How the abort test names the method's tests. */
  abortName: string
}

const plans: Plan[] = [
  {
    name: 'cart',
    method: 'cart.setGiftMessage',
    steps: [
      'file src/operations/set-gift-message.ts',
      'row src/operations/operations.test.ts',
      'method src/operations/operations.test.ts',
      'file src/operations/set-gift-message.test.ts',
      'abort src/abort.test.ts',
      'line src/current-cart.ts',
      'interface src/current-cart.ts',
    ],
    anchors: {
      'row src/operations/operations.test.ts': {
        after: /operationTable\([^[]*\[\n/,
        import: "import { setGiftMessage } from './set-gift-message'",
      },
      'abort src/abort.test.ts': { after: /const calls: Record<keyof CurrentCart, Call> = \{\n/ },
      'line src/current-cart.ts': {
        after: /bind\(\s*context,\s*\{\n/,
        import: "import { setGiftMessage } from './operations/set-gift-message'",
      },
    },
    api: 'CurrentCart',
    tests: [
      'src/operations/set-gift-message.test.ts',
      'src/operations/operations.test.ts',
      'src/abort.test.ts',
    ],
    abortName: 'setGiftMessage:',
  },
  {
    name: 'catalog',
    method: 'products.getBySlug',
    steps: [
      'file src/operations/get-product-by-slug.ts',
      'row src/operations/operations.test.ts',
      'method src/operations/operations.test.ts',
      'file src/operations/get-product-by-slug.test.ts',
      'abort test/abort.test.ts',
      'line src/products.ts',
      'interface src/products.ts',
    ],
    anchors: {
      'row src/operations/operations.test.ts': {
        after: /const reads = \[\n/,
        import: "import { getProductBySlug } from './get-product-by-slug'",
      },
      'abort test/abort.test.ts': { after: /const CALLS: Record<string, [^\n]*> = \{\n/ },
      'line src/products.ts': {
        after: /bind\(ctx, \{\n/,
        import: "import { getProductBySlug } from './operations/get-product-by-slug'",
      },
    },
    api: 'ProductsApi',
    tests: [
      'src/operations/get-product-by-slug.test.ts',
      'src/operations/operations.test.ts',
      'test/abort.test.ts',
    ],
    abortName: 'products.getBySlug:',
  },
  {
    name: 'auth',
    method: 'identity.sendLoginLink',
    steps: [
      'file src/interactive/identity/send-login-link.ts',
      'row src/interactive/operations.test.ts',
      'method src/interactive/operations.test.ts',
      'file src/interactive/identity/send-login-link.test.ts',
      'abort test/call-options.test.ts',
      'line src/interactive/index.ts',
      'line src/identity/identity-module.ts',
      'interface src/identity/identity-module.ts',
    ],
    anchors: {
      'row src/interactive/operations.test.ts': {
        after: /const rows: OperationRow\[\] = \[\n/,
        import: "import { sendLoginLink } from './identity/send-login-link'",
      },
      // The identity module's list of calls, the first list of that test file.
      'abort test/call-options.test.ts': { after: /\]\[\] = \[\n/ },
      'line src/interactive/index.ts': { after: 'end' },
      'line src/identity/identity-module.ts': { after: /import\('\.\.\/interactive\/index'\),\s*\[\n/ },
    },
    api: 'IdentityApi',
    tests: [
      'src/interactive/identity/send-login-link.test.ts',
      'src/interactive/operations.test.ts',
      'test/call-options.test.ts',
    ],
    abortName: 'sendLoginLink:',
  },
]

for (const plan of plans) {
  test(`CONTRIBUTING's recipe, followed literally, adds a working, typed endpoint to the ${plan.name}`, () => {
    const prefix = `packages/${plan.name}/`
    const steps = blocks(recipe).filter((b) => b.path.startsWith(prefix))
    expect(steps.map((b) => `${b.kind} ${b.path.slice(prefix.length)}`)).toEqual(plan.steps)
    const scratchName = `.recipe-${plan.name}-${process.pid}`
    const scratch = join(root, 'packages', scratchName)
    scratches.push(scratch)
    copyPackage(plan.name, scratch)

    let held: { file: string; source: string } | undefined
    for (const step of steps) {
      const key = `${step.kind} ${step.path.slice(prefix.length)}`
      const file = join(scratch, step.path.slice(prefix.length))
      if (step.kind === 'file') {
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(file, step.code)
        continue
      }
      let source = readFileSync(file, 'utf8')
      if (step.kind === 'method') {
        // Held back until the module has the method: the guard must first refuse the table without it.
        source = insertAfter(source, /const methods: MethodTable<[^\n]*> = \{\n/, step.code, key)
        held = { file, source }
        continue
      }
      if (step.kind === 'interface') {
        // The method joins the module's interface, before its closing brace.
        const start = source.indexOf(`export interface ${plan.api} {`)
        expect(start, `${key}: the interface ${plan.api}`).toBeGreaterThan(-1)
        const end = source.indexOf('\n}\n', start)
        source = `${source.slice(0, end)}\n${step.code.trimEnd()}${source.slice(end)}`
      } else {
        // The row joins the rows of the package's one table, the abort entry the list of every
        // network method, the line the record (or lazy list) that `bind` gets — each with its import.
        const anchor = plan.anchors[key]
        expect(anchor, `${key}: where the block goes`).toBeDefined()
        source =
          anchor?.after === 'end'
            ? `${source.trimEnd()}\n${step.code.trim()}\n`
            : insertAfter(source, anchor?.after ?? /$^/, step.code, key)
        if (anchor?.import) source = `${anchor.import}\n${source}`
      }
      writeFileSync(file, source)
    }

    // Every step but the `methods` entry: the method is in the module, not in the table's guard.
    const unguarded = run('npx', ['tsc', '--noEmit', '-p', join(scratch, 'tsconfig.json')])
    expect(unguarded.status, 'without its methods entry the table does not compile').not.toBe(0)
    expect(unguarded.output).toMatch(
      new RegExp(`operations\\.test\\.ts.*'"?${plan.method.replace('.', '\\.')}"?'`),
    )
    expect(held, 'the recipe has a methods entry').toBeDefined()
    writeFileSync(held?.file ?? '', held?.source ?? '')

    const types = run('npx', ['tsc', '--noEmit', '-p', join(scratch, 'tsconfig.json')])
    expect(types.output.replace(/npm warn.*\n/g, '').trim(), 'the scratch package type-checks').toBe('')
    expect(types.status).toBe(0)

    const results = vitest(scratchName, plan.tests)
    const [own, table, abort] = plan.tests as [string, string, string]
    const spec = steps.find((b) => b.kind === 'row')?.code.match(/spec: '([^']*)'/)?.[1] ?? '?'
    // The recipe's test passes, its row of the table passes (with the hostile ids of a path
    // parameter), and so do the table's completeness check and the abort test, the new method
    // among the others.
    expect(results.filter((t) => t.file.endsWith(own)).map((t) => t.status)).toEqual(['passed'])
    const rows = results.filter(
      (t) =>
        t.file.endsWith(table) &&
        (t.fullName.includes(`${plan.method}: `) || t.fullName.includes('covers every method')),
    )
    expect(rows.some((t) => t.fullName.includes(spec))).toBe(true)
    expect(rows.map((t) => t.status)).toEqual(rows.map(() => 'passed'))
    expect(rows.length).toBeGreaterThanOrEqual(2)
    const aborts = results.filter((t) => t.file.endsWith(abort) && t.fullName.includes(plan.abortName))
    expect(aborts.length).toBeGreaterThanOrEqual(1)
    expect(aborts.map((t) => t.status)).toEqual(aborts.map(() => 'passed'))
    expect(results.filter((t) => t.status !== 'passed')).toEqual([])
  }, 180_000)
}

test("CONTRIBUTING's emulator step, followed literally, adds a route the emulator mounts and answers", () => {
  const steps = blocks(recipe).filter((b) => b.path.startsWith('packages/emulator/'))
  expect(steps.map((b) => `${b.kind} ${b.path}`)).toEqual([
    'route packages/emulator/src/cart/cart-routes.ts',
    'file packages/emulator/src/cart/gift-message.test.ts',
  ])
  const [route, spec] = steps as [Block, Block]
  copyPackage('emulator', emulatorScratch)
  const at = (path: string) => join(emulatorScratch, path.slice('packages/emulator/'.length))
  writeFileSync(at(spec.path), spec.code)
  const testFile = spec.path.slice('packages/emulator/'.length)

  // Without the route, the recipe's test fails: the emulator does not know the call.
  expect(vitest(emulatorName, [testFile]).map((t) => t.status)).toEqual(['failed'])

  // The route joins the cart service's routes, right after their base path.
  const routes = at(route.path)
  const source = readFileSync(routes, 'utf8')
  const base = /const base = '\/v1\/carts\/current'\n/.exec(source)
  expect(base, 'cartRoutes declares its base path').not.toBeNull()
  const end = (base?.index ?? 0) + (base?.[0].length ?? 0)
  writeFileSync(
    routes,
    `${source.slice(0, end)}\n${route.code.trimEnd().replace(/^/gm, '  ')}\n${source.slice(end)}`,
  )

  const types = run('npx', ['tsc', '--noEmit', '-p', join(emulatorScratch, 'tsconfig.json')])
  expect(types.output.replace(/npm warn.*\n/g, '').trim(), 'the scratch emulator type-checks').toBe('')
  // Mounted where the cart's routes are (`create-app.ts`, untouched), it answers.
  expect(vitest(emulatorName, [testFile]).map((t) => t.status)).toEqual(['passed'])
}, 180_000)
