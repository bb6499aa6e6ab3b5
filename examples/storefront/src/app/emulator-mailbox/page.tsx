import type { Metadata } from 'next'
import Form from 'next/form'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { ownHost } from '../../lib/request-host'
import { onEmulator, siteOrigin, vitrineHost } from '../../lib/server-config'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Emulator mailbox', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

interface Mail {
  id: string
  subject: string
  text: string
  code?: string
  link?: string
  sentAt: string
}

/**
 * The local emulator sends no e-mail: it keeps what it "sent" (verification codes, reset links,
 * receipts) in a mailbox of its admin API. The shop's server reads it (the admin API is not for
 * browsers on other origins) and shows it here. Not on the real platform.
 */
export default async function EmulatorMailbox({ searchParams }: { searchParams: SearchParams }) {
  // Only on the emulator, and only to this machine's names or the shop's own (`SITE_URL`): a page
  // of another site made to resolve here (DNS rebinding) would otherwise read the reset links.
  if (!onEmulator() || !ownHost(await headers(), process.env['SITE_URL'])) notFound()
  const raw = (await searchParams)['email']
  const email = typeof raw === 'string' ? raw.trim().slice(0, 254) : ''
  let mails: Mail[] = []
  let failed = false
  if (email) {
    try {
      const answer = await fetch(`${vitrineHost()}/_emulator/mailbox?email=${encodeURIComponent(email)}`, {
        cache: 'no-store',
      })
      mails = answer.ok ? ((await answer.json()) as Mail[]).reverse() : []
      failed = !answer.ok
    } catch {
      failed = true
    }
  }
  const shop = await siteOrigin()
  const safeLink = (link: string | undefined) => (link?.startsWith(`${shop}/`) ? link : undefined)
  return (
    <section className="page-medium">
      <h1>Emulator mailbox</h1>
      <p>The local emulator sends no real e-mail. What it would have sent is listed here, newest first.</p>
      <Form action="/emulator-mailbox" className="input-row mailbox-form">
        <label htmlFor="mailbox-email" className="visually-hidden">
          E-mail address
        </label>
        <input
          id="mailbox-email"
          type="email"
          name="email"
          defaultValue={email}
          placeholder="you@example.com"
          required
        />
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      {failed && (
        <p className="form-error" role="alert">
          The emulator's mailbox cannot be read right now.
        </p>
      )}
      {email && !failed && mails.length === 0 && <p>No e-mail to {email} yet.</p>}
      <ul className="mailbox" data-testid="mailbox">
        {mails.map((mail) => (
          <li key={mail.id} className="form-card">
            <p className="mail-subject">
              <strong>{mail.subject}</strong>{' '}
              <span className="hint">{new Date(mail.sentAt).toLocaleString('en-GB')}</span>
            </p>
            <p>{mail.text}</p>
            {mail.code && (
              <p>
                Code: <code data-testid="mail-code">{mail.code}</code>
              </p>
            )}
            {safeLink(mail.link) && (
              <p>
                <a href={safeLink(mail.link)}>Open the link</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
