import { checkInput, inputNonEmpty, inputOptional } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { SessionCore } from '../../session/session-core'
import type { CheckoutUrlOptions } from '../../session/types'
import { createRedirectSession } from '../redirects/create-redirect-session'
import { notAborted } from './require-browser'

const url = /* @__PURE__ */ inputOptional(inputHttpUrl)
const OPTIONS = /* @__PURE__ */ inputOptional({ postFlowUrl: url, thankYouPageUrl: url })

/** The hosted checkout URL of `checkoutId` (a redirect session with `ecomCheckout` and callbacks). */
export async function checkoutUrl(
  core: SessionCore,
  checkoutId: string,
  options?: CheckoutUrlOptions,
): Promise<string> {
  notAborted(options)
  checkInput([inputNonEmpty, checkoutId, 'checkoutId'], [OPTIONS, options, ''])
  const { postFlowUrl, thankYouPageUrl } = options ?? {}
  const redirect = await core.prepare(
    createRedirectSession,
    [{ ecomCheckout: { checkoutId }, callbacks: { postFlowUrl, thankYouPageUrl } }],
    options,
  )()
  return redirect.fullUrl
}
