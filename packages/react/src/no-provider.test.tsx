// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  useCart,
  useClient,
  useCollection,
  useCollections,
  useInfiniteProducts,
  useProduct,
  useProducts,
  useSession,
  useSuspenseCollection,
  useSuspenseInfiniteProducts,
  useSuspenseProduct,
  useSuspenseProducts,
} from './index'

// Every hook of the package: one forgotten here is one whose message nobody checked.
const hooks: Record<string, () => unknown> = {
  useCart: () => useCart(),
  useClient: () => useClient(),
  useCollection: () => useCollection('kitchen'),
  useCollections: () => useCollections(),
  useInfiniteProducts: () => useInfiniteProducts(),
  useProduct: () => useProduct('classic-tee'),
  useProducts: () => useProducts(),
  useSession: () => useSession(),
  useSuspenseCollection: () => useSuspenseCollection('kitchen'),
  useSuspenseInfiniteProducts: () => useSuspenseInfiniteProducts(),
  useSuspenseProduct: () => useSuspenseProduct('classic-tee'),
  useSuspenseProducts: () => useSuspenseProducts(),
}

// An app that has TanStack Query's provider for its own queries, but not Vitrine's.
const onlyTanStack = ({ children }: { children?: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)

afterEach(() => vi.restoreAllMocks())

describe('a hook used outside VitrineProvider says to wrap the app in it', () => {
  it('covers every hook the package exports', async () => {
    const exported = Object.keys(await import('./index')).filter((name) => /^use[A-Z]/.test(name))
    expect(Object.keys(hooks).sort()).toEqual(exported.filter((name) => name !== 'useVitrine').sort())
  })

  for (const [name, hook] of Object.entries(hooks)) {
    for (const [where, wrapper] of [
      ['with no provider at all', undefined],
      ["under TanStack's QueryClientProvider only", onlyTanStack],
    ] as const) {
      it(`${name}, ${where}`, () => {
        // React logs the error thrown during render; it is what this test expects.
        vi.spyOn(console, 'error').mockImplementation(() => {})
        expect(() => renderHook(hook, wrapper ? { wrapper } : {})).toThrow(
          expect.objectContaining({
            name: 'VitrineUsageError',
            code: 'NO_PROVIDER',
            message: expect.stringMatching(
              new RegExp(`^${name} must be used inside <VitrineProvider client=\\{client\\}>: wrap your app`),
            ),
          }),
        )
      })
    }
  }
})
