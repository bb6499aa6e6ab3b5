// The interactive chunk: everything a page needs only once someone logs in, registers, or goes
// to a hosted page — the login flows (procedures bound to the session), PKCE, the identity calls
// and redirect sessions (operations bound to the `identity` and `redirects` modules). One chunk,
// loaded on first use by `bind(…, lazy(() => import('./interactive/index'), names))`: a page that
// only browses and fills a cart never downloads it.
//
// Nothing that `src/index.ts` reaches statically may import this folder (the error classes of
// `./errors` excepted: bundlers keep them here unless the page uses one). Bundlers split code by
// what each entry uses, so one static edge would pull a flow into the first load
// (`test/first-load.test.ts` guards it).
export { authUrl, loginWithRedirect } from './flows/auth-url'
export { authorizeMember } from './flows/authorize-member'
export { checkoutUrl } from './flows/checkout-url'
export { handleRedirect } from './flows/handle-redirect'
export { hostedLogout } from './flows/hosted-logout'
export { login } from './flows/login'
export { loginInBackground } from './flows/login-in-background'
export { register } from './flows/register'
export { resendVerification } from './flows/resend-verification'
export { sendPasswordResetEmail } from './flows/send-password-reset-email'
export { verifyEmail } from './flows/verify-email'
export { changePassword } from './identity/change-password'
export { loginV1 } from './identity/login-v1'
export { loginV2 } from './identity/login-v2'
export { loginWithTokenParams } from './identity/login-with-token-params'
export { logoutV1 } from './identity/logout-v1'
export { proceed } from './identity/proceed'
export { recover } from './identity/recover'
export { registerV1 } from './identity/register-v1'
export { registerV2 } from './identity/register-v2'
export { resend } from './identity/resend'
export { sendActivationEmail } from './identity/send-activation-email'
export { sendRecoveryEmail } from './identity/send-recovery-email'
export { signOn } from './identity/sign-on'
export { startVerification } from './identity/start-verification'
export { verify } from './identity/verify'
export { codeChallenge, createPkce } from './pkce'
export { createRedirectSession } from './redirects/create-redirect-session'
