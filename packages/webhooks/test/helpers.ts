import { exportSPKI, generateKeyPair, type JWTHeaderParameters, SignJWT } from 'jose'

export interface KeyPair {
  publicKey: CryptoKey
  privateKey: CryptoKey
  pem: string
}

export async function rsaKeys(): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  return { publicKey, privateKey, pem: await exportSPKI(publicKey) }
}

export const now = (): number => Math.floor(Date.now() / 1000)

/** The platform's envelope: `data` claim = JSON string whose `identity` and `data` are JSON strings too. */
export function envelope(
  eventType: string,
  payload: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    data: JSON.stringify({
      eventType,
      instanceId: 'inst-1',
      identity: JSON.stringify({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' }),
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
      ...extra,
    }),
  }
}

export function cartCreatedPayload(
  entity: Record<string, unknown> = { id: 'cart-1' },
): Record<string, unknown> {
  return {
    id: 'evt-1',
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'created',
    entityId: 'cart-1',
    eventTime: '2025-01-02T03:04:05.000Z',
    createdEvent: { entity },
  }
}

/** Signs arbitrary claims (RS256 unless the header says otherwise); `exp` in 5 minutes unless given. */
export function sign(
  claims: Record<string, unknown>,
  key: CryptoKey,
  header: Partial<JWTHeaderParameters> = {},
  { exp = now() + 300 }: { exp?: number | null } = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', ...header } as JWTHeaderParameters)
    .setIssuedAt()
  if (exp !== null) jwt.setExpirationTime(exp)
  return jwt.sign(key)
}

const b64url = (value: string): string => Buffer.from(value).toString('base64url')

/** A token assembled by hand (no signature check possible): for shapes jose refuses to produce. */
export function forge(header: unknown, payload: unknown, signature = ''): string {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${signature}`
}

/** Signs raw bytes of header and payload as RS256 — for claims sets jose will not build (arrays, strings). */
export function signRaw(header: unknown, payload: unknown, key: CryptoKey): Promise<string> {
  return signText(JSON.stringify(header), JSON.stringify(payload), key)
}

/**
 * Signs header and claims given as JSON text, as RS256 — for what JSON.stringify cannot write
 * (numbers like 1e400, nesting deeper than the stack).
 */
export async function signText(header: string, claims: string, key: CryptoKey): Promise<string> {
  const input = `${b64url(header)}.${b64url(claims)}`
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(input))
  return `${input}.${Buffer.from(signature).toString('base64url')}`
}
