declare global {
  interface Window {
    /** Set by a server (the e2e tests) before the app loads, to point the shop at another emulator. */
    __VITRINE__?: { host?: string }
  }
}

/** Where the emulator (or a site) answers: run-time setting, then build-time, then the default. */
export const VITRINE_HOST: string =
  (typeof window === 'undefined' ? undefined : window.__VITRINE__?.host) ??
  import.meta.env.VITE_VITRINE_HOST ??
  'http://127.0.0.1:4010'

/** The emulator's demo OAuth client. */
export const CLIENT_ID = 'demo-storefront'

/**
 * The emulator accepts this captcha token only; on the real platform, the reCAPTCHA widget
 * produces the token. The sign-in form shows a checkbox standing in for the widget.
 */
export const EMULATOR_CAPTCHA_TOKEN = 'vitrine-emulator-captcha-ok'

/** An absolute URL of this shop. */
export function shopUrl(path: string): string {
  return new URL(path, window.location.origin).toString()
}
