import { nodeFs } from '../node-builtins'
import type { EmulatorState } from './state'

const FORMAT = 'vitrine-emulator-state'
const VERSION = 1

/** The file form of the state: maps become arrays of their values. */
type StateFile = {
  format: typeof FORMAT
  version: typeof VERSION
} & {
  [K in keyof EmulatorState]: EmulatorState[K] extends Map<string, infer V> ? V[] : EmulatorState[K]
}

/** Turns the state into plain JSON data. */
export function serializeState(state: EmulatorState): StateFile {
  return {
    format: FORMAT,
    version: VERSION,
    products: [...state.products.values()],
    collections: [...state.collections.values()],
    coupons: [...state.coupons.values()],
    shippingRegions: state.shippingRegions,
    taxRates: state.taxRates,
    membershipPlans: state.membershipPlans,
    visitors: [...state.visitors.values()],
    members: [...state.members.values()],
    carts: [...state.carts.values()],
    checkouts: [...state.checkouts.values()],
    orders: [...state.orders.values()],
    accessTokens: [...state.accessTokens.values()],
    refreshTokens: [...state.refreshTokens.values()],
    authCodes: [...state.authCodes.values()],
    stateTokens: [...state.stateTokens.values()],
    sessionTokens: [...state.sessionTokens.values()],
    verificationCodes: [...state.verificationCodes.values()],
    recoveryTokens: [...state.recoveryTokens.values()],
    browserSessions: [...state.browserSessions.values()],
    redirectSessions: [...state.redirectSessions.values()],
    mailbox: state.mailbox,
    ...(state.webhookKey ? { webhookKey: state.webhookKey } : {}),
    webhookUrls: state.webhookUrls,
    counters: state.counters,
  }
}

function keyed<T>(items: readonly T[] | undefined, key: (item: T) => string): Map<string, T> {
  return new Map((items ?? []).map((item) => [key(item), item]))
}

/** Rebuilds the state from its file form; throws on a file of another format or version. */
export function deserializeState(data: unknown): EmulatorState {
  const file = data as Partial<StateFile> | null
  if (!file || file.format !== FORMAT || file.version !== VERSION) {
    throw new Error(`Not a ${FORMAT} file of version ${VERSION}`)
  }
  return {
    products: keyed(file.products, (p) => p.id),
    collections: keyed(file.collections, (c) => c.id),
    coupons: keyed(file.coupons, (c) => c.code.toUpperCase()),
    shippingRegions: file.shippingRegions ?? [],
    taxRates: file.taxRates ?? [],
    membershipPlans: file.membershipPlans ?? [],
    visitors: keyed(file.visitors, (v) => v.id),
    members: keyed(file.members, (m) => m.id),
    carts: keyed(file.carts, (c) => c.ownerKey),
    checkouts: keyed(file.checkouts, (c) => c.id),
    orders: keyed(file.orders, (o) => o.id),
    accessTokens: keyed(file.accessTokens, (t) => t.token),
    refreshTokens: keyed(file.refreshTokens, (t) => t.token),
    authCodes: keyed(file.authCodes, (c) => c.code),
    stateTokens: keyed(file.stateTokens, (t) => t.token),
    sessionTokens: keyed(file.sessionTokens, (t) => t.token),
    verificationCodes: keyed(file.verificationCodes, (v) => v.memberId),
    recoveryTokens: keyed(file.recoveryTokens, (t) => t.token),
    browserSessions: keyed(file.browserSessions, (s) => s.id),
    redirectSessions: keyed(file.redirectSessions, (s) => s.id),
    mailbox: file.mailbox ?? [],
    ...(file.webhookKey ? { webhookKey: file.webhookKey } : {}),
    webhookUrls: file.webhookUrls ?? [],
    counters: file.counters ?? { numericId: 1_000_000, orderNumber: 10_000 },
  }
}

/** Non-finite floats (a weight of `Infinity`) survive the file as tagged objects. */
function encodeNonFinite(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? { $nonFinite: String(value) } : value
}

function decodeNonFinite(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const tag = (value as { $nonFinite?: unknown }).$nonFinite
  if (Object.keys(value).length === 1 && typeof tag === 'string') return Number(tag)
  return value
}

/** Parses a state file's text (dropping `__proto__` keys, restoring non-finite floats). */
export function parseStateText(text: string): EmulatorState {
  const parsed = JSON.parse(text, (key, value: unknown) =>
    key === '__proto__' ? undefined : decodeNonFinite(value),
  )
  return deserializeState(parsed)
}

/** The text of a state file. */
export function stateText(state: EmulatorState): string {
  return `${JSON.stringify(serializeState(state), encodeNonFinite, 2)}\n`
}

/** Reads a state file, or returns `undefined` when it does not exist. */
export function loadStateFile(path: string): EmulatorState | undefined {
  const fs = nodeFs()
  if (!fs.existsSync(path)) return undefined
  const text = fs.readFileSync(path, 'utf8')
  try {
    return parseStateText(text)
  } catch (error) {
    throw new Error(`Cannot load emulator state from ${path}: ${(error as Error).message}`)
  }
}

/** Writes the state atomically: to a temporary file in the same folder, then renamed over the target. */
export function saveStateFile(path: string, state: EmulatorState): void {
  const fs = nodeFs()
  const temporary = `${path}.${globalThis.process?.pid ?? 0}.${crypto.randomUUID()}.tmp`
  fs.writeFileSync(temporary, stateText(state))
  try {
    fs.renameSync(temporary, path)
  } catch (error) {
    fs.rmSync(temporary, { force: true })
    throw error
  }
}
