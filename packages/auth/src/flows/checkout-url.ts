import { Check } from '../check'
import { createRedirectSession } from '../redirects/create-redirect-session'
import type { SessionCore } from '../session/session-core'
import type { CheckoutUrlOptions } from '../session/types'

/** The hosted checkout URL of `checkoutId` (a redirect session with `ecomCheckout` and callbacks). */
export async function checkoutUrl(
  core: SessionCore,
  checkoutId: string,
  options: CheckoutUrlOptions = {},
): Promise<string> {
  new Check()
    .string('checkoutId', checkoutId)
    .object('options', options)
    .url('postFlowUrl', options?.postFlowUrl, true)
    .url('thankYouPageUrl', options?.thankYouPageUrl, true)
    .done()
  const redirect = await createRedirectSession(core.send(), {
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: options.postFlowUrl, thankYouPageUrl: options.thankYouPageUrl },
  })
  return redirect.fullUrl
}
