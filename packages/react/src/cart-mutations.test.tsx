// @vitest-environment jsdom
import { useIsMutating, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Product } from '@vitrine/catalog'
import { describe, expect, it } from 'vitest'
import { gatedFetch, setup, type TestClient } from '../test/helpers'
import { cartMutationOptions, useCart, useClient, vitrineKeys } from './index'

async function mug(client: TestClient): Promise<Product> {
  const page = await client.products.query().eq('slug', 'ceramic-mug').limit(1).find()
  return page.items[0]!
}

function mugLine(product: Product, quantity = 1) {
  const variant = product.variants?.find((v) => v.choices?.['Color'] === 'White')
  return { catalogReference: { catalogItemId: product.id, options: { variantId: variant!.id } }, quantity }
}

describe('cart writes as TanStack mutations', () => {
  it('shows every write to useIsMutating and useMutationState, keyed under the cart', async () => {
    const { emulator } = setup()
    const gate = gatedFetch(emulator.fetch)
    const { wrapper, client } = setup({ fetch: gate.fetch }, emulator)
    const product = await mug(client)
    const { result } = renderHook(
      () => {
        const cart = useCart()
        const writing = useIsMutating({ mutationKey: vitrineKeys.cart() })
        const adds = useMutationState({
          filters: { mutationKey: vitrineKeys.cartMutation('addItems') },
          select: (mutation) => [mutation.state.status, mutation.state.variables] as const,
        })
        return { cart, writing, adds }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true))
    expect(result.current.writing).toBe(0)

    gate.close()
    const line = mugLine(product, 2)
    let added!: Promise<unknown>
    act(() => {
      added = result.current.cart.addItems({ lineItems: [line] })
    })
    await waitFor(() => expect(result.current.writing).toBe(1))
    expect(result.current.adds).toEqual([['pending', { lineItems: [line] }]])
    await act(async () => {
      gate.open()
      await added
    })
    await waitFor(() => expect(result.current.writing).toBe(0))
    expect(result.current.adds).toEqual([['success', { lineItems: [line] }]])
  })

  it("gives each action its own isPending, error and reset, and the write's promise still rejects", async () => {
    const { wrapper, client } = setup()
    await client.cart.addItems({ lineItems: [mugLine(await mug(client))] })
    const { result } = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    expect(result.current.mutations.applyCoupon.isIdle).toBe(true)

    let refused!: Promise<unknown>
    act(() => {
      refused = result.current.applyCoupon('NOT-A-COUPON').catch((error: unknown) => error)
    })
    await waitFor(() => expect(result.current.mutations.applyCoupon.isPending).toBe(true))
    await act(async () => {
      expect(await refused).toMatchObject({ name: 'ApplicationError', code: 'ERROR_COUPON_DOES_NOT_EXIST' })
    })
    await waitFor(() => expect(result.current.mutations.applyCoupon.isError).toBe(true))
    expect(result.current.mutations.applyCoupon.error).toMatchObject({ code: 'ERROR_COUPON_DOES_NOT_EXIST' })
    expect(result.current.mutations.applyCoupon.variables).toBe('NOT-A-COUPON')
    // The other actions are untouched.
    expect(result.current.mutations.removeCoupon.isIdle).toBe(true)
    expect(result.current.mutations.addItems.error).toBeNull()

    act(() => result.current.mutations.applyCoupon.reset())
    await waitFor(() => expect(result.current.mutations.applyCoupon.isIdle).toBe(true))
    expect(result.current.mutations.applyCoupon.error).toBeNull()

    // `mutateAsync` is the action: the same write, resolving to the cart after it.
    const cart = await act(() => result.current.mutations.applyCoupon.mutateAsync('SAVE10'))
    expect(cart.appliedDiscounts?.map((d) => d.coupon?.code)).toEqual(['SAVE10'])
    await waitFor(() => expect(result.current.mutations.applyCoupon.isSuccess).toBe(true))
    expect(result.current.mutations.applyCoupon.data?.appliedDiscounts).toHaveLength(1)
  })

  it('records a refused input as an error without a request', async () => {
    const { wrapper, emulator } = setup()
    const { result } = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    emulator.resetStats()
    act(() => result.current.mutations.setQuantity.mutate({ lineItemId: 'x', quantity: -1 }))
    await waitFor(() => expect(result.current.mutations.setQuantity.isError).toBe(true))
    expect(result.current.mutations.setQuantity.error).toMatchObject({
      name: 'InvalidInputError',
      violations: [{ field: 'quantity', description: 'must be a non-negative integer' }],
    })
    expect(emulator.stats().requests).toBe(0)
  })

  it("cartMutationOptions in useMutation makes the same optimistic write, in line with useCart's", async () => {
    const { emulator } = setup()
    const gate = gatedFetch(emulator.fetch)
    const { wrapper, client, queryClient } = setup({ fetch: gate.fetch }, emulator)
    const product = await mug(client)
    const { result } = renderHook(
      () => ({
        cart: useCart(),
        add: useMutation(cartMutationOptions(useClient(), useQueryClient()).addItems),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true))
    gate.close()
    let first!: Promise<unknown>
    act(() => {
      first = result.current.add.mutateAsync({ lineItems: [mugLine(product)] })
    })
    // Optimistic: it shows before the platform answers.
    await waitFor(() =>
      expect(queryClient.getQueryData(vitrineKeys.cart())?.lineItems?.[0]?.quantity).toBe(1),
    )
    expect(result.current.add.isPending).toBe(true)
    let second!: Promise<unknown>
    act(() => {
      second = result.current.cart.addItems({ lineItems: [mugLine(product, 2)] })
    })
    expect(queryClient.getQueryData(vitrineKeys.cart())?.lineItems?.[0]?.quantity).toBe(3)
    await act(async () => {
      gate.open()
      await Promise.all([first, second])
    })
    expect(await first).toMatchObject({ lineItems: [{ quantity: 1 }] })
    expect(await second).toMatchObject({ lineItems: [{ quantity: 3 }] })
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true))
    expect((await client.cart.get()).lineItems?.[0]?.quantity).toBe(3)
  })

  it('keys every cart write under the cart, one key per action', () => {
    const { client, queryClient } = setup()
    const options = cartMutationOptions(client, queryClient)
    expect(Object.keys(options).sort()).toEqual(
      ['addItems', 'applyCoupon', 'checkout', 'removeCoupon', 'removeItems', 'setQuantity'].sort(),
    )
    for (const [name, option] of Object.entries(options)) {
      expect(option.mutationKey).toEqual([...vitrineKeys.cart(), name])
      expect(option.networkMode).toBe('always')
    }
  })
})
