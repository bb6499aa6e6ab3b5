/** Grant types counted by the token endpoint. */
export type CountedGrant =
  | 'anonymous'
  | 'refresh_token'
  | 'authorization_code'
  | 'authorized_client'
  | 'other'

/** Counters the SDK's tests assert on (e.g. exactly one token request for 100 concurrent calls). */
export interface EmulatorStats {
  /** Requests answered, emulator-only endpoints excluded. */
  requests: number
  /** Token endpoint requests by grant type, failed ones included. */
  tokenRequests: Record<CountedGrant, number> & { total: number }
  /** Webhook delivery attempts and outcomes. */
  webhookDeliveries: { attempts: number; delivered: number; failed: number }
}

/** Fresh, zeroed counters. */
export function emptyStats(): EmulatorStats {
  return {
    requests: 0,
    tokenRequests: {
      total: 0,
      anonymous: 0,
      refresh_token: 0,
      authorization_code: 0,
      authorized_client: 0,
      other: 0,
    },
    webhookDeliveries: { attempts: 0, delivered: 0, failed: 0 },
  }
}

/** A deep copy, so callers can keep a snapshot. */
export function copyStats(stats: EmulatorStats): EmulatorStats {
  return {
    requests: stats.requests,
    tokenRequests: { ...stats.tokenRequests },
    webhookDeliveries: { ...stats.webhookDeliveries },
  }
}
