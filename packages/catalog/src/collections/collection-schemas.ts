import { maybe, notEmpty, rule, type Shape, slug, text } from '../validation/shape'

/** A new collection. */
export const collectionInput: Shape = { name: text, slug: maybe(slug) }

/** Changes to a collection. */
export const collectionUpdate: Shape = rule(
  { name: maybe(text), slug: maybe(slug) },
  notEmpty,
  'must change at least one field',
)
