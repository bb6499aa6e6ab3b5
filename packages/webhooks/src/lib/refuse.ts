import { InvalidInputError } from '@vitrine/core'

/** Throws the `InvalidInputError` of one bad option (configuration errors, at start-up). */
export function refuse(field: string, description: string): never {
  throw new InvalidInputError([{ field, description }])
}
