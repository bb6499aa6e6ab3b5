import { describe, expect, it } from 'vitest'
import { hostName, isLoopback, overHttps, ownHost } from './request-host'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('the host a request names', () => {
  it('reads the host name of a Host header', () => {
    expect(hostName('Shop.Example:3000')).toBe('shop.example')
    expect(hostName('[::1]:3000')).toBe('[::1]')
    for (const bad of [undefined, null, '', 'a/b', 'localhost@evil.example', 'a b', 'x'.repeat(301)])
      expect(hostName(bad)).toBeUndefined()
  })

  it('knows this machine’s names', () => {
    for (const name of ['localhost', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopback(name)).toBe(true)
    for (const name of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      '10.0.0.2',
      undefined,
    ])
      expect(isLoopback(name)).toBe(false)
  })

  it('lets the emulator’s pages answer this machine and the configured site only', () => {
    const site = 'https://shop.example.com'
    expect(ownHost(headers({ host: '127.0.0.1:3000' }), undefined)).toBe(true)
    expect(ownHost(headers({ host: 'localhost:3000' }), undefined)).toBe(true)
    expect(ownHost(headers({ host: 'shop.example.com' }), site)).toBe(true)
    // DNS rebinding: the browser names the attacker's host.
    expect(ownHost(headers({ host: 'evil.example:3000' }), site)).toBe(false)
    expect(ownHost(headers({ host: 'evil.example:3000' }), undefined)).toBe(false)
    // …and a same-origin request of the attacker's page may add any X-Forwarded-Host.
    expect(ownHost(headers({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }), site)).toBe(false)
    expect(ownHost(headers({ host: 'evil.example', 'x-forwarded-host': 'localhost' }), site)).toBe(false)
    expect(ownHost(headers({}), site)).toBe(false)
    expect(ownHost(headers({ host: 'shop.example.com' }), 'not a url')).toBe(false)
  })

  it('tells https from the URL or the proxy’s X-Forwarded-Proto', () => {
    expect(overHttps(new Request('https://shop.example/'))).toBe(true)
    expect(overHttps(new Request('http://127.0.0.1:3000/'))).toBe(false)
    expect(
      overHttps(new Request('http://127.0.0.1:3000/', { headers: { 'x-forwarded-proto': 'https, http' } })),
    ).toBe(true)
    expect(
      overHttps(new Request('https://shop.example/', { headers: { 'x-forwarded-proto': 'http' } })),
    ).toBe(false)
  })
})
