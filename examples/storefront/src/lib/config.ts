// Settings both sides share. What only the server knows (the platform's address) is in
// `server-config.ts`; the browser gets it from the root layout.

/** The shop's name, in titles and the header. */
export const SHOP_NAME = 'Vitrine Shop'

/** The emulator's demo OAuth client (the emulator refuses client ids it does not know). */
export const CLIENT_ID = 'demo-storefront'

/** The cookie holding the visitor's tokens, read by the server and the browser alike. */
export const SESSION_COOKIE = 'vitrine_shop'

/**
 * The rule the platform enforces on passwords (the emulator answers `password must be 4 to 100
 * characters` outside it): the forms check it before sending and say it in their hint.
 */
export const PASSWORD = { min: 4, max: 100 } as const

/** Products per page of a listing. */
export const PAGE_SIZE = 12

/**
 * The emulator accepts this captcha token only; on the real platform a reCAPTCHA widget gives the
 * token. The sign-in form shows a checkbox standing in for the widget.
 */
export const EMULATOR_CAPTCHA_TOKEN = 'vitrine-emulator-captcha-ok'
