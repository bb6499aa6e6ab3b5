import { InvalidInputError, type Violation } from '@vitrine/core'

const EMAIL = /^[^\s@]+@[^\s@]+$/

/**
 * Collects problems with a caller's input, naming each field as the caller named it, and
 * throws them together as one `InvalidInputError` before anything is sent.
 */
export class Check {
  readonly #violations: Violation[] = []

  /** Records a problem. */
  fail(field: string, description: string): this {
    this.#violations.push({ field, description })
    return this
  }

  /** A non-empty string (or absent when `optional`). */
  string(field: string, value: unknown, optional = false): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'string' || value.trim() === '')
      return this.fail(field, 'must be a non-empty string')
    return this
  }

  /** A plausible e-mail address (the platform decides the rest). */
  email(field: string, value: unknown): this {
    if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value)) {
      return this.fail(field, 'must be an e-mail address')
    }
    return this
  }

  /** An absolute http(s) URL (or absent when `optional`). */
  url(field: string, value: unknown, optional = false): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'string') return this.fail(field, 'must be an absolute http(s) URL')
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return this.fail(field, 'must be an absolute http(s) URL')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return this.fail(field, 'must use http or https')
    return this
  }

  /** A plain object (or absent when `optional`). */
  object(field: string, value: unknown, optional = false): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return this.fail(field, 'must be an object')
    return this
  }

  /** A boolean (or absent). */
  boolean(field: string, value: unknown): this {
    if (value !== undefined && typeof value !== 'boolean') return this.fail(field, 'must be a boolean')
    return this
  }

  /** Throws the collected problems, if any. */
  done(): void {
    if (this.#violations.length > 0) throw new InvalidInputError(this.#violations)
  }
}

/** Starts a check of `input` itself: it must be an object. */
export function checkInput(input: unknown, name = 'input'): Check {
  const check = new Check()
  if (typeof input !== 'object' || input === null) check.fail(name, 'must be an object').done()
  return check
}
