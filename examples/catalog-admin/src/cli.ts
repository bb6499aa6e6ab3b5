import { createInterface } from 'node:readline/promises'
import { runCli } from './main'
import { invocationDir } from './paths'

// The process around runCli: streams, where the command was run from, a yes/no question on a
// terminal, and Ctrl-C (the first lets the products in flight finish and be journaled; a second
// one exits at once, which the journal is made for too).
const interrupt = new AbortController()
process.on('SIGINT', () => {
  if (interrupt.signal.aborted) process.exit(130)
  process.stderr.write('\nstopping after the products in flight (Ctrl-C again to stop now)…\n')
  interrupt.abort()
})

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim())
  } finally {
    rl.close()
  }
}

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: invocationDir(process.env, process.cwd()),
  confirm: process.stdin.isTTY ? confirm : undefined,
  signal: interrupt.signal,
})
