// Settings both sides share. What only the server knows (the platform's address) is in
// `server-config.ts`; the browser gets it from the root layout.

/** The shop's name, in titles and the header. */
export const SHOP_NAME = 'Vitrine Shop'

/** The shop's OAuth client id (the emulator takes any id; on the platform, your site's own). */
export const CLIENT_ID = 'demo-storefront'

/** The cookie holding the visitor's tokens, read by the server and the browser alike. */
export const SESSION_COOKIE = 'vitrine_shop'

/**
 * The shop's password policy: the platform states no length rule (the emulator enforces none), so
 * the shop sets its own, checks it before sending and says it in the forms' hint — the hint and
 * the check can never disagree. A refusal the site's own policy adds on the platform still reaches
 * the shopper as a sentence (`loginMessage`).
 */
export const PASSWORD = { min: 4, max: 100 } as const

/** Products per page of a listing. */
export const PAGE_SIZE = 12

/**
 * The emulator accepts this captcha token only; on the real platform a reCAPTCHA widget gives the
 * token. The sign-in form shows a checkbox standing in for the widget.
 */
export const EMULATOR_CAPTCHA_TOKEN = 'vitrine-emulator-captcha-ok'
