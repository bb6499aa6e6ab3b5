import type { MethodTable } from '@vitrine/test-utils'
import { expectTypeOf, test } from 'vitest'
import type { IdentityApi } from '../identity/identity-module'
import type { RedirectsApi } from '../redirects/redirects-module'
import type { OAuthSession } from '../session/types'

// The completeness guard of `operations.test.ts`: its `methods` record must name every method of
// the session and of the identity and redirects modules, so a method added without a row of the
// table is a compile error, not a gap.

type Table = MethodTable<{ session: OAuthSession; identity: IdentityApi; redirects: RedirectsApi }>

test('the table names every method of the session and the two modules', () => {
  expectTypeOf<'session.login' | 'identity.loginV2' | 'redirects.createRedirectSession'>().toMatchTypeOf<
    keyof Table
  >()
})

test('a table missing a method does not compile', () => {
  const withoutResend = {} as Omit<Table, 'identity.resend'>
  // @ts-expect-error `identity.resend` has no entry
  const table: Table = withoutResend
  expectTypeOf(table).not.toBeAny()
})

test('a method added to a module without an entry does not compile', () => {
  interface Grown extends IdentityApi {
    deleteAccount(): Promise<void>
  }
  const today = {} as Table
  // @ts-expect-error `identity.deleteAccount` has no entry
  const grown: MethodTable<{ session: OAuthSession; identity: Grown; redirects: RedirectsApi }> = today
  expectTypeOf(grown).not.toBeAny()
})
