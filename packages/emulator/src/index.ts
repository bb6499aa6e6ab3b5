/**
 * `@vitrine/emulator`: the platform, locally. One Hono app answers every call of the platform
 * spec at both path forms, serves the hosted pages, runs an OAuth server and signs webhooks, as a
 * web-standard `fetch` handler that bundles for browsers and workers. Over HTTP:
 * `@vitrine/emulator/node` (`listen`, the `vitrine-emulator` bin); under msw:
 * `@vitrine/emulator/msw` (`handlers`).
 *
 * @packageDocumentation
 */

export type {
  CartLineRecord,
  CartRecord,
  CheckoutRecord,
  MerchantDiscountRecord,
  OrderRecord,
} from './cart/cart-record'
export type {
  AddressRecord,
  CouponKind,
  CouponRecord,
  JurisdictionType,
  MembershipPlanRecord,
  PickupMethod,
  ShippingOptionRecord,
  ShippingRegionRecord,
  TaxRateRecord,
} from './cart/commerce-records'
export type {
  ChoiceRecord,
  CollectionRecord,
  DiscountType,
  MediaItemRecord,
  MediaType,
  OptionType,
  PricePerUnitRecord,
  ProductOptionRecord,
  ProductRecord,
  ProductType,
  VariantRecord,
} from './catalog/product-record'
export {
  ALL_PRODUCTS_COLLECTION_ID,
  DEFAULT_ORIGIN,
  DEFAULT_VARIANT_ID,
  DEMO_API_KEY,
  DEMO_APP_ID,
  DEMO_CAPTCHA_TOKEN,
  DEMO_CLIENT_ID,
  DEMO_INSTANCE_ID,
  DEMO_MEMBER,
  DEMO_SITE_ID,
  PLATFORM_ORIGINS,
  READ_ONLY_HOST,
  STORES_APP_ID,
  WEBHOOK_AUDIENCE,
  WEBHOOK_ISSUER,
} from './constants'
export type { Emulator, WebhookControls } from './create-emulator'
export { createEmulator } from './create-emulator'
export type {
  BrowserSessionRecord,
  IdentityStatus,
  MailKind,
  MailMessage,
  MemberRecord,
  PendingReason,
  RecoveryTokenRecord,
  SessionTokenRecord,
  StateTokenRecord,
  VerificationCodeRecord,
} from './identity/identity-records'
export type { MemberControls, MemberInfo, MemberToggles, NewMemberInput } from './identity/member-controls'
export type {
  AuthCodeRecord,
  RefreshTokenRecord,
  Subject,
  VisitorRecord,
} from './oauth/oauth-records'
export type { EmulatorOptions, FaultRule, LoginMode, OAuthClientOptions, WebhookOptions } from './options'
export type { Faults } from './pipeline/fault-registry'
export type { CountedGrant, EmulatorStats } from './pipeline/stats'
export type {
  AuthRequestRecord,
  RedirectKind,
  RedirectSessionRecord,
} from './redirects/redirect-session-record'
// The records behind `emulator.state`, for typed assertions in tests.
export type { EmulatorState, WebhookKeyRecord } from './state/state'
export type { WebhookDelivery } from './webhooks/dispatcher'
export type { PlatformEvent, WebhookIdentity } from './webhooks/events'
export { CATALOG_EVENTS, DOMAIN_ENTITIES } from './webhooks/events'
export type { JsonObject } from './wire/json-body'
