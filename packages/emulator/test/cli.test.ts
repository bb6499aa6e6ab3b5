import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_API_KEY, DEMO_CLIENT_ID } from '../src/index'

const folder = mkdtempSync(join(tmpdir(), 'vitrine-emulator-cli-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${output}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1] ?? match[0])
      }
    })
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
}

describe('vitrine-emulator CLI', () => {
  it('prints the URL and the demo credentials, serves, logs requests, and exits cleanly on SIGINT', async () => {
    const file = join(folder, 'cli-state.json')
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--verbose', '--state-file', file],
      {
        cwd: join(import.meta.dirname, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const url = await waitForLine(child, /running at (http:\/\/127\.0\.0\.1:\d+)/)
    const response = await fetch(`${url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    })
    expect(response.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(output).toContain(DEMO_CLIENT_ID)
    expect(output).toMatch(/Client ids +any, registered on first use/)
    expect(output).toContain(DEMO_API_KEY)
    expect(output).toMatch(/POST \/oauth2\/token → 200/)
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGINT')
    expect(await exit).toBe(0)
    expect(existsSync(file)).toBe(true)
  }, 30_000)

  it('restricts OAuth to the --client-id values, allows --admin-origin pages, and says so in the banner', async () => {
    const child = spawn(
      process.execPath,
      [
        ...[
          '--import',
          'tsx',
          'src/cli.ts',
          '--port',
          '0',
          '--client-id',
          'my-site',
          '--client-id',
          'other-site',
        ],
        ...['--admin-origin', 'http://localhost:5173'],
      ],
      { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    try {
      const url = await waitForLine(child, /running at (http:\/\/127\.0\.0\.1:\d+)/)
      const grant = (clientId: string) =>
        fetch(`${url}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, grantType: 'anonymous' }),
        })
      expect((await grant('my-site')).status).toBe(200)
      expect((await grant('other-site')).status).toBe(200)
      const refused = await grant(DEMO_CLIENT_ID)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'invalid_client', error_description: 'Unknown clientId' })
      expect(output).toMatch(/Client ids +only my-site, other-site/)
      // Over real HTTP: the admin API answers the allowed page origin, and refuses any other.
      const mailbox = (origin: string) =>
        fetch(`${url}/_emulator/mailbox?email=a@b.c`, { headers: { origin } })
      const allowed = await mailbox('http://localhost:5173')
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      const foreign = await mailbox('https://evil.example')
      expect(foreign.status).toBe(403)
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      const exit = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGINT')
      await exit
    }
  }, 30_000)

  it('rejects bad arguments with the usage and exit code 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--seed', 'weird'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
    expect(code).toBe(2)
    expect(errors).toContain('Usage: vitrine-emulator')
  }, 30_000)
})
