// CONTRIBUTING's "adding an endpoint", followed literally: its code blocks are applied to a scratch
// copy of the cart package (the file blocks written where they say; the table row, the `methods`
// entry, the module line and the interface method inserted where the recipe puts them), then the
// copy must type-check and the recipe's own tests, the package's operation table among them, must
// pass. Before the `methods` entry is in, the copy must NOT type-check: the completeness guard
// holds. The recipe's emulator step is applied the same way to a scratch copy of the emulator
// (the route inserted into the cart service's routes, its test written beside it): the test must
// fail without the route (the emulator answers 404) and pass with it, mounted where the cart's
// routes are. A recipe that no longer matches the code fails here. The real packages are never
// changed: each copy is a `packages/.recipe-*` folder, removed afterwards.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const recipe = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
const scratchName = `.recipe-${process.pid}`
const scratch = join(root, 'packages', scratchName)
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

/** The path of a block inside the scratch copy of the cart package. */
function inScratch(path: string): string {
  expect(path.startsWith('packages/cart/')).toBe(true)
  return join(scratch, path.slice('packages/cart/'.length))
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const env = { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' }
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what we strip
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '')
  return { status: result.status, output }
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
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

test("CONTRIBUTING's recipe, followed literally, adds a working, typed endpoint to the cart", () => {
  const steps = blocks(recipe).filter((b) => b.path.startsWith('packages/cart/'))
  expect(steps.map((b) => b.kind)).toEqual(['file', 'row', 'method', 'file', 'abort', 'line', 'interface'])
  copyPackage('cart', scratch)

  let held: { file: string; source: string } | undefined
  for (const step of steps) {
    const file = inScratch(step.path)
    if (step.kind === 'file') {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, step.code)
      continue
    }
    let source = readFileSync(file, 'utf8')
    if (step.kind === 'row') {
      // The row joins the rows of the package's one table, with the declaration's import.
      const table = /operationTable\([^[]*\[\n/.exec(source)
      expect(table, 'operations.test.ts has one operation table').not.toBeNull()
      const at = (table?.index ?? 0) + (table?.[0].length ?? 0)
      source = `import { setGiftMessage } from './set-gift-message'\n${source.slice(0, at)}${step.code.trim()}\n${source.slice(at)}`
    } else if (step.kind === 'method') {
      // Held back until the module has the method: the guard must first refuse the table without it.
      const record = /const methods: MethodTable<[^\n]*> = \{\n/.exec(source)
      expect(record, 'operations.test.ts holds the methods record').not.toBeNull()
      const at = (record?.index ?? 0) + (record?.[0].length ?? 0)
      held = { file, source: `${source.slice(0, at)}${step.code.trim()}\n${source.slice(at)}` }
      continue
    } else if (step.kind === 'abort') {
      // The method joins the list of every network method the abort test calls.
      const list = /const calls: Record<keyof CurrentCart, Call> = \{\n/.exec(source)
      expect(list, 'the abort test lists every method').not.toBeNull()
      const at = (list?.index ?? 0) + (list?.[0].length ?? 0)
      source = `${source.slice(0, at)}${step.code.trim()}\n${source.slice(at)}`
    } else if (step.kind === 'line') {
      // The declaration joins the record `bind` gets, with its import.
      const record = /bind\(\s*context,\s*\{\n/.exec(source)
      expect(record, 'current-cart.ts binds a record of declarations').not.toBeNull()
      const at = (record?.index ?? 0) + (record?.[0].length ?? 0)
      source = `${source.slice(0, at)}${step.code.trim()}\n${source.slice(at)}`
      source = `import { setGiftMessage } from './operations/set-gift-message'\n${source}`
    } else {
      // The method joins the module's interface, before its closing brace.
      const start = source.indexOf('export interface CurrentCart {')
      expect(start).toBeGreaterThan(-1)
      const end = source.indexOf('\n}\n', start)
      source = `${source.slice(0, end)}\n${step.code.trimEnd()}${source.slice(end)}`
    }
    writeFileSync(file, source)
  }

  // Every step but the `methods` entry: the method is in the module, not in the table's guard.
  const unguarded = run('npx', ['tsc', '--noEmit', '-p', join(scratch, 'tsconfig.json')])
  expect(unguarded.status, 'without its methods entry the table does not compile').not.toBe(0)
  expect(unguarded.output).toMatch(/operations\.test\.ts.*'"?cart\.setGiftMessage"?'/)
  expect(held, 'the recipe has a methods entry').toBeDefined()
  writeFileSync(held?.file ?? '', held?.source ?? '')

  const types = run('npx', ['tsc', '--noEmit', '-p', join(scratch, 'tsconfig.json')])
  expect(types.output.replace(/npm warn.*\n/g, '').trim(), 'the scratch package type-checks').toBe('')
  expect(types.status).toBe(0)

  const report = join(scratch, 'report.json')
  const tests = run('npx', [
    'vitest',
    'run',
    '--project',
    scratchName,
    'src/operations/set-gift-message.test.ts',
    'src/operations/operations.test.ts',
    'src/abort.test.ts',
    '--typecheck.enabled=false',
    '--reporter=json',
    `--outputFile=${report}`,
  ])
  const results = (
    JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
    }
  ).testResults.flatMap((file) => file.assertionResults.map((t) => ({ file: file.name, ...t })))
  // The recipe's test passes, its row of the table passes, and so do the table's completeness
  // check and the abort test, the new method among the others.
  expect(results.filter((t) => t.file.endsWith('set-gift-message.test.ts')).map((t) => t.status)).toEqual([
    'passed',
  ])
  expect(
    results
      .filter(
        (t) => t.file.endsWith('operations.test.ts') && /gift-message|covers every method/.test(t.fullName),
      )
      .map((t) => t.status),
  ).toEqual(['passed', 'passed'])
  expect(
    results
      .filter((t) => t.file.endsWith('abort.test.ts') && t.fullName.includes('setGiftMessage:'))
      .map((t) => t.status),
  ).toEqual(['passed', 'passed'])
  expect(results.filter((t) => t.status !== 'passed')).toEqual([])
  expect(tests.status, tests.output).toBe(0)
}, 180_000)

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
