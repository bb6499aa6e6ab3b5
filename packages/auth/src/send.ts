import type { AuthContext } from '@vitrine/core/module'

/** How operations send requests: a client's `request` (its transport). */
export type Send = AuthContext['request']
