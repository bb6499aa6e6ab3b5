import type { FaultRule } from '../options'

/** A fault decided for one request. */
export interface FaultDecision {
  delayMs: number
  status?: number
  body?: string
  headers: Record<string, string>
  drop: boolean
}

interface ActiveFault {
  id: number
  rule: FaultRule
  remaining: number
}

/** Thrown to drop the connection: each transport turns it into its own network failure. */
export class DroppedConnection extends Error {
  override readonly name = 'DroppedConnection'
  constructor() {
    super('Connection dropped by an injected fault')
  }
}

/** Runtime control of injected faults (`emulator.faults`). */
export interface Faults {
  /** Adds a fault; returns a function that removes it. */
  add(rule: FaultRule): () => void
  /** Removes every fault. */
  clear(): void
  /** The faults still active. */
  list(): FaultRule[]
}

function matches(rule: FaultRule, request: Request, url: URL): boolean {
  if (rule.method && rule.method.toUpperCase() !== request.method.toUpperCase()) return false
  const { match } = rule
  if (match === undefined) return !url.pathname.startsWith('/_emulator/')
  if (typeof match === 'string') return url.pathname.includes(match)
  if (match instanceof RegExp) {
    match.lastIndex = 0
    return match.test(url.pathname + url.search)
  }
  return match(request)
}

/** The registry of injected faults, consulted once per request. */
export class FaultRegistry implements Faults {
  private faults: ActiveFault[] = []
  private nextId = 1

  constructor(initial: readonly FaultRule[] = []) {
    for (const rule of initial) this.add(rule)
  }

  add(rule: FaultRule): () => void {
    const id = this.nextId++
    this.faults.push({ id, rule, remaining: rule.times ?? Number.POSITIVE_INFINITY })
    return () => {
      this.faults = this.faults.filter((f) => f.id !== id)
    }
  }

  clear(): void {
    this.faults = []
  }

  list(): FaultRule[] {
    return this.faults.map((f) => f.rule)
  }

  /** The fault for a request (the first matching rule), consuming one of its `times`. */
  decide(request: Request, url: URL): FaultDecision | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && matches(f.rule, request, url))
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    const { rule } = fault
    return {
      delayMs: rule.delayMs ?? 0,
      ...(rule.status === undefined ? {} : { status: rule.status }),
      ...(rule.body === undefined ? {} : { body: rule.body }),
      headers: rule.headers ?? {},
      drop: rule.drop ?? false,
    }
  }
}
