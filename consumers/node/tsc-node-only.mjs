// `tsc -p tsconfig.node-only.json` (lib ES2022 and @types/node, no DOM), judged on our types:
// an error in a @vitrine package's declarations or in this app's files fails the check. msw (which
// `@vitrine/emulator` hands its request handlers to) declares browser types of its own that need
// the DOM lib: errors inside its declarations, and only theirs, are listed and accepted — an app
// that uses msw in Node has them with or without Vitrine.
import { spawnSync } from 'node:child_process'

const NEEDS_DOM = /^node_modules\/(msw|@mswjs\/[^/]+|rettime)\//

const tsc = spawnSync('node_modules/.bin/tsc', ['-p', 'tsconfig.node-only.json', '--pretty', 'false'], {
  encoding: 'utf8',
})
const errors = tsc.stdout.split('\n').filter((line) => /^\S.*\(\d+,\d+\): error TS\d+/.test(line))
const accepted = errors.filter((line) => NEEDS_DOM.test(line))
const ours = errors.filter((line) => !NEEDS_DOM.test(line))
if (tsc.status !== 0 && errors.length === 0) {
  console.error(tsc.stdout, tsc.stderr)
  process.exit(1)
}
if (ours.length > 0) {
  console.error(ours.join('\n'))
  process.exit(1)
}
const files = new Set(accepted.map((line) => line.replace(/\(.*$/, '')))
console.log(
  `no error in Vitrine's types without the DOM lib${accepted.length ? ` (${accepted.length} in msw's own declarations, which need it: ${[...files].join(', ')})` : ''}`,
)
