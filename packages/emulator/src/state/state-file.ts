import type { RefreshTokenRecord, VisitorRecord } from '../oauth/oauth-records'
import { nodeFs } from '../pipeline/node-builtins'
import { newTokenKey } from './random'
import type { EmulatorState } from './state'

const FORMAT = 'vitrine-emulator-state'
/**
 * 2: tokens are sealed with `tokenKey` — no access tokens, a visitor holds its refresh token's
 * state. 1 (still read): stored access tokens, visitors as `{ id, createdDate }`.
 */
const VERSION = 2

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
    tokenKey: state.tokenKey,
    counters: state.counters,
  }
}

function keyed<T>(items: readonly T[] | undefined, key: (item: T) => string): Map<string, T> {
  return new Map((items ?? []).map((item) => [key(item), item]))
}

/** A visitor as a version-1 file has it. */
interface VisitorRecordV1 {
  id: string
  createdDate?: string
}

/**
 * Version-1 visitors: their refresh token is a stored record (kept in `refreshTokens`, where it
 * goes on working), so the visitor's own sealed token is marked revoked — it was never handed out.
 */
function upgradeVisitors(
  visitors: readonly VisitorRecordV1[] | undefined,
  refreshTokens: Map<string, RefreshTokenRecord>,
): Map<string, VisitorRecord> {
  const clientOf = new Map<string, string>()
  for (const record of refreshTokens.values())
    if (record.subject.kind === 'visitor') clientOf.set(record.subject.visitorId, record.clientId)
  return new Map(
    (visitors ?? []).map((visitor) => {
      const createdAt = Date.parse(visitor.createdDate ?? '')
      const record: VisitorRecord = {
        id: visitor.id,
        clientId: clientOf.get(visitor.id) ?? '',
        createdAt: Number.isNaN(createdAt) ? 0 : createdAt,
        revoked: true,
      }
      return [visitor.id, record]
    }),
  )
}

const TOKEN_KEY = /^[A-Za-z0-9_-]{43}$/

/**
 * Rebuilds the state from its file form. Reads versions 1 and 2 (a version-1 file loses its
 * access tokens — clients renew them with their refresh tokens, which still work); throws on a
 * file of another format or of a newer version.
 */
export function deserializeState(data: unknown): EmulatorState {
  const file = data as (Omit<Partial<StateFile>, 'version'> & { version?: unknown }) | null
  if (!file || typeof file !== 'object' || file.format !== FORMAT) throw new Error(`Not a ${FORMAT} file`)
  if (file.version !== 1 && file.version !== VERSION) {
    throw new Error(
      `Version ${String(file.version)} of ${FORMAT} is not one this emulator reads (1 to ${VERSION}); ` +
        'a newer @vitrine/emulator wrote it — upgrade, or delete the file to start over',
    )
  }
  if (file.tokenKey !== undefined && (typeof file.tokenKey !== 'string' || !TOKEN_KEY.test(file.tokenKey))) {
    throw new Error('tokenKey must be 43 base64url characters (a 256-bit key)')
  }
  const refreshTokens = keyed(file.refreshTokens, (t) => t.token)
  return {
    products: keyed(file.products, (p) => p.id),
    collections: keyed(file.collections, (c) => c.id),
    coupons: keyed(file.coupons, (c) => c.code.toUpperCase()),
    shippingRegions: file.shippingRegions ?? [],
    taxRates: file.taxRates ?? [],
    membershipPlans: file.membershipPlans ?? [],
    visitors:
      file.version === 1
        ? upgradeVisitors(file.visitors as readonly VisitorRecordV1[] | undefined, refreshTokens)
        : keyed(file.visitors, (v) => v.id),
    members: keyed(file.members, (m) => m.id),
    carts: keyed(file.carts, (c) => c.ownerKey),
    checkouts: keyed(file.checkouts, (c) => c.id),
    orders: keyed(file.orders, (o) => o.id),
    refreshTokens,
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
    tokenKey: file.tokenKey ?? newTokenKey(),
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

/**
 * Writes the state atomically: to a new temporary file in the same folder, readable by its owner
 * only (0600: it holds the token key, tokens and password hashes), created exclusively (never
 * through a file or symlink planted under its name), then renamed over the target (a symlink at
 * the target is replaced, not followed). Returns a warning when the folder is writable by every
 * user without the sticky bit: anyone could then replace the file between two saves.
 */
export function saveStateFile(path: string, state: EmulatorState): string | undefined {
  const fs = nodeFs()
  const temporary = `${path}.${globalThis.process?.pid ?? 0}.${crypto.randomUUID()}.tmp`
  fs.writeFileSync(temporary, stateText(state), { mode: 0o600, flag: 'wx' })
  try {
    fs.renameSync(temporary, path)
  } catch (error) {
    fs.rmSync(temporary, { force: true })
    throw error
  }
  const folder = path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '.'
  const mode = fs.statSync(folder).mode
  // 0o002: writable by others; 0o1000: the sticky bit, which keeps others from replacing it.
  return (mode & 0o002) !== 0 && (mode & 0o1000) === 0
    ? `the state file's folder ${folder} is writable by every user: keep ${path} in a private folder`
    : undefined
}
