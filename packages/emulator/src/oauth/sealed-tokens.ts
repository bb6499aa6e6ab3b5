/**
 * Tokens that carry what they stand for, so that the emulator keeps no record per token: an
 * anonymous visitor's refresh token is its visitor id with a MAC, and an access token is its
 * refresh token and expiry, encrypted and authenticated. A deterministic authenticated encryption
 * (SIV style) from HMAC-SHA-256: tag = MAC(payload), ciphertext = payload ⊕ MAC'(tag). Three keys
 * derived from the state's `tokenKey`, so `reset()` (a new state, a new key) ends every session
 * and a state file keeps them across restarts. Clients see opaque strings, as from the platform.
 */

import { guidText } from '../state/random'
import type { EmulatorState } from '../state/state'
import { base64url, fromBase64url } from '../wire/base64url'
import { hmacSha256, type Mac } from './hmac-sha256'

const TAG = 16
const VISITOR_REFRESH = 1
const VISITOR_ACCESS = 1
const STORED_ACCESS = 2
/** Longest access token opened: longer ones are refused before any work. */
const MAX_ACCESS_TOKEN = 1024
/**
 * Access tokens opened lately, so that a token used again costs a map lookup rather than two
 * HMACs (what a token carries never changes; whether it is still live is checked on every use).
 * Bounded: the oldest is dropped first.
 */
const OPENED_MAX = 2048

interface Keys {
  refresh: Mac
  accessTag: Mac
  accessStream: Mac
  opened: Map<string, AccessTokenClaims>
}

const keysByState = new WeakMap<EmulatorState, Keys>()
const text = new TextEncoder()

function keysOf(state: EmulatorState): Keys {
  let keys = keysByState.get(state)
  if (!keys) {
    const root = fromBase64url(state.tokenKey)
    if (!root || root.length < 16) throw new Error('The state has no valid tokenKey')
    const derive = hmacSha256(root)
    keys = {
      refresh: hmacSha256(derive(text.encode('vitrine-emulator visitor refresh token'))),
      accessTag: hmacSha256(derive(text.encode('vitrine-emulator access token tag'))),
      accessStream: hmacSha256(derive(text.encode('vitrine-emulator access token stream'))),
      opened: new Map(),
    }
    keysByState.set(state, keys)
  }
  return keys
}

function sameTag(tag: Uint8Array, bytes: Uint8Array, offset: number): boolean {
  let difference = 0
  for (let i = 0; i < TAG; i++) difference |= (tag[i] as number) ^ (bytes[offset + i] as number)
  return difference === 0
}

/** The 16 bytes of a GUID (`8-4-4-4-12` hex digits). */
function guidBytes(id: string): Uint8Array {
  const hex = id.replace(/-/g, '')
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`Not a visitor id: ${id}`)
  const bytes = new Uint8Array(16)
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** An anonymous visitor's refresh token: `RT.` + base64url(1, visitor id, MAC). */
export function sealVisitorRefreshToken(state: EmulatorState, visitorId: string): string {
  const payload = new Uint8Array(1 + 16 + TAG)
  payload[0] = VISITOR_REFRESH
  payload.set(guidBytes(visitorId), 1)
  payload.set(keysOf(state).refresh(payload.subarray(0, 17)).subarray(0, TAG), 17)
  return base64url(payload, 'RT.')
}

/** The visitor id a refresh token was sealed from, or `undefined` when it is not one of ours. */
export function openVisitorRefreshToken(state: EmulatorState, token: string): string | undefined {
  if (token.length !== 47 || !token.startsWith('RT.')) return undefined
  const payload = fromBase64url(token, 3)
  if (payload?.length !== 1 + 16 + TAG || payload[0] !== VISITOR_REFRESH) return undefined
  const tag = keysOf(state).refresh(payload.subarray(0, 17))
  return sameTag(tag, payload, 17) ? guidText(payload, 1) : undefined
}

/** The refresh token an access token was issued with: a visitor's (by id) or a stored one (by value). */
export type AccessTokenRefresh = { kind: 'visitor'; visitorId: string } | { kind: 'stored'; token: string }

/** What an access token carries. */
export interface AccessTokenClaims {
  readonly refresh: Readonly<AccessTokenRefresh>
  /** Epoch ms. */
  readonly expiresAt: number
}

/** XORs `bytes` with the keystream of `tag`: MAC'(tag ‖ block number), 32 bytes a block. */
function applyStream(keys: Keys, tag: Uint8Array, bytes: Uint8Array): void {
  const input = new Uint8Array(TAG + 1)
  input.set(tag.subarray(0, TAG))
  for (let block = 0; block * 32 < bytes.length; block++) {
    input[TAG] = block
    const stream = keys.accessStream(input)
    const end = Math.min(bytes.length, block * 32 + 32)
    for (let i = block * 32; i < end; i++)
      bytes[i] = (bytes[i] as number) ^ (stream[i - block * 32] as number)
  }
}

/**
 * An access token: `AT.` + base64url(tag, encrypted payload), the payload being a kind byte, the
 * expiry (float64), 4 random bytes (two tokens of one instant differ) and the refresh token (a
 * visitor id's 16 bytes, or a stored token's UTF-8).
 */
export function sealAccessToken(state: EmulatorState, claims: AccessTokenClaims, nonce: Uint8Array): string {
  const reference =
    claims.refresh.kind === 'visitor'
      ? guidBytes(claims.refresh.visitorId)
      : text.encode(claims.refresh.token)
  const payload = new Uint8Array(1 + 8 + 4 + reference.length)
  payload[0] = claims.refresh.kind === 'visitor' ? VISITOR_ACCESS : STORED_ACCESS
  new DataView(payload.buffer).setFloat64(1, claims.expiresAt)
  payload.set(nonce.subarray(0, 4), 9)
  payload.set(reference, 13)
  const keys = keysOf(state)
  const tag = keys.accessTag(payload).subarray(0, TAG)
  applyStream(keys, tag, payload)
  const sealed = new Uint8Array(TAG + payload.length)
  sealed.set(tag)
  sealed.set(payload, TAG)
  return base64url(sealed, 'AT.')
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The claims of an access token this state sealed, or `undefined` (not ours, altered, another state's). */
export function openAccessToken(state: EmulatorState, token: string): AccessTokenClaims | undefined {
  if (token.length > MAX_ACCESS_TOKEN || !token.startsWith('AT.')) return undefined
  const keys = keysOf(state)
  const known = keys.opened.get(token)
  if (known) return known
  const claims = unseal(keys, token)
  if (claims) {
    if (keys.opened.size >= OPENED_MAX) {
      const oldest = keys.opened.keys().next()
      if (!oldest.done) keys.opened.delete(oldest.value)
    }
    keys.opened.set(token, claims)
  }
  return claims
}

function unseal(keys: Keys, token: string): AccessTokenClaims | undefined {
  const sealed = fromBase64url(token, 3)
  if (!sealed || sealed.length < TAG + 14) return undefined
  const payload = sealed.slice(TAG)
  applyStream(keys, sealed, payload)
  if (!sameTag(keys.accessTag(payload), sealed, 0)) return undefined
  const expiresAt = new DataView(payload.buffer).getFloat64(1)
  if (payload[0] === VISITOR_ACCESS && payload.length === 13 + 16) {
    return { expiresAt, refresh: { kind: 'visitor', visitorId: guidText(payload, 13) } }
  }
  if (payload[0] === STORED_ACCESS) {
    try {
      return { expiresAt, refresh: { kind: 'stored', token: utf8.decode(payload.subarray(13)) } }
    } catch {
      return undefined
    }
  }
  return undefined
}
