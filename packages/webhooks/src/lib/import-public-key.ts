import { checkInput, refuseInput } from '@vitrine/core/module'
import type { WebhookAlgorithm } from '../webhooks'

/** What jose's `jwtVerify` accepts as a key: one key, or one per allowed algorithm. */
export type VerificationKey = CryptoKey | ((header: { alg?: string }) => CryptoKey)

const NOT_SPKI = 'must be a PEM "PUBLIC KEY" (SPKI), or the base64 encoding of one'
// The DER of the rsaEncryption algorithm identifier's OID (1.2.840.113549.1.1.1).
const RSA_OID = '6,9,42,134,72,134,247,13,1,1,1'

// DER: the content [start, end) of the tag-length-value at `at`, which must have `tag`.
function tlv(der: Uint8Array, at: number, tag: number): [number, number] {
  let length = der[at + 1] ?? 0
  let start = at + 2
  if (length > 127) {
    const bytes = length - 128
    length = 0
    for (let i = 0; i < bytes && bytes < 4; i++) length = length * 256 + der[start++]!
  }
  if (der[at] !== tag || length < 1 || start + length > der.length) refuseInput('publicKey', NOT_SPKI)
  return [start, start + length]
}

/** A non-empty list of the RSA algorithms WebCrypto verifies with. */
function allowedAlgorithms(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return 'must list at least one algorithm'
  const bad = value.findIndex((alg) => typeof alg !== 'string' || !/^(RS|PS)(256|384|512)$/.test(alg))
  return bad < 0
    ? undefined
    : `${String(value[bad])} is not allowed (RS256, RS384, RS512, PS256, PS384 or PS512)`
}

/**
 * Reads the configured key once, checking synchronously what can be checked (PEM or base64 of a
 * PEM, an RSA SPKI key, modulus ≥ 2048 bits, allowed algorithms) with `InvalidInputError`s that
 * name the field, then imports it with WebCrypto once per allowed algorithm.
 *
 * The platform signs with RSA; RSA only (RS* and PS*) keeps the verify path small and simple.
 */
export function importPublicKey(
  publicKey: unknown,
  algorithms: readonly unknown[],
): Promise<VerificationKey> {
  checkInput([allowedAlgorithms, algorithms, 'algorithms'])
  const algs = [...algorithms] as WebhookAlgorithm[]
  // Keys pasted into environment variables often carry literal "\n" sequences.
  let pem = typeof publicKey === 'string' ? publicKey.trim().replaceAll('\\n', '\n') : ''
  let der: Uint8Array<ArrayBuffer> | undefined
  try {
    if (!pem.startsWith('-----')) pem = atob(pem).trim()
    const body = /^-----BEGIN PUBLIC KEY-----([^-]+)-----END PUBLIC KEY-----$/.exec(pem)?.[1]
    if (body) der = Uint8Array.from(atob(body.replace(/\s/g, '')), (c) => c.charCodeAt(0))
  } catch {}
  if (!der) refuseInput('publicKey', NOT_SPKI)

  const [algStart, algEnd] = tlv(der, tlv(der, 0, 0x30)[0], 0x30)
  if (der.subarray(algStart, tlv(der, algStart, 6)[1]).join() !== RSA_OID) {
    refuseInput('publicKey', 'must be an RSA public key')
  }
  let [start, end] = tlv(der, tlv(der, tlv(der, algEnd, 3)[0] + 1, 0x30)[0], 2)
  while (der[start] === 0 && start < end) start++
  const bits = (end - start) * 8 - Math.clz32(der[start]!) + 24
  if (bits < 2048) refuseInput('publicKey', `is a ${bits}-bit RSA key: RSA keys must have at least 2048 bits`)

  const imports = algs.map((alg) =>
    crypto.subtle.importKey(
      'spki',
      der,
      { name: alg[0] === 'R' ? 'RSASSA-PKCS1-v1_5' : 'RSA-PSS', hash: `SHA-${alg.slice(2)}` },
      false,
      ['verify'],
    ),
  )
  return Promise.all(imports).then(
    (keys): VerificationKey =>
      // jose checks `alg` against the allow-list before it asks for the key.
      keys.length === 1 ? keys[0]! : (header) => keys[algs.indexOf(header.alg as WebhookAlgorithm)]!,
    () => refuseInput('publicKey', 'was refused by WebCrypto'),
  )
}
