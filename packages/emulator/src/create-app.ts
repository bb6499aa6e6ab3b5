import { Hono } from 'hono'
import { type AdminServices, emulatorAdminRoutes } from './admin/admin-routes'
import { cartRoutes } from './cart/cart-routes'
import { collectionsV2Routes } from './catalog/collections-v2-routes'
import { graphqlRoutes } from './catalog/graphql-routes'
import { catalogReadRoutes } from './catalog/read-routes'
import { catalogWriteRoutes } from './catalog/write-routes'
import { READ_ONLY_HOST } from './constants'
import { hostedPageRoutes } from './hosted/hosted-pages-routes'
import { identityAuthenticationRoutes } from './identity/authentication-routes'
import { identityRecoveryRoutes } from './identity/recovery-routes'
import { identityVerificationRoutes } from './identity/verification-routes'
import { tokenRoutes } from './oauth/token-routes'
import type { EmulatorContext } from './pipeline/emulator-context'
import { redirectSessionRoutes } from './redirects/redirect-session-routes'
import { applicationError, WireError } from './wire/wire-error'
import { jsonResponse } from './wire/wire-json'

/** Path prefixes the read-only host serves: the catalogue read services and collections v2. */
const READ_ONLY_PREFIXES = ['/stores-reader/', '/_api/catalog-reader-server/', '/v2/collections']

/** Mounts one service under each of its path prefixes (wire-notes §1). */
function mount(app: Hono, prefixes: readonly string[], service: Hono): void {
  for (const prefix of prefixes) app.route(prefix, service)
}

/** The platform as one Hono app: every service at both path forms, errors in wire shapes. */
export function createApp(context: EmulatorContext, admin: AdminServices): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    // Parse the URL only for requests that may be on the read-only host (most are not).
    if (!c.req.url.includes(READ_ONLY_HOST)) return next()
    const url = new URL(c.req.url)
    if (url.hostname === READ_ONLY_HOST && !READ_ONLY_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      throw applicationError(
        404,
        'NOT_FOUND',
        `${url.pathname} is not served by the read-only host ${READ_ONLY_HOST}`,
        {
          path: url.pathname,
        },
      )
    }
    await next()
  })

  mount(app, ['/'], emulatorAdminRoutes(context, admin))
  mount(app, ['/'], tokenRoutes(context))
  mount(app, ['/ecom', '/_api/ecom-cart'], cartRoutes(context))
  mount(app, ['/stores-reader', '/_api/catalog-reader-server'], catalogReadRoutes(context))
  mount(app, ['/stores', '/_api/catalog-server'], catalogWriteRoutes(context))
  mount(app, ['/'], collectionsV2Routes(context))
  mount(app, ['/_api/redirects-api', '/headless'], redirectSessionRoutes(context))
  mount(app, ['/_api/iam/authentication'], identityAuthenticationRoutes(context))
  mount(app, ['/_api/iam/verification'], identityVerificationRoutes(context))
  mount(app, ['/_api/iam/recovery', '/_iam/recovery'], identityRecoveryRoutes(context))
  mount(app, ['/'], hostedPageRoutes(context))
  mount(app, ['/'], graphqlRoutes(context))

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname
    return applicationError(404, 'NOT_FOUND', `No route for ${c.req.method} ${path}`, {
      method: c.req.method,
      path,
    }).toResponse()
  })

  app.onError((error) => {
    if (error instanceof WireError) return error.toResponse()
    context.log(`emulator error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return jsonResponse({ message: 'Internal error of the emulator', details: {} }, 500)
  })

  return app
}
