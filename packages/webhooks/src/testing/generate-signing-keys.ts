import { type CryptoKey, exportSPKI, generateKeyPair } from 'jose'
import type { WebhookAlgorithm } from '../webhooks'

/** A key pair for tests: the PEM public key for `createWebhooks`, the private key for `signDelivery`. */
export interface SigningKeys {
  /** SPKI PEM, as `createWebhooks({ publicKey })` takes it. */
  publicKey: string
  /** The private key, as `signDelivery` takes it. */
  privateKey: CryptoKey
}

/**
 * Generates a fresh key pair for tests (RSA keys are 2048 bits).
 *
 * @param algorithm - the algorithm the keys are for. Default `RS256`.
 * @returns the PEM public key and the private key.
 * @example
 * ```ts
 * import { createWebhooks } from '@vitrine/webhooks'
 * import { generateSigningKeys } from '@vitrine/webhooks/testing'
 *
 * const { publicKey, privateKey } = await generateSigningKeys()
 * const webhooks = createWebhooks({ publicKey })
 * ```
 */
export async function generateSigningKeys(algorithm: WebhookAlgorithm = 'RS256'): Promise<SigningKeys> {
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { extractable: true })
  return { publicKey: await exportSPKI(publicKey), privateKey }
}
