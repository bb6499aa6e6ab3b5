/**
 * `@vitrine/emulator/node`: the emulator served over HTTP with Node. Its `createEmulator` gives
 * an emulator that also has `listen()`; `listen(emulator)` serves one made by the main entry.
 * Everything the main entry exports is exported here too, so one import line does.
 *
 * @packageDocumentation
 */

export type { CountedGrant, EmulatorStats } from './app/stats'
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
export type { Faults } from './faults/fault-registry'
export type { JsonObject } from './http/json-body'
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
export type { NodeEmulator } from './node/node-emulator'
export { createEmulator, listen } from './node/node-emulator'
export type {
  AuthCodeRecord,
  RefreshTokenRecord,
  Subject,
  VisitorRecord,
} from './oauth/oauth-records'
export type { EmulatorOptions, FaultRule, LoginMode, OAuthClientOptions, WebhookOptions } from './options'
export type {
  AuthRequestRecord,
  RedirectKind,
  RedirectSessionRecord,
} from './redirects/redirect-session-record'
export type { RunningServer } from './server/listen'
export type { EmulatorState, WebhookKeyRecord } from './state/state'
export type { WebhookDelivery } from './webhooks/dispatcher'
export type { PlatformEvent, WebhookIdentity } from './webhooks/events'
export { CATALOG_EVENTS, DOMAIN_ENTITIES } from './webhooks/events'
