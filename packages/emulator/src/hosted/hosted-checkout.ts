import type { Context } from 'hono'
import type { EmulatorContext } from '../app/emulator-context'
import { money } from '../cart/money'
import { checkoutTotals, placeOrder, unavailableLines } from '../cart/place-order'
import { priceCart } from '../cart/render-cart'
import type { JsonObject } from '../http/json-body'
import { liveRedirectSession } from '../redirects/redirect-sessions'
import { readForm } from './form-body'
import { errorPage, escapeHtml, htmlPage, redirectTo } from './html'

function amount(summary: JsonObject, key: string): string {
  const value = summary[key] as { formattedAmount?: string } | undefined
  return escapeHtml(value?.formattedAmount ?? '')
}

/** `GET /hosted/checkout`: the order summary with a "Place order" button. */
export function showCheckout(context: EmulatorContext, c: Context): Response {
  const session = liveRedirectSession(context, c, ['checkout'])
  const checkout = session?.checkoutId ? context.state.checkouts.get(session.checkoutId) : undefined
  if (!session || !checkout)
    return errorPage('Checkout expired', 'This checkout link is invalid or has expired.')
  if (checkout.orderId) {
    const order = context.state.orders.get(checkout.orderId)
    return htmlPage(
      'Order placed',
      `<h1>Order placed</h1>\n<p>Order #${escapeHtml(order?.number ?? '')} was already placed.</p>`,
    )
  }
  const { response } = checkoutTotals(context, checkout)
  const summary = response['priceSummary'] as JsonObject
  const rows = priceCart(context, checkout.cart)
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.line.quantity}${line.status === 'AVAILABLE' ? '' : ` <strong>(${escapeHtml(line.status.replace(/_/g, ' ').toLowerCase())})</strong>`}</td><td class="amount">${escapeHtml(money(line.unitCents * line.line.quantity).formattedAmount)}</td></tr>`,
    )
    .join('\n')
  const back = session.callbacks.postFlowUrl
    ? `<p><a href="${escapeHtml(session.callbacks.postFlowUrl)}">Back to the shop</a></p>`
    : ''
  return htmlPage(
    'Checkout',
    `<h1>Checkout</h1>
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
  <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(checkout.email ?? '')}">
  <button type="submit">Place order</button>
</form>
${back}`,
  )
}

/** `POST /hosted/checkout`: places the order and returns to the thank-you page. */
export async function submitCheckout(context: EmulatorContext, c: Context): Promise<Response> {
  const session = liveRedirectSession(context, c, ['checkout'])
  const checkout = session?.checkoutId ? context.state.checkouts.get(session.checkoutId) : undefined
  if (!session || !checkout)
    return errorPage('Checkout expired', 'This checkout link is invalid or has expired.')
  const form = await readForm(context, c)
  const email = form.get('email')
  if (email) checkout.email = email
  if (!checkout.orderId) {
    const problems = unavailableLines(context, checkout)
    if (problems.length > 0) {
      return errorPage(
        'Cannot place the order',
        `Not available: ${problems.map((p) => p.name).join(', ')}.`,
        409,
      )
    }
    placeOrder(context, checkout)
  }
  const order = checkout.orderId ? context.state.orders.get(checkout.orderId) : undefined
  const next = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl
  if (!next || !order)
    return htmlPage(
      'Thank you',
      `<h1>Thank you</h1>\n<p>Order #${escapeHtml(order?.number ?? '')} is placed.</p>`,
    )
  const url = new URL(next)
  url.searchParams.set('orderId', order.id)
  return redirectTo(url.toString(), 303)
}
