import { afterEach, describe, expect, it, vi } from 'vitest'
import { canonicalOrigin, siteUrlWarning, vitrineHost, vitrineHostWarning } from './server-config'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the shop’s public address', () => {
  it('comes from SITE_URL only', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.com/some/path')
    expect(canonicalOrigin()).toBe('https://shop.example.com')
    vi.stubEnv('NODE_ENV', 'production')
    expect(siteUrlWarning()).toBeUndefined()
  })

  it('is the local origin without SITE_URL, with one clear warning in production', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '4321')
    expect(canonicalOrigin()).toBe('http://localhost:4321')
    vi.stubEnv('NODE_ENV', 'production')
    expect(siteUrlWarning()).toMatch(/^\[site\] SITE_URL is not set: .*http:\/\/localhost:4321/)
    vi.stubEnv('NODE_ENV', 'development')
    expect(siteUrlWarning()).toBeUndefined()
  })

  it('survives a SITE_URL that is no URL (the local origin, and a warning naming it)', () => {
    vi.stubEnv('SITE_URL', 'shop.example.com')
    vi.stubEnv('PORT', '3000')
    expect(canonicalOrigin()).toBe('http://localhost:3000')
    vi.stubEnv('NODE_ENV', 'production')
    expect(siteUrlWarning()).toMatch(/SITE_URL is not a URL \("shop\.example\.com"\)/)
  })
})

describe('where the platform answers', () => {
  it('is VITRINE_HOST, with no warning', () => {
    vi.stubEnv('VITRINE_HOST', 'https://www.wixapis.com')
    vi.stubEnv('NODE_ENV', 'production')
    expect(vitrineHost()).toBe('https://www.wixapis.com')
    expect(vitrineHostWarning()).toBeUndefined()
  })

  it('is the emulator without VITRINE_HOST, and a production server names the missing setting', () => {
    vi.stubEnv('VITRINE_HOST', '')
    vi.stubEnv('NODE_ENV', 'production')
    expect(vitrineHost()).toBe('http://127.0.0.1:4010')
    expect(vitrineHostWarning()).toMatch(
      /^\[site\] VITRINE_HOST is not set: the shop's server asks http:\/\/127\.0\.0\.1:4010 .*Set VITRINE_HOST to the platform's origin/,
    )
    vi.stubEnv('NODE_ENV', 'development')
    expect(vitrineHostWarning()).toBeUndefined()
  })
})
