import type { QueryBuilder } from '@vitrine/core'
import { checkInput, inputNonEmpty } from '@vitrine/core/module'
import { moduleOf } from './errors'
import type { ItemShape } from './register'

type Lookup = QueryBuilder<ItemShape, { id: string; slug: string }>

/**
 * One catalogue item by id or by slug, in one request (`id = x OR slug = x`); an id match wins
 * over a slug match. `null` when neither matches.
 */
export async function findOne<T>(
  client: unknown,
  name: 'products' | 'collections',
  idOrSlug: string,
  signal: AbortSignal,
): Promise<T | null> {
  const module = moduleOf<{ query(): Lookup }>(
    client,
    name,
    `${name === 'products' ? 'Product' : 'Collection'} queries`,
    `modules: { ${name} } with ${name} from '@vitrine/catalog'`,
  )
  checkInput([inputNonEmpty, idOrSlug, 'idOrSlug'])
  const page = await module
    .query()
    .eq('id', idOrSlug)
    .or(module.query().eq('slug', idOrSlug))
    .limit(2)
    .find({ signal })
  const item = page.items.find((i) => i.id === idOrSlug) ?? page.items.find((i) => i.slug === idOrSlug)
  return (item ?? null) as T | null
}
