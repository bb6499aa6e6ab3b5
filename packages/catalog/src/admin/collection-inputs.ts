import { type InputShape, inputNonEmpty, inputOptional, inputRule } from '@vitrine/core/module'
import { notEmpty, slug } from './validation'

/** A new collection. */
export const collectionInput: InputShape = { name: inputNonEmpty, slug: inputOptional(slug) }

/** Changes to a collection. */
export const collectionUpdate: InputShape = inputRule(
  { name: inputOptional(inputNonEmpty), slug: inputOptional(slug) },
  notEmpty,
  'must change at least one field',
)
