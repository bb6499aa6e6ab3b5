import { QueryClient, type UseQueryResult, useMutation } from '@tanstack/react-query'
import type { LoginResult, OAuthSession } from '@vitrine/auth'
import type { Cart, TotalsEstimate } from '@vitrine/cart'
import { type Collection, type Product, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { describe, expectTypeOf, test } from 'vitest'
import type { TestClient } from '../test/helpers'
import {
  type CartOf,
  type CheckoutStarted,
  cartMutationOptions,
  cartQueryOptions,
  type DefaultClient,
  type ItemShape,
  type PlainPage,
  type ProductOf,
  productsQueryOptions,
  type SessionOf,
  type SessionRole,
  useCart,
  useClient,
  useCollection,
  useInfiniteProducts,
  useProduct,
  useProducts,
  useSession,
  useSuspenseProduct,
  vitrineKeys,
} from './index'

describe('catalogue hooks', () => {
  test('return the registered client’s types, never any', () => {
    const page = useProducts().data
    expectTypeOf(page).toEqualTypeOf<PlainPage<Product> | undefined>()
    expectTypeOf(page).not.toBeAny()
    expectTypeOf(useProduct('x').data).toEqualTypeOf<Product | null | undefined>()
    expectTypeOf(useSuspenseProduct('x').data).toEqualTypeOf<Product | null>()
    expectTypeOf(useCollection(undefined).data).toEqualTypeOf<Collection | null | undefined>()
    expectTypeOf(useInfiniteProducts().data?.pages).toEqualTypeOf<PlainPage<Product>[] | undefined>()
    expectTypeOf(useClient()).toEqualTypeOf<TestClient>()
  })

  test('a query names only queryable fields, with their value types', () => {
    useProducts((q) => q.eq('collectionIds', 'c1').gt('priceData.price', 5).ascending('name'))
    // @ts-expect-error: not a queryable product field
    useProducts((q) => q.eq('colour', 'red'))
    // @ts-expect-error: a price is a number
    useProducts((q) => q.gt('priceData.price', 'five'))
    // @ts-expect-error: TanStack options, not a query key
    useProducts(undefined, { queryKey: ['x'] })
  })

  test('query options infer the client they are given, registered or not', () => {
    const catalogOnly = createClient({ modules: { products } })
    expectTypeOf(productsQueryOptions(catalogOnly).queryFn).returns.resolves.toEqualTypeOf<
      PlainPage<Product>
    >()
    const queryClient = new QueryClient()
    expectTypeOf(queryClient.getQueryData(vitrineKeys.cart())).toEqualTypeOf<Cart | null | undefined>()
    expectTypeOf(queryClient.getQueryData(cartQueryOptions({} as TestClient).queryKey)).toEqualTypeOf<
      Cart | null | undefined
    >()
  })

  test('without a registered client, items are only known to have an id', () => {
    expectTypeOf<ProductOf<DefaultClient>>().toEqualTypeOf<ItemShape>()
    expectTypeOf<CartOf<DefaultClient>>().toHaveProperty('lineItems')
  })
})

describe('useCart', () => {
  test('the cart, a selection of it, and typed actions', () => {
    const state = useCart()
    expectTypeOf(state.data).toEqualTypeOf<Cart | null | undefined>()
    expectTypeOf(state.isUpdating).toEqualTypeOf<boolean>()
    expectTypeOf(useCart({ select: (cart) => cart?.lineItems?.length ?? 0 }).data).toEqualTypeOf<
      number | undefined
    >()
    // TanStack's result: its fields, and narrowing on them.
    expectTypeOf(state).toMatchTypeOf<UseQueryResult<Cart | null, Error>>()
    expectTypeOf(state.status).toEqualTypeOf<'pending' | 'error' | 'success'>()
    if (state.isSuccess) expectTypeOf(state.data).toEqualTypeOf<Cart | null>()
    if (state.isPending) expectTypeOf(state.data).toEqualTypeOf<undefined>()
    expectTypeOf(state.error).toEqualTypeOf<Error | null>()
    expectTypeOf(state.addItems).returns.resolves.toEqualTypeOf<Cart>()
    state.addItems({
      lineItems: [{ catalogReference: { catalogItemId: 'p1', options: { variantId: 'v1' } }, quantity: 1 }],
    })
    // @ts-expect-error: a quantity is a number
    state.addItems({ lineItems: [{ catalogReference: { catalogItemId: 'p1' }, quantity: '1' }] })
    // @ts-expect-error: setQuantity takes a line item id and a number
    state.setQuantity('li-1', 'two')
    expectTypeOf(state.estimateTotals).returns.resolves.toEqualTypeOf<TotalsEstimate>()
    expectTypeOf(state.checkout).returns.resolves.toEqualTypeOf<CheckoutStarted>()
    state.checkout({ thankYouPageUrl: 'https://shop.example/thanks' }, { email: 'a@b.c' })
  })

  test('each write as a TanStack mutation with the registered types', () => {
    const { mutations } = useCart()
    expectTypeOf(mutations.addItems.mutateAsync).returns.resolves.toEqualTypeOf<Cart>()
    expectTypeOf(mutations.addItems).not.toBeAny()
    expectTypeOf(mutations.addItems.data).toEqualTypeOf<Cart | undefined>()
    expectTypeOf(mutations.applyCoupon.error).toEqualTypeOf<Error | null>()
    expectTypeOf(mutations.applyCoupon.variables).toEqualTypeOf<string | undefined>()
    expectTypeOf(mutations.checkout.data).toEqualTypeOf<CheckoutStarted | undefined>()
    mutations.setQuantity.mutate({ lineItemId: 'li-1', quantity: 2 })
    // @ts-expect-error: a quantity is a number
    mutations.setQuantity.mutate({ lineItemId: 'li-1', quantity: 'two' })
    mutations.removeCoupon.mutate()
    mutations.checkout.mutate()
    mutations.checkout.mutate({ urls: { thankYouPageUrl: 'https://shop.example/thanks' } })
    expectTypeOf(mutations.removeItems.mutateAsync).returns.resolves.toEqualTypeOf<Cart>()
    const options = cartMutationOptions({} as TestClient, new QueryClient())
    expectTypeOf(useMutation(options.applyCoupon).data).toEqualTypeOf<Cart | undefined>()
    expectTypeOf(options.addItems.mutationKey).toMatchTypeOf<readonly ['vitrine', 'cart', 'addItems']>()
  })
})

describe('vitrineKeys', () => {
  test('tags the key of one query with its data, and not the prefixes', () => {
    const queryClient = new QueryClient()
    expectTypeOf(queryClient.getQueryData(vitrineKeys.product('x'))).toEqualTypeOf<
      Product | null | undefined
    >()
    expectTypeOf(queryClient.getQueryData(vitrineKeys.collection('x'))).toEqualTypeOf<
      Collection | null | undefined
    >()
    expectTypeOf(vitrineKeys.product()).toEqualTypeOf<readonly ['vitrine', 'products', 'detail']>()
    expectTypeOf(vitrineKeys.products()).toEqualTypeOf<readonly ['vitrine', 'products']>()
    // @ts-expect-error: not a cart write
    vitrineKeys.cartMutation('estimateTotals')
  })
})

describe('useSession', () => {
  test('role, and the auth actions as mutations with the session’s own types', () => {
    const session = useSession()
    expectTypeOf<SessionOf>().toEqualTypeOf<OAuthSession>()
    expectTypeOf(session.role).toEqualTypeOf<SessionRole>()
    expectTypeOf(session.login.data).toEqualTypeOf<LoginResult | undefined>()
    session.login.mutate({ email: 'a@b.c', password: 'pw' })
    // @ts-expect-error: a password is required
    session.login.mutate({ email: 'a@b.c' })
    session.verifyEmail.mutate('123456')
    session.handleRedirect.mutate()
    session.logout.mutate()
    session.logout.mutate({ returnUrl: 'https://shop.example/' })
    session.sendPasswordResetEmail.mutate({ email: 'a@b.c', redirectUrl: 'https://shop.example/reset' })
    const result = session.login.data
    if (result?.state === 'FAILURE')
      expectTypeOf(result.errorCode).toEqualTypeOf<
        LoginResult & { state: 'FAILURE' } extends { errorCode: infer C } ? C : never
      >()
    if (result?.state === 'SUCCESS') expectTypeOf(result.sessionToken).toEqualTypeOf<string>()
  })
})
