import { describe, expect, it } from 'vitest'
import { secureCookies } from './session-route'

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('the shop’s cookie kind', () => {
  it('is __Host- (Secure) over https, behind a TLS proxy too', () => {
    expect(secureCookies(request('https://shop.example.com/api/session'))).toBe(true)
    expect(
      secureCookies(
        request('http://10.0.0.5:3000/api/session', {
          host: 'shop.example.com',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe(true)
  })

  it('is __Host- on this machine over plain http (Chromium keeps it on localhost and 127.0.0.1)', () => {
    expect(secureCookies(request('http://127.0.0.1:3000/', { host: '127.0.0.1:3000' }))).toBe(true)
    expect(secureCookies(request('http://localhost:3000/', { host: 'localhost:3000' }))).toBe(true)
  })

  it('falls back to the plain name over plain http to another machine (a browser drops Secure there)', () => {
    expect(secureCookies(request('http://192.168.1.20:3000/', { host: '192.168.1.20:3000' }))).toBe(false)
    expect(secureCookies(request('http://127.0.0.1:3000/', { host: 'evil.example:3000' }))).toBe(false)
  })
})
