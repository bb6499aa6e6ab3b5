import type * as core from '@vitrine/core'
import type * as auth from '../src/index'

declare global {
  interface Window {
    /** The SDK, as the test page exposes it. */
    vitrine: typeof core & typeof auth
    /** `message` listeners on `window` right now. */
    listeners: { message: number }
    ready: boolean
    /** The page's session and client, kept between `page.evaluate` calls. */
    session: auth.OAuthSession
    client: core.BaseClient<auth.OAuthSession>
    changes: auth.SessionChange[]
  }
}
