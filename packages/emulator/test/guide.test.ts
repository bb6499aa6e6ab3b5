// The emulator guide states the demo site's well-known values exactly as the package exports them
// (its TypeScript blocks compile: docs/test/examples.test.ts type-checks every guide).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DEMO_API_KEY,
  DEMO_APP_ID,
  DEMO_CLIENT_ID,
  DEMO_INSTANCE_ID,
  DEMO_MEMBER,
  DEMO_SITE_ID,
  STORES_APP_ID,
} from '../src/index'

const guide = readFileSync(new URL('../../../docs/guides/emulator.md', import.meta.url), 'utf8')

describe('docs/guides/emulator.md', () => {
  it('states the well-known values as the package exports them', () => {
    for (const value of [
      DEMO_CLIENT_ID,
      DEMO_API_KEY,
      DEMO_SITE_ID,
      DEMO_APP_ID,
      DEMO_INSTANCE_ID,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      STORES_APP_ID,
    ]) {
      expect(guide).toContain(value)
    }
  })
})
