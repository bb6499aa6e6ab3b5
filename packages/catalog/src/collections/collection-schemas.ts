import { maybe, type Shape, text } from '../validation/shape'
import { notEmpty, rule, slug } from '../validation/write-shape'

/** A new collection. */
export const collectionInput: Shape = { name: text, slug: maybe(slug) }

/** Changes to a collection. */
export const collectionUpdate: Shape = rule(
  { name: maybe(text), slug: maybe(slug) },
  notEmpty,
  'must change at least one field',
)
