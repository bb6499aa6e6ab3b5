import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose'
import { DEMO_INSTANCE_ID, DEMO_SITE_ID, WEBHOOK_AUDIENCE, WEBHOOK_ISSUER } from '../constants'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { PlatformEvent } from './events'

interface KeyPair {
  privateKey: CryptoKey
  publicKey: CryptoKey
}

/**
 * Signs webhook deliveries with an RSA key (RS256, 2048 bits) created on first use and kept in the
 * state, so receivers configured with the public key keep working across restarts.
 */
export class WebhookSigner {
  private keys: Promise<KeyPair> | undefined
  private keysFor: unknown

  constructor(private readonly context: EmulatorContext) {}

  private loadKeys(): Promise<KeyPair> {
    if (this.keys && this.keysFor === this.context.state) return this.keys
    const state = this.context.state
    this.keysFor = state
    this.keys = (async (): Promise<KeyPair> => {
      if (state.webhookKey) {
        const privateKey = (await importJWK(state.webhookKey.privateJwk, 'RS256')) as CryptoKey
        const publicKey = (await importJWK(state.webhookKey.publicJwk, 'RS256')) as CryptoKey
        return { privateKey, publicKey }
      }
      const pair = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true })
      state.webhookKey = {
        privateJwk: await exportJWK(pair.privateKey),
        publicJwk: await exportJWK(pair.publicKey),
      }
      this.context.changed()
      return pair
    })()
    return this.keys
  }

  /** The public key in PEM (SPKI) form, as `GET /_emulator/webhook-public-key` serves it. */
  async publicKeyPem(): Promise<string> {
    return exportSPKI((await this.loadKeys()).publicKey)
  }

  /**
   * The delivery token of an event: an RS256 JWT with `iss`, `aud`, `iat`, `exp`, `jti` (the event
   * id) and `data`, a JSON string of `{ data, instanceId, eventType, identity, accountInfo }` in
   * which `data` and `identity` are JSON strings again (the platform's nesting).
   */
  async sign(event: PlatformEvent): Promise<string> {
    const { privateKey } = await this.loadKeys()
    const issuedAt = Math.floor(this.context.now() / 1000)
    const envelope = {
      data: JSON.stringify(event.payload),
      instanceId: DEMO_INSTANCE_ID,
      eventType: event.eventType,
      identity: JSON.stringify(event.identity),
      accountInfo: { siteId: DEMO_SITE_ID, instanceId: DEMO_INSTANCE_ID },
    }
    return new SignJWT({ data: JSON.stringify(envelope) })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(WEBHOOK_ISSUER)
      .setAudience(WEBHOOK_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.context.options.webhooks.tokenTtlSeconds)
      .setJti(event.id)
      .sign(privateKey)
  }
}
