/**
 * What the Node and msw entries need from an emulator and users do not: the raw request handler
 * (a dropped-connection fault rejects with `DroppedConnection`, which each transport maps), the
 * origin a server binds, and the state-file save. Kept under a registered symbol, off the public
 * type, so the main entry stays the web-standard `fetch` handler and nothing more.
 */
/** The internal side of an emulator. */
export interface EmulatorInternals {
  /** Answers a request; a dropped-connection fault rejects with `DroppedConnection`. */
  handle(request: Request, env?: unknown): Promise<Response>
  /** Adopts the bound URL as the public origin, unless an `origin` option was given. */
  adoptOrigin(origin: string): void
  /** Writes the state file now (when there is one). */
  save(): void
}

/** The symbol the internals hang under (registered, so two copies of the package agree). */
export const INTERNALS: unique symbol = Symbol.for('@vitrine/emulator/internals') as typeof INTERNALS

/** Attaches the internals to an emulator, non-enumerable. */
export function attachInternals<T extends object>(emulator: T, internals: EmulatorInternals): T {
  Object.defineProperty(emulator, INTERNALS, { value: internals, enumerable: false })
  return emulator
}

/** The internals of an emulator made by `createEmulator`. */
export function internalsOf(emulator: object): EmulatorInternals {
  const internals = (emulator as unknown as { [INTERNALS]?: EmulatorInternals })[INTERNALS]
  if (!internals) throw new TypeError('Not an emulator made by createEmulator()')
  return internals
}
