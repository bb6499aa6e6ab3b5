/** Random identifiers and secrets, from the Web Crypto API. */

/** A random GUID. */
export function newId(): string {
  return crypto.randomUUID()
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An opaque secret: a prefix naming its kind, then 128 random bits in base64url. */
export function newSecret(prefix: string): string {
  return `${prefix}.${base64url(crypto.getRandomValues(new Uint8Array(16)))}`
}

/** A numeric code such as an e-mail verification code, drawn without modulo bias. */
export function newNumericCode(digits: number): string {
  let code = ''
  while (code.length < digits) {
    const [byte = 255] = crypto.getRandomValues(new Uint8Array(1))
    if (byte < 250) code += String(byte % 10)
  }
  return code
}
