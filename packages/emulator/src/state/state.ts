import type { JWK } from 'jose'
import type { CartRecord, CheckoutRecord, OrderRecord } from '../cart/cart-record'
import type {
  CouponRecord,
  MembershipPlanRecord,
  ShippingRegionRecord,
  TaxRateRecord,
} from '../cart/commerce-records'
import type { CollectionRecord, ProductRecord } from '../catalog/product-record'
import { DEMO_MEMBER } from '../constants'
import type {
  BrowserSessionRecord,
  MailMessage,
  MemberRecord,
  RecoveryTokenRecord,
  SessionTokenRecord,
  StateTokenRecord,
  VerificationCodeRecord,
} from '../identity/identity-records'
import type { AuthCodeRecord, RefreshTokenRecord, VisitorRecord } from '../oauth/oauth-records'
import type { RedirectSessionRecord } from '../redirects/redirect-session-record'
import { demoCatalog } from './demo-catalog'
import { demoCoupons, demoMembershipPlans, demoShippingRegions, demoTaxRates } from './demo-commerce'
import { newTokenKey } from './random'

/** The RSA key pair webhooks are signed with, as JWKs (kept so receivers keep working across restarts). */
export interface WebhookKeyRecord {
  privateJwk: JWK
  publicJwk: JWK
}

/** Everything the emulated site holds. Maps are keyed by a field of their values (see `state-file.ts`). */
export interface EmulatorState {
  products: Map<string, ProductRecord>
  collections: Map<string, CollectionRecord>
  /** By upper-cased code. */
  coupons: Map<string, CouponRecord>
  shippingRegions: ShippingRegionRecord[]
  taxRates: TaxRateRecord[]
  membershipPlans: MembershipPlanRecord[]
  /** Anonymous visitors, each with the state of its (unstored, sealed) refresh token. */
  visitors: Map<string, VisitorRecord>
  members: Map<string, MemberRecord>
  /** By owner key (`visitor:<id>` / `member:<id>`). */
  carts: Map<string, CartRecord>
  checkouts: Map<string, CheckoutRecord>
  orders: Map<string, OrderRecord>
  /** Refresh tokens kept by value: members' (a visitor's is sealed, see `VisitorRecord`). */
  refreshTokens: Map<string, RefreshTokenRecord>
  authCodes: Map<string, AuthCodeRecord>
  stateTokens: Map<string, StateTokenRecord>
  sessionTokens: Map<string, SessionTokenRecord>
  /** By member id. */
  verificationCodes: Map<string, VerificationCodeRecord>
  recoveryTokens: Map<string, RecoveryTokenRecord>
  browserSessions: Map<string, BrowserSessionRecord>
  redirectSessions: Map<string, RedirectSessionRecord>
  mailbox: MailMessage[]
  webhookKey?: WebhookKeyRecord
  webhookUrls: string[]
  /**
   * The secret (base64url, 256 bits) that visitors' refresh tokens and all access tokens are
   * sealed with: those tokens are not stored, they carry what they stand for.
   */
  tokenKey: string
  counters: { numericId: number; orderNumber: number }
}

/** The demo member's id. */
export const DEMO_MEMBER_ID = 'de300000-0000-4000-8000-00000000de30'

/**
 * PBKDF2-SHA-256 hash of {@link DEMO_MEMBER}'s password, precomputed so seeding costs nothing
 * (PBKDF2, not scrypt: Web Crypto checks it in browsers and workers as well as in Node).
 */
const DEMO_MEMBER_PASSWORD_HASH =
  'pbkdf2-sha256$100000$dml0cmluZS1kZW1vLXNhbHQtMDAwMQ$E58o9-glgPSFmtVeJt1lcRGpImFqq1cc2JqAszpnQF8'

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [key(item), item]))
}

/** A fresh state: the demo store, or an empty site. */
export function createState(seed: 'demo' | 'empty', webhookUrls: readonly string[]): EmulatorState {
  const catalog = seed === 'demo' ? demoCatalog() : { collections: [], products: [] }
  const digital = catalog.collections.find((c) => c.slug === 'digital')
  const plans = seed === 'demo' && digital ? demoMembershipPlans(digital.id) : []
  const seededAt = '2025-01-06T09:00:00.000Z'
  const members: MemberRecord[] =
    seed === 'demo'
      ? [
          {
            id: DEMO_MEMBER_ID,
            email: DEMO_MEMBER.email,
            passwordHash: DEMO_MEMBER_PASSWORD_HASH,
            status: 'ACTIVE',
            pendingReasons: [],
            emailVerified: true,
            profile: { nickname: DEMO_MEMBER.nickname, firstName: 'Demo', lastName: 'Member' },
            captchaRequired: false,
            passwordResetRequired: false,
            memberships: plans.map((p) => ({ planId: p.id, expirationDate: '2099-12-31T23:59:59.000Z' })),
            createdDate: seededAt,
            updatedDate: seededAt,
            revision: 1,
          },
        ]
      : []
  return {
    products: byKey(catalog.products, (p) => p.id),
    collections: byKey(catalog.collections, (c) => c.id),
    coupons: byKey(seed === 'demo' ? demoCoupons() : [], (c) => c.code.toUpperCase()),
    shippingRegions: seed === 'demo' ? demoShippingRegions() : [],
    taxRates: seed === 'demo' ? demoTaxRates() : [],
    membershipPlans: plans,
    visitors: new Map(),
    members: byKey(members, (m) => m.id),
    carts: new Map(),
    checkouts: new Map(),
    orders: new Map(),
    refreshTokens: new Map(),
    authCodes: new Map(),
    stateTokens: new Map(),
    sessionTokens: new Map(),
    verificationCodes: new Map(),
    recoveryTokens: new Map(),
    browserSessions: new Map(),
    redirectSessions: new Map(),
    mailbox: [],
    webhookUrls: [...webhookUrls],
    tokenKey: newTokenKey(),
    counters: { numericId: 1_000_000 + catalog.products.length, orderNumber: 10_000 },
  }
}
