// Guards the bundle ceilings of DESIGN §5 on the built packages (`pnpm test` builds first).
// Raise a ceiling only in the same commit as the change that needs it, with the reason.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measure, scenarios } from './bundle-size'

const built = (pkg: string) => existsSync(new URL(`../packages/${pkg}/dist/index.js`, import.meta.url))

describe('bundle size', () => {
  for (const scenario of scenarios) {
    const needs = [...scenario.entry.matchAll(/@vitrine\/(\w+)/g)].map((m) => m[1] ?? '')
    it(`${scenario.name} stays under its ceiling and carries nothing it must not`, async (context) => {
      const missing = needs.filter((pkg) => !built(pkg))
      if (missing.length > 0) {
        // A package that does not exist yet in this tree; `pnpm test` builds every one that does.
        const existing = missing.filter((pkg) =>
          existsSync(new URL(`../packages/${pkg}/src/index.ts`, import.meta.url)),
        )
        expect(existing, `packages not built (run pnpm build): ${existing.join(', ')}`).toEqual([])
        context.skip()
      }
      const figure = await measure(scenario)
      expect(figure.found).toEqual([])
      expect(figure.missing).toEqual([])
      if (figure.ceiling !== undefined) expect(figure.gzip).toBeLessThanOrEqual(figure.ceiling)
    })
  }
})
