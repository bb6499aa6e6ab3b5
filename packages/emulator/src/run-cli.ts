import { parseArgs } from 'node:util'
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER, DEMO_SITE_ID } from './constants'
import { createEmulator } from './node-emulator'
import type { EmulatorOptions, LoginMode } from './options'

/** Usage text of the `vitrine-emulator` command. */
export const USAGE: string = `Usage: vitrine-emulator [options]

  --port <n>            port to listen on (default 4010; 0 picks a free one)
  --host <name>         interface to bind (default 127.0.0.1)
  --origin <url>        public origin of hosted pages and media (default: the bound URL)
  --client-id <id>      accept only this OAuth client id (repeatable; default: any client id,
                        registered on first use); a refused id is logged with the accepted ones
  --admin-origin <url>  a web origin allowed to call /_emulator/* from a browser (repeatable)
  --seed <demo|empty>   initial data (default demo)
  --state-file <file>   load the state from and save it to this JSON file
  --webhook-url <url>   deliver webhooks to this URL (repeatable)
  --login-mode <mode>   email-verification (default), open or owner-approval
  --captcha <off|required>
  --token-ttl <s>       access-token lifetime in seconds (default 14400)
  --verbose             log one line per request
  --help                show this help`

/** Runs the emulator from command-line arguments until SIGINT/SIGTERM. */
export async function runCli(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      origin: { type: 'string' },
      seed: { type: 'string', default: 'demo' },
      'state-file': { type: 'string' },
      'webhook-url': { type: 'string', multiple: true },
      'client-id': { type: 'string', multiple: true },
      'admin-origin': { type: 'string', multiple: true },
      'login-mode': { type: 'string' },
      captcha: { type: 'string' },
      'token-ttl': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid --port ${values.port}`)
  if (values.seed !== 'demo' && values.seed !== 'empty') throw new Error('--seed must be demo or empty')
  const loginMode = values['login-mode']
  if (loginMode !== undefined && !['email-verification', 'open', 'owner-approval'].includes(loginMode)) {
    throw new Error('--login-mode must be email-verification, open or owner-approval')
  }
  if (values.captcha !== undefined && values.captcha !== 'off' && values.captcha !== 'required') {
    throw new Error('--captcha must be off or required')
  }
  const clientIds = values['client-id'] ?? []
  if (clientIds.some((id) => id.trim() === '')) throw new Error('--client-id must not be empty')
  for (const origin of values['admin-origin'] ?? []) {
    if (!URL.canParse(origin)) throw new Error(`Invalid --admin-origin ${origin}`)
  }
  const options: EmulatorOptions = {
    seed: values.seed,
    verbose: values.verbose,
    webhooks: { urls: values['webhook-url'] ?? [] },
    ...(values.origin ? { origin: values.origin } : {}),
    ...(clientIds.length > 0 ? { clients: clientIds.map((clientId) => ({ clientId })) } : {}),
    ...(values['admin-origin'] ? { adminOrigins: values['admin-origin'] } : {}),
    ...(values['state-file'] ? { stateFile: values['state-file'] } : {}),
    ...(loginMode ? { loginMode: loginMode as LoginMode } : {}),
    ...(values.captcha ? { captcha: values.captcha as 'off' | 'required' } : {}),
    ...(values['token-ttl'] ? { accessTokenTtlSeconds: Number(values['token-ttl']) } : {}),
  }
  const emulator = createEmulator(options)
  const server = await emulator.listen(port, values.host)
  console.log(`Vitrine emulator running at ${emulator.origin}`)
  console.log(
    clientIds.length > 0
      ? `  Client ids    only ${clientIds.join(', ')} (--client-id); others get invalid_client`
      : `  Client ids    any, registered on first use (${DEMO_CLIENT_ID} is the demo's)`,
  )
  console.log(`  API key       ${DEMO_API_KEY}`)
  console.log(`  Site id       ${DEMO_SITE_ID}`)
  console.log(`  Demo member   ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`)
  console.log(`  Mailbox       ${emulator.origin}/_emulator/mailbox?email=`)
  if (values['admin-origin']) console.log(`  Admin origins ${values['admin-origin'].join(', ')}`)
  if (values['state-file']) console.log(`  State file    ${values['state-file']}`)
  console.log('Press Ctrl-C to stop.')
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  await server.close()
  await emulator.flush()
  console.log('Emulator stopped.')
}
