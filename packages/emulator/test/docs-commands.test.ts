// Docs are code: every shell command the emulator's README and guide show runs here, as written,
// from the repository root (one change: a server's port 4010 becomes 0, any free port).
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const documents = ['packages/emulator/README.md', 'docs/guides/emulator.md']

function shellCommands(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    (m[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  )
}

/** Starts a server command, waits for its banner, checks it answers, then stops its process group. */
async function runServer(command: string): Promise<string> {
  const child = spawn('bash', ['-c', `exec ${command.replace('--port 4010', '--port 0')}`], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner from ${command}: ${output}`)), 30_000)
      child.stdout?.on('data', () => {
        const match = /running at (http:\/\/\S+)/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)))
    })
    const clientId = /--client-id (\S+)/.exec(command)?.[1] ?? 'any-site'
    const token = await fetch(`${url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'anonymous' }),
    })
    expect(token.status).toBe(200)
    return output
  } finally {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGINT')
      await exited
    }
  }
}

describe('shell commands of the emulator docs', () => {
  for (const file of documents) {
    it(`${file}: every command runs as written`, async () => {
      const commands = shellCommands(file)
      expect(commands.length).toBeGreaterThan(0)
      for (const command of commands) {
        if (command.endsWith('--help')) {
          const output = execFileSync('bash', ['-c', command], { cwd: root, encoding: 'utf8' })
          expect(output, command).toContain('Usage: vitrine-emulator')
        } else if (/^npx vitrine-emulator --port 4010\b/.test(command)) {
          const banner = await runServer(command)
          if (command.includes('--client-id')) expect(banner).toMatch(/Client ids +only/)
        } else {
          throw new Error(`No runner for the documented command: ${command}`)
        }
      }
    }, 120_000)
  }

  it('the root README points at the bin', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('npx vitrine-emulator')
  })
})

describe('the README maps the emulator', () => {
  const readme = readFileSync(join(root, 'packages/emulator/README.md'), 'utf8')
  const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'))

  it('lists every flag of --help in its flags table', () => {
    const help = execFileSync('npx', ['vitrine-emulator', '--help'], { cwd: root, encoding: 'utf8' })
    const flags = [...help.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1] ?? '')
    expect(flags.length).toBeGreaterThan(10)
    for (const flag of flags)
      expect(
        tableRows.some((row) => row.startsWith(`| \`${flag}`)),
        flag,
      ).toBe(true)
  }, 60_000)

  it('lists every admin endpoint the emulator serves, with its method', () => {
    const source = readFileSync(join(root, 'packages/emulator/src/admin/admin-routes.ts'), 'utf8')
    const routes = [...source.matchAll(/app\.(get|post|patch|delete)\(\s*'(\/_emulator[^']*)'/g)].map(
      (m) => `${(m[1] ?? '').toUpperCase()} ${(m[2] ?? '').replace(':file', '<file>.svg')}`,
    )
    expect(routes.length).toBeGreaterThan(15)
    for (const route of routes) {
      expect(
        tableRows.some((row) => row.startsWith(`| \`${route}`)),
        route,
      ).toBe(true)
    }
  })
})
