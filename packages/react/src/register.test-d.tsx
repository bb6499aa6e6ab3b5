import type { Product } from '@vitrine/catalog'
import { expectTypeOf, test } from 'vitest'
import type { TestClient } from '../test/helpers'
import type { ProductOf, RegisteredClient } from './index'

test('the registered client is the one of test/helpers', () => {
  expectTypeOf<RegisteredClient>().toEqualTypeOf<TestClient>()
  expectTypeOf<ProductOf>().toEqualTypeOf<Product>()
})
