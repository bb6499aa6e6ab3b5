import { type FieldViolation, type ViolatedRule, validationError } from './wire-error'

/**
 * Collects field violations while a request body is checked, then throws them together as one
 * validation error (the platform reports every violation of a request at once).
 */
export class Violations {
  private readonly list: FieldViolation[] = []

  /** Records a violation. */
  add(
    field: string,
    description: string,
    violatedRule: ViolatedRule,
    data: Record<string, unknown> = {},
  ): void {
    this.list.push({ field, description, violatedRule, data })
  }

  /** Whether nothing was recorded yet. */
  get empty(): boolean {
    return this.list.length === 0
  }

  /** Throws the validation error when anything was recorded. */
  throwIfAny(): void {
    if (this.list.length > 0) throw validationError(this.list)
  }
}
