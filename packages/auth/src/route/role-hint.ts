import { readCookie } from '../storage/cookie-store'

/**
 * The role a session route announces in its script-readable `<name>.role` cookie (the
 * `__Host-` one first): `visitor`, `member`, or `undefined` without one. Only a hint for the
 * first render: the route's answer decides.
 */
export function roleHint(cookie: string | null | undefined, name: string): 'visitor' | 'member' | undefined {
  const value = readCookie(cookie, `__Host-${name}.role`) ?? readCookie(cookie, `${name}.role`)
  return value === 'member' || value === 'visitor' ? value : undefined
}
