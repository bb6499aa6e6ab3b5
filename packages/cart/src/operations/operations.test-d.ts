import type { MethodTable } from '@vitrine/test-utils'
import { expectTypeOf, test } from 'vitest'
import type { CurrentCart } from '../current-cart'
import type { Cart } from '../types'

// The completeness guard of `operations.test.ts`: its `methods` record must name every method of
// the module, so a method added without a row of the table is a compile error, not a gap.

type Table = MethodTable<{ cart: CurrentCart }>

test('the table names every method of the cart module, each under the module', () => {
  expectTypeOf<'cart.get' | 'cart.addItems' | 'cart.delete'>().toMatchTypeOf<keyof Table>()
  expectTypeOf<'cart.query'>().not.toMatchTypeOf<keyof Table>()
})

test('a table missing a method does not compile', () => {
  const withoutDelete = {} as Omit<Table, 'cart.delete'>
  // @ts-expect-error `cart.delete` has no entry
  const table: Table = withoutDelete
  expectTypeOf(table).not.toBeAny()
})

test('a method added to the module without an entry does not compile', () => {
  interface Grown extends CurrentCart {
    shareWithFriend(email: string): Promise<Cart>
  }
  const today = {} as Table
  // @ts-expect-error `cart.shareWithFriend` has no entry
  const grown: MethodTable<{ cart: Grown }> = today
  expectTypeOf(grown).not.toBeAny()
})
