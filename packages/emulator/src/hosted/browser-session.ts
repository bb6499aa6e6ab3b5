import type { Context } from 'hono'
import type { MemberRecord } from '../identity/identity-records'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newSecret } from '../state/random'

/** Cookie of a login on the hosted pages. */
export const SESSION_COOKIE = 'vitrine_emulator_session'

function readCookie(c: Context, name: string): string | undefined {
  const header = c.req.header('cookie') ?? ''
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** The member logged in on the hosted pages of this browser, if any. */
export function browserMember(context: EmulatorContext, c: Context): MemberRecord | undefined {
  const id = readCookie(c, SESSION_COOKIE)
  const session = id ? context.state.browserSessions.get(id) : undefined
  const member = session ? context.state.members.get(session.memberId) : undefined
  return member?.status === 'ACTIVE' ? member : undefined
}

/** Starts a hosted-pages session; returns the `set-cookie` header value. */
export function startBrowserSession(context: EmulatorContext, member: MemberRecord): string {
  const id = newSecret('BS')
  context.state.browserSessions.set(id, { id, memberId: member.id, createdAt: context.now() })
  context.changed()
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`
}

/** Ends this browser's session; returns the `set-cookie` header value that clears it. */
export function endBrowserSession(context: EmulatorContext, c: Context): string {
  const id = readCookie(c, SESSION_COOKIE)
  if (id && context.state.browserSessions.delete(id)) context.changed()
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
}
