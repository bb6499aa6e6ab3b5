// Docs are code: every shell command that README.md, docs/guides/*.md and examples/*/README.md
// show (the lines of ```sh / ```bash blocks, and `$ ` lines) is accounted for here, one of three ways:
// 1. a named file runs it — RUN_BY (one command → the file that runs it, which must contain it)
//    or DOCUMENTS_RUN_BY (a document, or one section of it → the test that reads it and runs every
//    command in it, which must name the document and the section);
// 2. this test runs it — SELF, below: as written, from the repository root, each document in a
//    private network namespace of its own, so that the fixed ports the docs show (4010, 4020, …)
//    are free and no command reaches the network; servers are stopped when their document is done;
// 3. it carries a visible note saying why it cannot run here: a trailing `# not run here: <why>`,
//    or a `> Not run here: <why>` line right after its block.
// A command with none of these fails the test, and so does a registry entry that no longer
// matches a documented command.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findRedisServer, REDIS_HINT } from '../../scripts/redis-server.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

/** The documents whose commands must run. */
const DOCUMENTS = [
  'README.md',
  'docs/tutorial.md',
  'docs/architecture.md',
  ...readdirSync(join(ROOT, 'docs/guides'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/guides/${f}`),
  ...readdirSync(join(ROOT, 'examples'))
    .filter((d) => existsSync(join(ROOT, 'examples', d, 'README.md')))
    .map((d) => `examples/${d}/README.md`),
]

/** Commands run by another file, which must contain the command as written. */
const RUN_BY: Record<string, string> = {
  'npx -y pnpm@10 install': '.ci/run', // CI's "install" and last steps, from a fresh clone
  'npx -y pnpm@10 test': '.ci/run', // CI's last step: "the README's test command"
  'npx -y pnpm@10 start': 'examples/storefront/test/start-command.e2e.test.ts',
}

/** Documents (or one `## section` of one) whose every command a test reads from them and runs. */
const DOCUMENTS_RUN_BY: Record<string, { test: string; section?: string }> = {
  'examples/catalog-admin/README.md': { test: 'examples/catalog-admin/test/docs-commands.test.ts' },
  'docs/guides/emulator.md': { test: 'packages/emulator/test/docs-commands.test.ts' },
  'docs/guides/catalog.md': {
    test: 'examples/catalog-admin/test/docs-commands.test.ts',
    section: 'A catalogue sync on the command line',
  },
}

/** How this test runs a command of SELF, and what it must show. */
type Run =
  /** Runs to the end, exit 0; `prints` is what its `# prints: …` comment says it prints. */
  | { kind: 'once'; cwd: 'clone' | 'app' }
  /** Keeps running (a server): ready once its output matches; stopped when its document is done. */
  | { kind: 'server'; ready: RegExp; needs?: 'redis' }

const SHOP = { kind: 'server', ready: /Vitrine shop: (http:\/\/\S+)/ } as const
const EMULATOR = { kind: 'server', ready: /running at (http:\/\/\S+)/ } as const
const RECEIVER = { kind: 'server', ready: /registered with the emulator/ } as const

/** The commands this test runs, as written. */
const SELF: Record<string, Run> = {
  'pnpm start': SHOP,
  'npx vitest run --project storefront': { kind: 'once', cwd: 'clone' },
  'pnpm emulator': EMULATOR,
  // The tutorial's, in the clone (the tutorial runs the installed package's bin: the same CLI, built).
  'npx vitrine-emulator --port 4010': EMULATOR,
  'pnpm --filter @vitrine/example-webhook-receiver start': RECEIVER,
  'REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @vitrine/example-webhook-receiver start --port 4021': {
    ...RECEIVER,
    needs: 'redis',
  },
  // README, "Before the first release": the clone is this repository, the app a folder beside it.
  'npx -y pnpm@10 pack:all': { kind: 'once', cwd: 'clone' },
  'npm install ../vitrine/tarballs/vitrine-core-*.tgz ../vitrine/tarballs/vitrine-auth-*.tgz ../vitrine/tarballs/vitrine-cart-*.tgz ../vitrine/tarballs/vitrine-catalog-*.tgz':
    { kind: 'once', cwd: 'app' },
  'node -e "import(\'@vitrine/core\').then((core) => console.log(typeof core.createClient))"': {
    kind: 'once',
    cwd: 'app',
  },
}

/** A shell command of a document. */
interface Command {
  doc: string
  line: number
  section: string
  text: string
  /** The comment after it on its line, if any. */
  comment: string
  /** Why it cannot run here, if its document says so. */
  note?: string
}

/** Every shell command of a Markdown document, `a && b` as two. */
function shellCommands(doc: string, markdown: string): Command[] {
  const lines = markdown.split('\n')
  const out: Command[] = []
  let section = ''
  const add = (line: number, raw: string, blockNote?: string) => {
    const comment = /\s#\s(.*)$/.exec(raw)?.[1]?.trim() ?? ''
    const code = raw.replace(/\s#\s.*$/, '').trim()
    const note = /not run here:\s*(\S.*)$/i.exec(comment)?.[1] ?? blockNote
    for (const text of code.split(/\s+&&\s+/)) {
      if (text !== '') out.push({ doc, line, section, text, comment, ...(note ? { note } : {}) })
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (heading) section = heading[1] ?? ''
    const prompt = /^\s*\$ (.+)$/.exec(line)
    if (prompt) add(i + 1, prompt[1] ?? '')
    const fence = /^(\s*)(`{3,})(\w*)/.exec(line)
    if (!fence) continue
    const [, indent = '', ticks = '', lang = ''] = fence
    const start = i
    const body: string[] = []
    for (i++; i < lines.length && (lines[i] ?? '').trim() !== ticks; i++) body.push(lines[i] ?? '')
    if (!['sh', 'bash', 'shell', 'console', 'zsh'].includes(lang)) continue
    // A "> Not run here: …" line right after the block is the note of all its commands.
    let next = i + 1
    while (next < lines.length && (lines[next] ?? '').trim() === '') next++
    const blockNote = /^\s*>\s*Not run here:\s*(\S.*)$/i.exec(lines[next] ?? '')?.[1]
    for (let j = 0; j < body.length; j++) {
      let raw = (body[j] ?? '').slice(indent.length)
      const at = start + j + 2
      while (raw.trimEnd().endsWith('\\') && j + 1 < body.length) {
        raw = `${raw.trimEnd().slice(0, -1).trimEnd()} ${(body[++j] ?? '').trim()}`
      }
      if (lang === 'console') {
        if (raw.startsWith('$ ')) add(at, raw.slice(2), blockNote)
        continue
      }
      if (raw.trim() === '' || raw.trim().startsWith('#')) continue
      add(at, raw.startsWith('$ ') ? raw.slice(2) : raw, blockNote)
    }
  }
  return out
}

const commands = DOCUMENTS.flatMap((doc) => shellCommands(doc, read(doc)))
const where = (c: Command) => `${c.doc}:${c.line} \`${c.text}\``
const byDocument = (c: Command) => {
  const entry = DOCUMENTS_RUN_BY[c.doc]
  return entry && (entry.section === undefined || entry.section === c.section) ? entry : undefined
}

describe('shell commands of the docs', () => {
  it('finds the commands of every document, prompts and continued lines included', () => {
    expect(DOCUMENTS).toContain('README.md')
    expect(DOCUMENTS).toContain('docs/guides/catalog.md')
    expect(DOCUMENTS).toContain('examples/catalog-admin/README.md')
    const sample = [
      '# A title',
      '```sh',
      'a --flag   # what a does',
      'b \\',
      '  --more && c',
      '# a comment line',
      '```',
      '',
      '> Not run here: no reason is no reason',
      '',
      '```console',
      '$ d',
      'output of d',
      '```',
      '    $ e',
      '```ts',
      'f()',
      '```',
    ].join('\n')
    expect(shellCommands('x.md', sample).map((c) => [c.text, c.line, c.section, c.note])).toEqual([
      ['a --flag', 3, 'A title', 'no reason is no reason'],
      ['b --more', 4, 'A title', 'no reason is no reason'],
      ['c', 4, 'A title', 'no reason is no reason'],
      ['d', 12, 'A title', undefined],
      ['e', 15, 'A title', undefined],
    ])
    expect(
      shellCommands('y.md', '```sh\nz   # not run here: it needs a real account\n```').map((c) => c.note),
    ).toEqual(['it needs a real account'])
  })

  it('each one is run by a named test, run by this test, or noted as not runnable here', () => {
    expect(commands.length).toBeGreaterThan(10)
    const unaccounted = commands.filter(
      (c) => !c.note && !byDocument(c) && !(c.text in RUN_BY) && !(c.text in SELF),
    )
    expect(
      unaccounted.map(where),
      'run each in a test (RUN_BY, DOCUMENTS_RUN_BY or SELF in docs/test/commands.test.ts), or add a visible "# not run here: <why>"',
    ).toEqual([])
    for (const c of commands.filter((c) => c.note)) {
      expect(c.note?.split(/\s+/).length, `${where(c)}: a note that says why`).toBeGreaterThanOrEqual(3)
    }
  })

  it('the tests named run what they are named for, and every entry still matches a documented command', () => {
    for (const [command, file] of Object.entries(RUN_BY)) {
      expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true)
      expect(read(file), `${file} runs \`${command}\``).toContain(command)
      expect(
        commands.some((c) => c.text === command),
        `\`${command}\` is still documented`,
      ).toBe(true)
    }
    for (const [doc, { test, section }] of Object.entries(DOCUMENTS_RUN_BY)) {
      expect(existsSync(join(ROOT, test)), `${test} exists`).toBe(true)
      const source = read(test)
      expect(source, `${test} reads ${doc}`).toContain(doc)
      if (section) expect(source, `${test} reads the section "${section}"`).toContain(section)
      expect(
        commands.some((c) => c.doc === doc && byDocument(c)),
        `${doc} still has commands`,
      ).toBe(true)
    }
    for (const command of Object.keys(SELF)) {
      expect(
        commands.some((c) => c.text === command),
        `\`${command}\` is still documented`,
      ).toBe(true)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Running the commands of SELF: each document in a network namespace of its own (unshare), with
// the loopback up and nothing else, so servers get the ports the docs show and nothing reaches
// the network (npm and npx use their cache). `pnpm` is pnpm 10 (`npx -y pnpm@10`) where the
// machine has none: the docs' `pnpm …` are for contributors, who have it.

const canIsolate =
  process.platform === 'linux' &&
  ['unshare', 'nsenter', 'ip'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0) &&
  spawnSync('unshare', ['-rn', 'true']).status === 0
if (!canIsolate && process.env.CI) {
  throw new Error('The docs commands run in network namespaces: install util-linux and iproute2 (Linux).')
}
const redisServer = findRedisServer()

const scratch = mkdtempSync(join(tmpdir(), 'vitrine-docs-commands-'))
// What the commands write into the repository, as they would for a user; removed afterwards
// when the test made them.
const WRITTEN = ['tarballs', 'examples/webhook-receiver/processed-events.json'].filter(
  (path) => !existsSync(join(ROOT, path)),
)
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  for (const path of WRITTEN) rmSync(join(ROOT, path), { recursive: true, force: true })
})

/** A command's environment: a user's shell — none of the calling pnpm's npm_* variables. */
function userEnv(): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^(npm_|pnpm_)/i.test(entry[0]),
    ),
  )
  const bin = join(scratch, 'bin')
  if (spawnSync('sh', ['-c', 'command -v pnpm'], { env }).status !== 0 && !existsSync(join(bin, 'pnpm'))) {
    mkdirSync(bin, { recursive: true })
    writeFileSync(join(bin, 'pnpm'), '#!/bin/sh\nexec npx -y pnpm@10 "$@"\n', { mode: 0o755 })
  }
  return {
    ...env,
    PATH: `${bin}:${env['PATH'] ?? ''}`,
    npm_config_prefer_offline: 'true', // no network in the namespace: npm and npx use their cache
    npm_config_update_notifier: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** A network namespace with its loopback up, held by a sleeping process until `close()`. */
async function namespace() {
  const holder = spawn('unshare', ['-rn', 'sh', '-c', 'ip link set lo up && echo up && exec sleep 3600'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.once('data', () => resolve())
    holder.once('exit', (code) => reject(new Error(`unshare exited with ${code}`)))
  })
  const processes: ChildProcess[] = []
  const enter = (command: string, cwd: string) => {
    const child = spawn(
      'nsenter',
      ['-t', String(holder.pid), '-U', '-n', '--preserve-credentials', 'sh', '-c', command],
      { cwd, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    )
    processes.push(child)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    return { child, output: () => output }
  }
  return {
    /** Starts a command; its output so far is `output()`. */
    start: enter,
    /** Runs a command to its end (at most `ms`). */
    async run(command: string, cwd: string, ms = 180_000) {
      const { child, output } = enter(command, cwd)
      const code = await exited(child, ms)
      return { code, output: output() }
    },
    async close() {
      for (const child of processes.reverse()) await stop(child)
      await stop(holder)
    },
  }
}

function exited(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    }, ms)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

/** Stops a process this test started, and what it started (its process group, or itself). */
async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  await exited(child, 10_000)
}

async function until<T>(what: string, probe: () => T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A Node script run inside the namespace (to reach the servers there). */
function nodeScript(code: string): string {
  const file = join(scratch, `probe-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(file, code)
  return `node ${file}`
}

const needsRedis = (c: Command) => {
  const run = SELF[c.text]
  return run?.kind === 'server' && run.needs === 'redis'
}

const selfRun = [
  ...new Set(commands.filter((c) => !c.note && c.text in SELF && !byDocument(c)).map((c) => c.doc)),
]

describe.skipIf(!canIsolate)('the commands this test runs, as written', () => {
  it('has some', () => {
    expect(selfRun.length).toBeGreaterThan(0)
  })

  for (const doc of selfRun) {
    it(`${doc}: every command runs as written`, async () => {
      const mine = commands.filter((c) => c.doc === doc && !c.note && c.text in SELF && !byDocument(c))
      if (mine.some(needsRedis) && !redisServer) {
        if (process.env.CI) throw new Error(`${doc} needs redis-server. ${REDIS_HINT}`)
        console.warn(`${doc}: skipped, no redis-server. ${REDIS_HINT}`)
        return
      }
      const ns = await namespace()
      const app = join(scratch, doc.replaceAll('/', '_'), 'my-app')
      mkdirSync(app, { recursive: true })
      symlinkSync(ROOT, join(app, '..', 'vitrine'), 'dir') // the clone, beside the app
      const servers: { command: Command; output: () => string; url?: string }[] = []
      try {
        if (mine.some(needsRedis)) {
          // The Redis the command names, as the user's machine would have it.
          ns.start(`exec ${redisServer} --port 6379 --save '' --appendonly no`, scratch)
        }
        for (const command of mine) {
          const run = SELF[command.text]!
          if (run.kind === 'once') {
            const result = await ns.run(command.text, run.cwd === 'app' ? app : ROOT)
            expect(result.code, `${where(command)}\n${result.output}`).toBe(0)
            const prints = /^prints:\s*(.*)$/.exec(command.comment)?.[1]
            if (prints !== undefined) expect(result.output.trim(), where(command)).toBe(prints)
            check(command, result.output)
          } else {
            const started = ns.start(command.text, ROOT)
            const match = await until(
              `${where(command)} to print ${run.ready}`,
              () => {
                if (started.child.exitCode !== null) {
                  throw new Error(
                    `${where(command)} exited with ${started.child.exitCode}:\n${started.output()}`,
                  )
                }
                return run.ready.exec(started.output()) ?? undefined
              },
              90_000,
            )
            servers.push({ command, output: started.output, ...(match[1] ? { url: match[1] } : {}) })
          }
        }
        await checkServers(doc, servers, ns)
      } finally {
        await ns.close()
      }
    }, 420_000)
  }
})

/** What a command of SELF that runs once must have done, beyond exiting 0. */
function check(command: Command, output: string): void {
  if (command.text === 'npx -y pnpm@10 pack:all') {
    for (const name of ['core', 'auth', 'cart', 'catalog']) {
      expect(output, where(command)).toMatch(new RegExp(`tarballs/vitrine-${name}-\\S+\\.tgz`))
    }
  }
}

/** What the servers a document started must do together: serve, and deliver webhooks. */
async function checkServers(
  doc: string,
  servers: { command: Command; output: () => string; url?: string }[],
  ns: Awaited<ReturnType<typeof namespace>>,
): Promise<void> {
  for (const server of servers.filter((s) => SELF[s.command.text] === SHOP)) {
    // The shop's page, and the emulator the same command started.
    const emulator = /emulator on (http:\/\/[^\s;)]+)/.exec(server.output())?.[1]
    const probe = await ns.run(
      nodeScript(`
        const shop = await fetch(${JSON.stringify(server.url)})
        const emulator = await fetch(${JSON.stringify(`${emulator}/_emulator`)})
        console.log(shop.status, shop.headers.get('content-type')?.split(';')[0], emulator.status)
      `),
      scratch,
      150_000, // a dev server may compile the page on this first request
    )
    expect(probe.output.trim(), `${where(server.command)}: the shop and its emulator answer`).toBe(
      '200 text/html 200',
    )
  }
  const receivers = servers.filter(
    (s) => SELF[s.command.text]?.kind === 'server' && /receiver/.test(s.command.text),
  )
  const emulator = servers.find((s) => SELF[s.command.text] === EMULATOR)
  if (receivers.length === 0 || !emulator) return
  // A product created with the credentials the emulator printed reaches every receiver started.
  const apiKey = /API key\s+(\S+)/.exec(emulator.output())?.[1]
  const siteId = /Site id\s+(\S+)/.exec(emulator.output())?.[1]
  const created = await ns.run(
    nodeScript(`
      const response = await fetch(${JSON.stringify(`${emulator.url}/stores/v1/products`)}, {
        method: 'POST',
        headers: { authorization: ${JSON.stringify(apiKey)}, 'wix-site-id': ${JSON.stringify(siteId)}, 'content-type': 'application/json' },
        body: JSON.stringify({ product: { name: 'Docs Tee', productType: 'physical', priceData: { price: 12 } } }),
      })
      console.log(response.status, (await response.json()).product?.id)
    `),
    scratch,
    60_000,
  )
  const [status, productId] = created.output.trim().split(' ')
  expect(status, `${doc}: a product created on the emulator\n${created.output}`).toBe('200')
  for (const receiver of receivers) {
    await until(
      `${where(receiver.command)} to log the product's event`,
      () => (receiver.output().includes(`product ${productId}`) ? true : undefined),
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${receiver.output()}`)
    })
  }
  if (receivers.some((r) => SELF[r.command.text]?.kind === 'server' && /REDIS_URL/.test(r.command.text))) {
    const redis = receivers.find((r) => /REDIS_URL/.test(r.command.text))
    expect(redis?.output(), 'the receiver with REDIS_URL keeps its ids in Redis').toContain('kept in Redis')
  }
}
