// Everything interactive, in one chunk that the session (and the `identity` / `redirects`
// modules, `createPkce`, `codeChallenge`) load on first use with `loadInteractive()`: the login
// flows, hosted pages, PKCE, the identity calls and redirect sessions. A page that only browses
// and fills a cart never downloads it.
//
// Nothing that `src/index.ts` reaches statically may import a module of this chunk: bundlers
// split code file by file, so one static edge would pull the whole file into the first load.
export { changePassword } from '../identity/change-password'
export { loginV1 } from '../identity/login-v1'
export { loginV2 } from '../identity/login-v2'
export { loginWithTokenParams } from '../identity/login-with-token-params'
export { logoutV1 } from '../identity/logout-v1'
export { proceed } from '../identity/proceed'
export { recover } from '../identity/recover'
export { registerV1 } from '../identity/register-v1'
export { registerV2 } from '../identity/register-v2'
export { resend } from '../identity/resend'
export { sendActivationEmail } from '../identity/send-activation-email'
export { sendRecoveryEmail } from '../identity/send-recovery-email'
export { signOn } from '../identity/sign-on'
export { startVerification } from '../identity/start-verification'
export { verify } from '../identity/verify'
export { createRedirectSession } from '../redirects/create-redirect-session'
export { authUrl, loginWithRedirect } from './auth-url'
export { authorizeMember } from './authorize-member'
export { checkoutUrl } from './checkout-url'
export { handleRedirect } from './handle-redirect'
export { hostedLogoutUrl } from './hosted-logout-url'
export { login } from './login'
export { loginInBackground } from './login-in-background'
export { codeChallenge, createPkce } from './pkce'
export { register } from './register'
export { resendVerification } from './resend-verification'
export { sendPasswordResetEmail } from './send-password-reset-email'
export { verifyEmail } from './verify-email'
