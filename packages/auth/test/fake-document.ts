/**
 * A `document.cookie` stand-in for Node tests, behaving like a browser's cookie jar for one
 * path: `name=value` pairs, `Max-Age=0` deletes, and (`disabled`) every write silently ignored,
 * as in a browser with cookies blocked.
 */
export class FakeCookieDocument {
  readonly jar: Map<string, string> = new Map()
  readonly writes: string[] = []
  disabled = false

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  set cookie(line: string) {
    this.writes.push(line)
    if (this.disabled) return
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq)
    const expired = attributes.some((a) => /^max-age=0$/i.test(a))
    if (expired) this.jar.delete(name)
    else this.jar.set(name, pair.slice(eq + 1))
  }
}
