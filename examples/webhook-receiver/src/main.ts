// Runs the receiver: `pnpm --filter @vitrine/example-webhook-receiver start [-- --emulator URL --port N --log FILE]`.
// Start the emulator with `--webhook-url` pointing here (the URL is printed), or let the receiver
// register itself through the emulator's admin endpoint (it tries at start). With `REDIS_URL`
// set, processed event ids are kept in Redis, shared by every instance of the receiver.
import { parseArgs } from 'node:util'
import { createReceiver } from './create-receiver'

const { values } = parseArgs({
  options: {
    emulator: { type: 'string', default: process.env.EMULATOR_URL ?? 'http://127.0.0.1:4010' },
    port: { type: 'string', default: process.env.PORT ?? '4020' },
    log: { type: 'string', default: 'processed-events.json' },
    'no-register': { type: 'boolean', default: false },
  },
})

const receiver = await createReceiver({
  emulatorUrl: values.emulator,
  port: Number(values.port),
  logFile: values.log,
  issuer: 'wix.com',
  redisUrl: process.env.REDIS_URL || undefined,
})
console.log(`webhook receiver listening at ${receiver.url}`)
console.log(
  receiver.store === 'redis'
    ? 'processed event ids are kept in Redis (REDIS_URL), shared by every instance'
    : `processed event ids are kept in ${values.log}`,
)
console.log(`start the emulator with: vitrine-emulator --webhook-url ${receiver.url}`)

if (!values['no-register']) {
  const response = await fetch(new URL('/_emulator/webhooks', values.emulator), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url }),
  }).catch(() => undefined)
  console.log(
    response?.ok ? 'registered with the emulator' : 'could not register with the emulator: use --webhook-url',
  )
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void receiver.close().then(() => process.exit(0))
  })
}
