/**
 * Memberships in a totals estimate: the buyer's, which are used, which cannot be.
 *
 * @module
 */

import type { TranslatableString } from './values'

/** Credits of a membership. */
export interface MembershipPaymentCredits {
  /** Total credits. */
  total?: number
  /** Remaining credits. */
  remaining?: number
}

/** A membership the buyer holds. */
export interface Membership {
  /** Membership id. */
  id?: string
  /** Id of the app that provides it. */
  appId?: string
  /** Its name. */
  name?: TranslatableString
  /** Line items it can pay for. */
  lineItemIds?: string[]
  /** Its credits. */
  credits?: MembershipPaymentCredits
  /** When it expires. */
  expirationDate?: Date | null
  /** Extra data. */
  additionalData?: Record<string, unknown> | null
}

/** A membership that cannot be used, and why. */
export interface InvalidMembership {
  /** The membership. */
  membership?: Membership
  /** Why it cannot be used. */
  reason?: string
}

/** A membership chosen to pay for line items. */
export interface HostSelectedMembership {
  /** Membership id. */
  id: string
  /** Id of the app that provides it. */
  appId: string
  /** Line items it pays for. */
  lineItemIds?: readonly string[]
}

/** Memberships of the buyer and which are used. */
export interface MembershipOptions {
  /** Memberships that can pay for items of the cart. */
  eligibleMemberships?: Membership[]
  /** Memberships that cannot. */
  invalidMemberships?: InvalidMembership[]
  /** Memberships used. */
  selectedMemberships?: HostSelectedMembership[]
}
