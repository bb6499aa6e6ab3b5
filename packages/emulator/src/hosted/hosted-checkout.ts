import type { Context } from 'hono'
import type { CheckoutRecord, OrderRecord } from '../cart/cart-record'
import { money } from '../cart/money'
import { checkoutTotals, placeOrder, unavailableLines } from '../cart/place-order'
import { priceCart } from '../cart/render-cart'
import { deliver } from '../identity/mailbox'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { RedirectSessionRecord } from '../redirects/redirect-session-record'
import { liveRedirectSession } from '../redirects/redirect-sessions'
import type { JsonObject } from '../wire/json-body'
import { readForm } from './form-body'
import { errorPage, escapeHtml, htmlPage, redirectTo } from './html'

/** A receipt e-mail address: something@host, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function amount(summary: JsonObject, key: string): string {
  const value = summary[key] as { formattedAmount?: string } | undefined
  return escapeHtml(value?.formattedAmount ?? '')
}

/** A link back to the shop (the session's post-flow URL), when the shop gave one. */
function backLink(session: RedirectSessionRecord, text = 'Back to the shop'): string {
  return session.callbacks.postFlowUrl
    ? `<p><a href="${escapeHtml(session.callbacks.postFlowUrl)}">${escapeHtml(text)}</a></p>`
    : ''
}

/** Where the shop shows a placed order: its thank-you page with the order's id and number. */
function thankYouUrl(session: RedirectSessionRecord, order: OrderRecord): string | undefined {
  const next = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl
  if (!next) return undefined
  const url = new URL(next)
  url.searchParams.set('orderId', order.id)
  url.searchParams.set('orderNumber', order.number)
  return url.toString()
}

/** The page of a checkout whose order is placed (browser Back, or a second visit): links back to the shop. */
function placedPage(session: RedirectSessionRecord, order: OrderRecord | undefined): Response {
  const url = order ? thankYouUrl(session, order) : undefined
  return htmlPage(
    'Order placed',
    `<h1>Order placed</h1>
<p>Order #${escapeHtml(order?.number ?? '')} is placed; there is nothing more to do here.</p>
${url ? `<p><a href="${escapeHtml(url)}">See your order</a></p>` : ''}
${backLink(session)}`,
  )
}

function checkoutPage(
  context: EmulatorContext,
  session: RedirectSessionRecord,
  checkout: CheckoutRecord,
  message?: string,
  status = 200,
): Response {
  const { response } = checkoutTotals(context, checkout)
  const summary = response['priceSummary'] as JsonObject
  const rows = priceCart(context, checkout.cart)
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.line.quantity}${line.status === 'AVAILABLE' ? '' : ` <strong>(${escapeHtml(line.status.replace(/_/g, ' ').toLowerCase())})</strong>`}</td><td class="amount">${escapeHtml(money(line.unitCents * line.line.quantity).formattedAmount)}</td></tr>`,
    )
    .join('\n')
  return htmlPage(
    'Checkout',
    `<h1>Checkout</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<table aria-label="Order summary">
<thead><tr><th>Item</th><th class="amount">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><td>Subtotal</td><td class="amount">${amount(summary, 'subtotal')}</td></tr>
<tr><td>Discount</td><td class="amount">${amount(summary, 'discount')}</td></tr>
<tr><td>Shipping</td><td class="amount">${amount(summary, 'shipping')}</td></tr>
<tr><td>Tax</td><td class="amount">${amount(summary, 'tax')}</td></tr>
<tr><th>Total</th><th class="amount">${amount(summary, 'total')}</th></tr>
</tfoot>
</table>
<form method="post" action="/hosted/checkout?redirect_session_id=${encodeURIComponent(session.id)}">
  <label for="email">E-mail for the receipt</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(checkout.email ?? '')}">
  <button type="submit">Place order</button>
</form>
${backLink(session)}`,
    status,
  )
}

/** `GET /hosted/checkout`: the order summary with a "Place order" button. */
export function showCheckout(context: EmulatorContext, c: Context): Response {
  const session = liveRedirectSession(context, c, ['checkout'])
  const checkout = session?.checkoutId ? context.state.checkouts.get(session.checkoutId) : undefined
  if (!session || !checkout)
    return errorPage('Checkout expired', 'This checkout link is invalid or has expired.')
  if (checkout.orderId) return placedPage(session, context.state.orders.get(checkout.orderId))
  return checkoutPage(context, session, checkout)
}

/** Records the receipt in the emulator's mailbox (`GET /_emulator/mailbox?email=`). */
function sendReceipt(context: EmulatorContext, to: string, order: OrderRecord): void {
  const total = (order.priceSummary['total'] as { formattedAmount?: string } | undefined)?.formattedAmount
  deliver(context, {
    to: to.trim().toLowerCase(),
    subject: `Your order #${order.number}`,
    kind: 'order-confirmation',
    text: `Thank you for your order #${order.number}${total ? ` (${total})` : ''}.`,
  })
}

/** `POST /hosted/checkout`: places the order and returns to the thank-you page. */
export async function submitCheckout(context: EmulatorContext, c: Context): Promise<Response> {
  const session = liveRedirectSession(context, c, ['checkout'])
  const checkout = session?.checkoutId ? context.state.checkouts.get(session.checkoutId) : undefined
  if (!session || !checkout)
    return errorPage('Checkout expired', 'This checkout link is invalid or has expired.')
  if (checkout.orderId) return placedPage(session, context.state.orders.get(checkout.orderId))
  const form = await readForm(context, c)
  const email = (form.get('email') ?? '').trim()
  if (email.length > 254 || !EMAIL.test(email)) {
    return checkoutPage(context, session, checkout, 'Enter the e-mail address for your receipt.', 400)
  }
  checkout.email = email
  const problems = unavailableLines(context, checkout)
  if (problems.length > 0) {
    return htmlPage(
      'Cannot place the order',
      `<h1>Cannot place the order</h1>
<p role="alert">Not available as ordered: ${escapeHtml(problems.map((p) => p.name).join(', '))}. Change the quantities in your cart and check out again.</p>
${backLink(session, 'Back to your cart')}`,
      409,
    )
  }
  const order = placeOrder(context, checkout)
  sendReceipt(context, email, order)
  const next = thankYouUrl(session, order)
  if (!next)
    return htmlPage('Thank you', `<h1>Thank you</h1>\n<p>Order #${escapeHtml(order.number)} is placed.</p>`)
  return redirectTo(next, 303)
}
