// Claims are checked by check-claims.ts, after jose's compactVerify checked the signature. This
// holds it to jose's own jwtVerify: the same signed tokens go through both (jose configured as
// createWebhooks configured it before: requiredClaims exp, issuer, audience, clockTolerance)
// and must end the same way — accepted, or refused with the same code and claim. Then the one
// intended difference: the lifetime bound, which jose does not have.
import { errors, jwtVerify } from 'jose'
import { beforeAll, describe, expect, test } from 'vitest'
import { cartCreatedPayload, envelope, type KeyPair, now, rsaKeys, signRaw } from '../../test/helpers'
import { createWebhooks, type WebhooksOptions, WebhookVerificationError } from '../index'

let keys: KeyPair
beforeAll(async () => {
  keys = await rsaKeys()
})

const data = envelope('wix.ecom.v1.cart_created', cartCreatedPayload()).data

type Options = Pick<WebhooksOptions, 'issuer' | 'audience' | 'clockTolerance'>

/** jose's verdict, in our vocabulary (the mapping createWebhooks used while it called jwtVerify). */
async function joseVerdict(token: string, options: Options): Promise<string> {
  try {
    await jwtVerify(token, keys.publicKey, {
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
      clockTolerance: options.clockTolerance ?? 5,
      issuer: options.issuer as string | string[] | undefined,
      audience: options.audience as string | string[] | undefined,
    })
    return 'accepted'
  } catch (error) {
    if (error instanceof errors.JWTExpired) return `EXPIRED ${error.claim}`
    if (error instanceof errors.JWTClaimValidationFailed) {
      return `${error.claim === 'nbf' && error.reason === 'check_failed' ? 'NOT_YET_VALID' : 'INVALID_CLAIM'} ${error.claim}`
    }
    if (error instanceof errors.JWTInvalid) return 'INVALID_TOKEN'
    throw error
  }
}

async function ourVerdict(token: string, options: Options): Promise<string> {
  try {
    await createWebhooks({ publicKey: keys.pem, ...options }).verify(token)
    return 'accepted'
  } catch (error) {
    if (!WebhookVerificationError.is(error)) throw error
    return error.claim ? `${error.code} ${error.claim}` : error.code
  }
}

const t = now()
const cases: [name: string, claims: unknown, options?: Options][] = [
  ['valid', { data, exp: t + 300, iat: t }],
  ['exp missing', { data, iat: t }],
  ['exp a string', { data, exp: String(t + 300) }],
  ['exp null', { data, exp: null }],
  ['exp an array', { data, exp: [t + 300] }],
  ['exp in the past', { data, exp: t - 3600 }],
  ['exp equal to now, no tolerance', { data, exp: t }, { clockTolerance: 0 }],
  ['exp equal to now minus the tolerance', { data, exp: t - 5 }],
  ['exp within the tolerance', { data, exp: t - 2 }],
  ['exp within a 60 s tolerance', { data, exp: t - 50 }, { clockTolerance: 60 }],
  ['nbf in the future', { data, exp: t + 300, nbf: t + 120 }],
  ['nbf within the tolerance', { data, exp: t + 300, nbf: t + 2 }],
  ['nbf a string', { data, exp: t + 300, nbf: 'now' }],
  ['nbf and exp both bad', { data, exp: t - 100, nbf: t + 100 }],
  ['nbf in the future, exp a string', { data, exp: 'later', nbf: t + 100 }],
  ['iat a string, nbf in the future', { data, exp: t + 300, iat: 'x', nbf: t + 100 }],
  ['iat a string', { data, exp: t + 300, iat: 'yesterday' }],
  ['iat in the past', { data, exp: t + 300, iat: t - 86_400 }],
  ['the right issuer', { data, exp: t + 300, iss: 'wix.com' }, { issuer: 'wix.com' }],
  ['one of the issuers', { data, exp: t + 300, iss: 'b' }, { issuer: ['a', 'b'] }],
  ['a wrong issuer', { data, exp: t + 300, iss: 'evil' }, { issuer: 'wix.com' }],
  ['a missing issuer', { data, exp: t + 300 }, { issuer: 'wix.com' }],
  ['an issuer that is not a string', { data, exp: t + 300, iss: ['wix.com'] }, { issuer: 'wix.com' }],
  ['the right audience', { data, exp: t + 300, aud: 'app-1' }, { audience: 'app-1' }],
  ['an audience list holding ours', { data, exp: t + 300, aud: ['x', 'app-1'] }, { audience: 'app-1' }],
  ['one of our audiences', { data, exp: t + 300, aud: 'app-2' }, { audience: ['app-1', 'app-2'] }],
  ['a wrong audience', { data, exp: t + 300, aud: ['x', 'y'] }, { audience: ['app-1', 'app-2'] }],
  ['a missing audience', { data, exp: t + 300 }, { audience: 'app-1' }],
  ['an audience that is a number', { data, exp: t + 300, aud: 1 }, { audience: '1' }],
  ['wrong issuer and audience', { data, exp: t + 300, iss: 'x', aud: 'y' }, { issuer: 'i', audience: 'a' }],
  ['audience configured, exp missing', { data, aud: 'y' }, { audience: 'a' }],
  ['issuer configured and missing, exp missing', { data }, { issuer: 'i' }],
  ['issuer wrong, exp a string', { data, iss: 'x', exp: 'y' }, { issuer: 'i' }],
  ['iss and aud not configured are not checked', { data, exp: t + 300, iss: 1, aud: 2 }],
  ['__proto__ claims', { data, exp: t + 300, ['__proto__']: { exp: 1 } }],
  ['claims set an array', [{ data, exp: t + 300 }]],
  ['claims set a string', 'claims'],
  ['claims set null', null],
  ['claims set a number', 12],
]

describe('claims are checked exactly as jose jwtVerify checks them', () => {
  for (const [name, claims, options = {}] of cases) {
    test(name, async () => {
      const token = await signRaw({ alg: 'RS256' }, claims, keys.privateKey)
      const jose = await joseVerdict(token, options)
      expect(await ourVerdict(token, options)).toBe(jose)
    })
  }

  test('claims that are not valid UTF-8 are refused by both', async () => {
    const header = Buffer.from('{"alg":"RS256"}').toString('base64url')
    const payload = Buffer.concat([
      Buffer.from(`{"exp":${t + 300},"data":"`),
      Buffer.from([0xc3, 0x28]), // a malformed two-byte sequence
      Buffer.from('"}'),
    ]).toString('base64url')
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      keys.privateKey,
      new TextEncoder().encode(`${header}.${payload}`),
    )
    const token = `${header}.${payload}.${Buffer.from(signature).toString('base64url')}`
    expect(await joseVerdict(token, {})).toBe('INVALID_TOKEN')
    expect(await ourVerdict(token, {})).toBe('INVALID_TOKEN')
  })

  test('a token over 16 KB (claims read after verification) gets the same verdicts', async () => {
    const padding = 'x'.repeat(20_000)
    for (const [claims, expected] of [
      [{ data, padding, exp: t + 300 }, 'accepted'],
      [{ data, padding }, 'INVALID_CLAIM exp'],
      [{ data, padding, exp: t - 60 }, 'EXPIRED exp'],
      [[padding], 'INVALID_TOKEN'],
    ] as const) {
      const token = await signRaw({ alg: 'RS256' }, claims, keys.privateKey)
      expect(token.length).toBeGreaterThan(16_384)
      expect(await joseVerdict(token, {})).toBe(expected)
      expect(await ourVerdict(token, {})).toBe(expected)
    }
  })
})

describe('the lifetime bound, which jose does not have', () => {
  test('exp ten years ahead: jose accepts it, we refuse it as LIFETIME_TOO_LONG', async () => {
    const token = await signRaw({ alg: 'RS256' }, { data, exp: t + 10 * 365 * 86_400 }, keys.privateKey)
    expect(await joseVerdict(token, {})).toBe('accepted')
    expect(await ourVerdict(token, {})).toBe('LIFETIME_TOO_LONG exp')
  })

  test('iat a day in the future: jose accepts it, we refuse it as ISSUED_IN_FUTURE', async () => {
    const token = await signRaw({ alg: 'RS256' }, { data, exp: t + 300, iat: t + 86_400 }, keys.privateKey)
    expect(await joseVerdict(token, {})).toBe('accepted')
    expect(await ourVerdict(token, {})).toBe('ISSUED_IN_FUTURE iat')
  })
})
