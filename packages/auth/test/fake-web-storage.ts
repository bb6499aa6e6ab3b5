/**
 * A Web Storage (`localStorage`) stand-in for Node tests: Node has no `localStorage`. It
 * behaves like the browser's (string values, `key(i)`, `length`) and can be told to throw, as
 * a browser does with blocked cookies (on read) or a full quota (on write).
 */
export class FakeWebStorage implements Storage {
  readonly #items = new Map<string, string>()
  failReads = false
  failWrites = false

  get length(): number {
    return this.#items.size
  }

  clear(): void {
    this.#items.clear()
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError')
    return this.#items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.#items.delete(key)
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.#items.set(key, String(value))
  }
}
