import type { MethodTable } from '@vitrine/test-utils'
import { expectTypeOf, test } from 'vitest'
import type { CollectionsApi } from '../collections'
import type { ProductsApi } from '../products'
import type { VariantsApi } from '../variants'

// The completeness guard of `operations.test.ts`: its `methods` record must name every method of
// the three modules, so a method added without a row of the table is a compile error, not a gap.

type Table = MethodTable<{ products: ProductsApi; variants: VariantsApi; collections: CollectionsApi }>

test('the table names every method of the three modules, each under its module', () => {
  expectTypeOf<'products.bulkCreate' | 'variants.query' | 'collections.getBySlug'>().toMatchTypeOf<
    keyof Table
  >()
  expectTypeOf<'variants.create'>().not.toMatchTypeOf<keyof Table>()
})

test('a table missing a method does not compile', () => {
  const withoutRemoveProducts = {} as Omit<Table, 'collections.removeProducts'>
  // @ts-expect-error `collections.removeProducts` has no entry
  const table: Table = withoutRemoveProducts
  expectTypeOf(table).not.toBeAny()
})

test('a method added to a module without an entry does not compile', () => {
  interface Grown extends VariantsApi {
    count(): Promise<number>
  }
  const today = {} as Table
  // @ts-expect-error `variants.count` has no entry
  const grown: MethodTable<{ products: ProductsApi; variants: Grown; collections: CollectionsApi }> = today
  expectTypeOf(grown).not.toBeAny()
})
