/**
 * Well-known values of the emulated site: the demo OAuth client, the owner's API key, the site,
 * the demo member and the identifiers the platform uses on the wire.
 *
 * @module
 */

/** OAuth client id of the demo storefront. Anonymous, refresh and authorization-code grants accept it. */
export const DEMO_CLIENT_ID = 'demo-storefront'

/** API key of the site owner (send it as `Authorization: <key>` together with `wix-site-id`). */
export const DEMO_API_KEY = 'IST.vitrine-emulator-demo-api-key'

/** Id of the emulated site (the `wix-site-id` header of owner/app calls). */
export const DEMO_SITE_ID = '5e1f0000-0000-4000-8000-00000000517e'

/** Id of the app that owns {@link DEMO_API_KEY}; also the audience of webhook tokens. */
export const DEMO_APP_ID = 'a9900000-0000-4000-8000-0000000000a9'

/** Instance id of the app on the site, carried by every webhook delivery. */
export const DEMO_INSTANCE_ID = '1d570000-0000-4000-8000-0000000001d5'

/** App id of the stores catalogue: the `catalogReference.appId` of store products in a cart. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'

/** Id of the built-in "All Products" collection every product belongs to. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001'

/** Variant id of a product without options (its single default variant). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000'

/** Credentials of the demo member, seeded ACTIVE with a verified e-mail. */
export const DEMO_MEMBER: { readonly email: string; readonly password: string; readonly nickname: string } = {
  email: 'demo@vitrine.dev',
  password: 'vitrine-demo-1',
  nickname: 'Demo Member',
}

/**
 * The only captcha token the emulator accepts when captcha is required. Any other non-empty token
 * is answered with `-19970` (invalid captcha); no token at all with `-19971` (missing captcha).
 */
export const DEMO_CAPTCHA_TOKEN = 'vitrine-emulator-captcha-ok'

/** Issuer (`iss`) of webhook tokens signed by the emulator, the same as the platform's. */
export const WEBHOOK_ISSUER = 'wix.com'

/**
 * Audience (`aud`) of webhook tokens signed by the emulator: the app id the deliveries are for,
 * {@link DEMO_APP_ID}, under the name a webhook receiver's configuration reads.
 *
 * @alias
 */
export const WEBHOOK_AUDIENCE: string = DEMO_APP_ID

/** Default origin of the emulator (CLI default and what `handlers` match when no origin is given). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010'

/** The platform's own API hosts, answered by `handlers` and accepted by `fetch` like the emulator origin. */
export const PLATFORM_ORIGINS: readonly string[] = [
  'https://www.wixapis.com',
  'https://readonly.wixapis.com',
  'https://edge.wixapis.com',
]

/** The read-only API host: it serves the catalogue read services only. */
export const READ_ONLY_HOST = 'readonly.wixapis.com'
