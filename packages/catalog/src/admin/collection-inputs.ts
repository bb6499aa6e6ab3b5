import { type InputShape, inputOptional, inputRule } from '@vitrine/core/module'
import { text } from '../validation'
import { notEmpty, slug } from './validation'

/** A new collection. */
export const collectionInput: InputShape = { name: text, slug: inputOptional(slug) }

/** Changes to a collection. */
export const collectionUpdate: InputShape = inputRule(
  { name: inputOptional(text), slug: inputOptional(slug) },
  notEmpty,
  'must change at least one field',
)
