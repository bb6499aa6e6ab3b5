import { nowInSeconds } from '../env'
import type { AccessToken } from '../tokens'

/** Seconds before expiry at which an access token is renewed: no request should meet a 401 for an expired token. */
export const EARLY_RENEWAL = 60

/** Whether an access token can still be sent: present, and not within {@link EARLY_RENEWAL} of expiry. */
export function isUsable(access: AccessToken, now: number = nowInSeconds()): boolean {
  return access.value !== '' && access.expiresAt - EARLY_RENEWAL > now
}
