import { Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { showLogin, submitLogin, submitVerification } from './hosted-auth'
import { showCheckout, submitCheckout } from './hosted-checkout'
import { showMembersAccount } from './hosted-members'
import { showGenericPage, showResetPassword, submitResetPassword } from './hosted-misc'

/** The hosted pages redirect sessions point to (real HTML forms that work without JavaScript). */
export function hostedPageRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.get('/oauth2/authorize', (c) => showLogin(context, c))
  app.post('/oauth2/authorize', (c) => submitLogin(context, c))
  app.post('/oauth2/authorize/verify', (c) => submitVerification(context, c))
  app.get('/hosted/login', (c) => showLogin(context, c))
  app.post('/hosted/login', (c) => submitLogin(context, c))
  app.post('/hosted/login/verify', (c) => submitVerification(context, c))
  app.get('/hosted/checkout', (c) => showCheckout(context, c))
  app.post('/hosted/checkout', (c) => submitCheckout(context, c))
  app.get('/hosted/members-account', (c) => showMembersAccount(context, c))
  app.get('/hosted/page', (c) => showGenericPage(context, c))
  app.get('/hosted/reset-password', (c) => showResetPassword(context, c))
  app.post('/hosted/reset-password', (c) => submitResetPassword(context, c))
  return app
}
