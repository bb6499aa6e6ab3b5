// Node ESM, as an app runs the packages: every entry of every installed @vitrine package imports,
// then the README's quick start runs against the emulator started by its own command.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import ts from 'typescript'
import { startEmulator } from './start-emulator.mjs'

const installed = readdirSync('node_modules/@vitrine').map((folder) =>
  JSON.parse(readFileSync(`node_modules/@vitrine/${folder}/package.json`, 'utf8')),
)
let entries = 0
for (const manifest of installed) {
  for (const key of Object.keys(manifest.exports)) {
    if (key === './package.json') continue
    const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`
    const module = await import(specifier)
    if (Object.keys(module).length === 0) throw new Error(`${specifier} exports nothing`)
    entries++
  }
}
console.log(`imported ${entries} entries of ${installed.length} packages`)

const { emulator, url } = await startEmulator()

try {
  const source = readFileSync('quick-start.ts', 'utf8')
  writeFileSync(
    'quick-start.mjs',
    ts.transpileModule(source, { compilerOptions: { module: 'esnext', target: 'es2022' } }).outputText,
  )
  const { quickStart, expected } = await import('./quick-start.mjs')
  const printed = []
  const log = console.log
  const warn = console.warn
  console.log = (...args) => printed.push(args.map(String).join(' '))
  console.warn = () => {} // no localStorage in Node: the session keeps tokens in memory, and says so
  try {
    await quickStart(url)
  } finally {
    console.log = log
    console.warn = warn
  }
  if (JSON.stringify(printed) !== JSON.stringify([expected])) {
    throw new Error(
      `the quick start printed ${JSON.stringify(printed)}, the README says ${JSON.stringify(expected)}`,
    )
  }
  console.log(`quick start against ${url}: ${printed[0]}`)
} finally {
  emulator.kill('SIGTERM')
}
