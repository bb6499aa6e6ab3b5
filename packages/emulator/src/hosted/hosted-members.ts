import type { Context } from 'hono'
import type { OrderRecord } from '../cart/cart-record'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { MembersSection } from '../redirects/redirect-session-record'
import { liveRedirectSession } from '../redirects/redirect-sessions'
import type { JsonObject } from '../wire/json-body'
import { errorPage, escapeHtml, htmlPage } from './html'

const TITLES: Record<MembersSection, string> = {
  ACCOUNT_INFO: 'My account',
  BOOKINGS: 'My bookings',
  ORDERS: 'My orders',
  SUBSCRIPTIONS: 'My subscriptions',
  EVENTS: 'My events',
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function formatted(value: unknown): string {
  return value && typeof value === 'object' ? text((value as JsonObject)['formattedAmount']) : ''
}

function orderHtml(order: OrderRecord): string {
  const lines = order.lineItems
    .map((line) => {
      const name = line['productName'] as JsonObject | undefined
      return `<li>${escapeHtml(text(name?.['original']))} × ${escapeHtml(String(line['quantity'] ?? ''))}</li>`
    })
    .join('\n')
  const date = order.createdDate.slice(0, 10)
  return `<section aria-label="Order #${escapeHtml(order.number)}">
<h2>Order #${escapeHtml(order.number)}</h2>
<p>Placed on <time datetime="${escapeHtml(order.createdDate)}">${escapeHtml(date)}</time> · Total ${escapeHtml(formatted(order.priceSummary['total']))}</p>
<ul>
${lines}
</ul>
</section>`
}

/**
 * `GET /hosted/members-account`: the members area of a `membersAccount` redirect session. The
 * `ORDERS` section lists the orders of the member who created the session (newest first); the
 * other sections are acknowledged only. A session created by a visitor shows no one's data.
 */
export function showMembersAccount(context: EmulatorContext, c: Context): Response {
  const session = liveRedirectSession(context, c, ['members'])
  if (!session) return errorPage('Link expired', 'This link is invalid or has expired.')
  const section = session.section ?? 'ACCOUNT_INFO'
  const title = TITLES[section]
  const back = session.callbacks.postFlowUrl
    ? `<p><a href="${escapeHtml(session.callbacks.postFlowUrl)}">Back to the shop</a></p>`
    : ''
  const creator = session.creator
  if (creator?.kind !== 'member') {
    return htmlPage(
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p role="alert">Sign in as a member to see this page.</p>\n${back}`,
      403,
    )
  }
  if (section !== 'ORDERS') {
    return htmlPage(
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p>The emulator acknowledges this section but does not emulate it.</p>\n${back}`,
    )
  }
  const orders = [...context.state.orders.values()]
    .filter((order) => 'memberId' in order.buyer && order.buyer.memberId === creator.memberId)
    .reverse()
  const body = orders.length ? orders.map(orderHtml).join('\n') : '<p>You have not placed an order yet.</p>'
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n${body}\n${back}`)
}
